package org.knightsarena.platform.game.state;

import java.util.List;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.BarbarianAttackCard;

/**
 * The {@code barbarianAttack} object of a position (docs/position-format.md): {@link
 * CastleAndBarbarians}' barbarians, knights on paths, prisoners, gold, the turn's counters and the
 * scenario's deck. Where the castle is and which coastal hex carries each number follow from the
 * board and are not saved.
 */
final class CastleAndBarbariansPosition {
    private CastleAndBarbariansPosition() {}

    /** Writes the {@code barbarianAttack} object. */
    static void write(CastleAndBarbarians c, PositionNode ba) {
        writeInts(ba.putArray("barbarians"), c.barbarians);
        PositionNode knights = ba.putArray("knights");
        for (int path = 0; path < c.knightOwner.length; path++) {
            if (c.knightOwner[path] != BoardView.NOBODY) {
                PositionNode k = knights.addObject();
                k.put("path", path);
                k.put("owner", c.knightOwner[path]);
                k.put("leftCastle", (c.knightFlags[path] & CastleAndBarbarians.LEFT_CASTLE) != 0);
                k.put("moved", (c.knightFlags[path] & CastleAndBarbarians.MOVED) != 0);
                if (c.ranked) {
                    k.put("strength", c.knightStrength[path]);
                    k.put("active", c.isActive(path));
                    k.put("activatedThisTurn", (c.knightFlags[path] & CastleAndBarbarians.ACTIVATED_THIS_TURN) != 0);
                    k.put("promotedThisTurn", (c.knightFlags[path] & CastleAndBarbarians.PROMOTED_THIS_TURN) != 0);
                }
            }
        }
        writeInts(ba.putArray("prisoners"), c.prisoners);
        writeInts(ba.putArray("gold"), c.gold);
        ba.put("goldBuys", c.goldBuys);
        ba.put("treasonMoves", c.treasonMoves);
        if (c.mustMovePath >= 0) { // only in a special build phase: older positions stay as they were
            ba.put("mustMovePath", c.mustMovePath);
        }
        PositionNode cards = ba.putArray("deck");
        for (int i = 0; i < c.deckSize; i++) {
            cards.add(BarbarianAttackCard.values()[c.deck[i]].name());
        }
    }

    /** Reads the {@code barbarianAttack} object onto a slice started on the game's board. */
    static void read(CastleAndBarbarians c, PositionFields ba, int players) {
        List<PositionNode> onHexes = ba.arrayOf("barbarians", c.barbarians.length);
        for (int hex = 0; hex < c.barbarians.length; hex++) {
            String at = ba.at("barbarians") + "[" + hex + "]";
            c.barbarians[hex] = (byte) PositionFields.range(
                    PositionFields.integer(onHexes.get(hex), at), at, 0, CastleAndBarbarians.CONQUEST);
        }
        c.fillSupplies();
        int colours = c.knightsLeft.length; // the Foreign Knight's colour too
        List<PositionNode> knights = ba.array("knights", players * CastleAndBarbarians.KNIGHTS + colours - players);
        for (int i = 0; i < knights.size(); i++) {
            PositionFields k = PositionFields.of(knights.get(i), ba.at("knights") + "[" + i + "]");
            int path = k.integer("path", 0, c.knightOwner.length - 1);
            int owner = k.integer("owner", 0, colours - 1);
            if (c.knightOwner[path] != BoardView.NOBODY || c.knightsLeft[owner] == 0) {
                throw PositionFields.fail(
                        k.at("path"),
                        "a second knight on path " + path + " or a seventh knight (a second Foreign Knight)");
            }
            c.placeKnight(
                    owner,
                    path,
                    (k.bool("leftCastle") ? CastleAndBarbarians.LEFT_CASTLE : 0)
                            | (k.bool("moved") ? CastleAndBarbarians.MOVED : 0));
            if (c.ranked) {
                c.knightStrength[path] = (byte) k.integer("strength", 1, 3);
                c.knightFlags[path] |= (byte) ((k.bool("active") ? CastleAndBarbarians.ACTIVE : 0)
                        | (k.bool("activatedThisTurn") ? CastleAndBarbarians.ACTIVATED_THIS_TURN : 0)
                        | (k.bool("promotedThisTurn") ? CastleAndBarbarians.PROMOTED_THIS_TURN : 0));
            }
            k.done();
        }
        readInts(ba, "prisoners", c.prisoners, 30);
        readInts(ba, "gold", c.gold, 1000);
        c.goldBuys = ba.integer("goldBuys", 0, CastleAndBarbarians.GOLD_BUYS_PER_TURN);
        c.treasonMoves = ba.integer("treasonMoves", 0, 2);
        c.mustMovePath = ba.has("mustMovePath") ? ba.integer("mustMovePath", 0, c.knightOwner.length - 1) : -1;
        List<PositionNode> cards = ba.array("deck", c.deck.length);
        c.deckSize = cards.size();
        for (int i = 0; i < c.deckSize; i++) {
            c.deck[i] = PositionFields.enumValue(cards.get(i), ba.at("deck") + "[" + i + "]", BarbarianAttackCard.class)
                    .ordinal();
        }
        ba.done();
    }

    private static void writeInts(PositionNode array, byte[] values) {
        for (byte v : values) {
            array.add(v);
        }
    }

    private static void writeInts(PositionNode array, int[] values) {
        for (int v : values) {
            array.add(v);
        }
    }

    private static void readInts(PositionFields ba, String name, int[] into, int max) {
        List<PositionNode> values = ba.arrayOf(name, into.length);
        for (int i = 0; i < into.length; i++) {
            String at = ba.at(name) + "[" + i + "]";
            into[i] = PositionFields.range(PositionFields.integer(values.get(i), at), at, 0, max);
        }
    }
}
