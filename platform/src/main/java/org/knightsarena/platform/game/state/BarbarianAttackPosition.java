package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.BarbarianAttackCard;

/**
 * The {@code barbarianAttack} object of a position (docs/position-format.md), written from and read
 * onto a {@link CastleAndBarbarians}: barbarians, knights on paths (with C&amp;K strength and
 * activity), prisoners, gold, the turn's purchases and the scenario's deck.
 */
final class BarbarianAttackPosition {
    private BarbarianAttackPosition() {}

    /** Writes the {@code barbarianAttack} object. */
    static void write(CastleAndBarbarians castle, PositionNode ba) {
        writeInts(ba.putArray("barbarians"), castle.barbarians);
        PositionNode knights = ba.putArray("knights");
        for (int path = 0; path < castle.knightOwner.length; path++) {
            if (castle.knightOwner[path] != BoardView.NOBODY) {
                PositionNode k = knights.addObject();
                k.put("path", path);
                k.put("owner", castle.knightOwner[path]);
                k.put("leftCastle", (castle.knightFlags[path] & CastleAndBarbarians.LEFT_CASTLE) != 0);
                k.put("moved", (castle.knightFlags[path] & CastleAndBarbarians.MOVED) != 0);
                if (castle.ranked) {
                    k.put("strength", castle.knightStrength[path]);
                    k.put("active", castle.isActive(path));
                    k.put(
                            "activatedThisTurn",
                            (castle.knightFlags[path] & CastleAndBarbarians.ACTIVATED_THIS_TURN) != 0);
                    k.put("promotedThisTurn", (castle.knightFlags[path] & CastleAndBarbarians.PROMOTED_THIS_TURN) != 0);
                }
            }
        }
        writeInts(ba.putArray("prisoners"), castle.prisoners);
        writeInts(ba.putArray("gold"), castle.gold);
        ba.put("goldBuys", castle.goldBuys);
        ba.put("treasonMoves", castle.treasonMoves);
        if (castle.mustMovePath >= 0) { // only in a special build phase: older positions stay as they were
            ba.put("mustMovePath", castle.mustMovePath);
        }
        PositionNode cards = ba.putArray("deck");
        for (int i = 0; i < castle.deckSize; i++) {
            cards.add(BarbarianAttackCard.values()[castle.deck[i]].name());
        }
    }

    /** Reads the {@code barbarianAttack} object onto a slice started on the game's board. */
    static void read(CastleAndBarbarians castle, PositionFields ba, int players) {
        List<PositionNode> onHexes = ba.arrayOf("barbarians", castle.barbarians.length);
        for (int hex = 0; hex < castle.barbarians.length; hex++) {
            String at = ba.at("barbarians") + "[" + hex + "]";
            castle.barbarians[hex] = (byte) PositionFields.range(
                    PositionFields.integer(onHexes.get(hex), at), at, 0, CastleAndBarbarians.CONQUEST);
        }
        castle.fillSupplies();
        int colours = castle.knightsLeft
                .length; // the Foreign Knight's and the neutral knights' colours too
        List<PositionNode> knights =
                ba.array("knights", Arrays.stream(castle.knightsLeft).sum());
        for (int i = 0; i < knights.size(); i++) {
            PositionFields k = PositionFields.of(knights.get(i), ba.at("knights") + "[" + i + "]");
            int path = k.integer("path", 0, castle.knightOwner.length - 1);
            int owner = k.integer("owner", 0, colours - 1);
            if (castle.knightOwner[path] != BoardView.NOBODY || castle.knightsLeft[owner] == 0) {
                throw PositionFields.fail(
                        k.at("path"),
                        "a second knight on path " + path + " or more knights of colour " + owner
                                + " than its supply holds (6 a player, 1 Foreign Knight, 4 neutral)");
            }
            castle.placeKnight(
                    owner,
                    path,
                    (k.bool("leftCastle") ? CastleAndBarbarians.LEFT_CASTLE : 0)
                            | (k.bool("moved") ? CastleAndBarbarians.MOVED : 0));
            if (castle.ranked) {
                castle.knightStrength[path] = (byte) k.integer("strength", 1, 3);
                castle.knightFlags[path] |= (byte) ((k.bool("active") ? CastleAndBarbarians.ACTIVE : 0)
                        | (k.bool("activatedThisTurn") ? CastleAndBarbarians.ACTIVATED_THIS_TURN : 0)
                        | (k.bool("promotedThisTurn") ? CastleAndBarbarians.PROMOTED_THIS_TURN : 0));
            }
            k.done();
        }
        readInts(ba, "prisoners", castle.prisoners, 30);
        readInts(ba, "gold", castle.gold, 1000);
        castle.goldBuys = ba.integer("goldBuys", 0, CastleAndBarbarians.GOLD_BUYS_PER_TURN);
        castle.treasonMoves = ba.integer("treasonMoves", 0, 2);
        castle.mustMovePath =
                ba.has("mustMovePath") ? ba.integer("mustMovePath", 0, castle.knightOwner.length - 1) : -1;
        List<PositionNode> cards = ba.array("deck", castle.deck.length);
        castle.deckSize = cards.size();
        for (int i = 0; i < castle.deckSize; i++) {
            castle.deck[i] = PositionFields.enumValue(
                            cards.get(i), ba.at("deck") + "[" + i + "]", BarbarianAttackCard.class)
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
