package org.knightsarena.platform.game.state;

import java.util.List;
import java.util.Objects;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;

/**
 * A slice of the state: what progress cards played this turn leave behind for later steps of the
 * turn (Merchant Fleet's rate, Commercial Harbor's exchanges, the opponent a multi-step card deals
 * with, Deserter's knight, Diplomat's emptied path, Bishop's robber move). It owns its fields, its
 * copy and its part of a position (from {@code merchantFleet} to {@code bishopPlayed} in
 * {@code citiesAndKnights}). The fields stay plain and mutable, like the rest of the state, so the
 * rules read and write them without a call; unused in the base game. Not thread-safe.
 */
public final class CardEffects {
    /** Card code traded 2:1 this turn under Merchant Fleet, or NOBODY. */
    public int merchantFleet = BoardView.NOBODY;
    /** Bit set of Card codes named by Merchant Fleet this turn; valid while {@link #merchantFleet} is set. */
    public int fleetKinds;
    /** Bit set of the opponents exchanged with under Commercial Harbor this turn. */
    public int harborUsed;
    /** Whether Commercial Harbor was played this turn. */
    public boolean harborOpen;
    /** The seat a multi-step card is dealing with, or NOBODY. */
    public int cardOpponent = BoardView.NOBODY;
    /** Strength of the knight Deserter removed, 0 when none waits to be placed. */
    public int deserterStrength;
    /** Whether the knight Deserter removed was active. */
    public boolean deserterActive;
    /** The path Diplomat emptied (a rebuilt road may not go there), or NOBODY. */
    public int diplomatPath = BoardView.NOBODY;
    /** Whether the robber move now pending is Bishop's: it robs every neighbour. */
    public boolean bishopPlayed;

    CardEffects() {}

    private CardEffects(CardEffects o) {
        merchantFleet = o.merchantFleet;
        fleetKinds = o.fleetKinds;
        harborUsed = o.harborUsed;
        harborOpen = o.harborOpen;
        cardOpponent = o.cardOpponent;
        deserterStrength = o.deserterStrength;
        deserterActive = o.deserterActive;
        diplomatPath = o.diplomatPath;
        bishopPlayed = o.bishopPlayed;
    }

    /** @return an independent copy */
    CardEffects copy() {
        return new CardEffects(this);
    }

    /** Merchant Fleet rates and Commercial Harbor rights lapse at the end of the turn. */
    public void endTurn() {
        merchantFleet = BoardView.NOBODY;
        harborUsed = 0;
        harborOpen = false;
    }

    /** @return whether no card has left an effect, as in every base game */
    public boolean isClear() {
        return equals(new CardEffects());
    }

    // ---------------------------------------------------------------- position

    /** Writes the effects into the position's {@code citiesAndKnights} object. */
    public void write(PositionNode ck, int players) {
        ck.put(
                "merchantFleet",
                merchantFleet == BoardView.NOBODY
                        ? null
                        : Card.of(merchantFleet).name());
        PositionNode kinds = ck.putArray("fleetKinds");
        for (Card card : Card.all()) {
            if ((fleetKinds & (1 << card.code())) != 0) {
                kinds.add(card.name());
            }
        }
        PositionNode used = ck.putArray("harborUsed");
        for (int p = 0; p < players; p++) {
            if ((harborUsed & (1 << p)) != 0) {
                used.add(p);
            }
        }
        ck.put("harborOpen", harborOpen);
        ck.put("cardOpponent", cardOpponent);
        ck.put("deserterStrength", deserterStrength);
        ck.put("deserterActive", deserterActive);
        ck.put("diplomatPath", diplomatPath);
        ck.put("bishopPlayed", bishopPlayed);
    }

    /** Reads the effects from the position's {@code citiesAndKnights} object. */
    public void read(PositionFields ck, int players, int paths) {
        Card fleet = ck.enumOrNull("merchantFleet", Card.class);
        merchantFleet = fleet == null ? BoardView.NOBODY : fleet.code();
        List<PositionNode> kinds = ck.array("fleetKinds", Card.COUNT);
        for (int i = 0; i < kinds.size(); i++) {
            fleetKinds |= 1
                    << PositionFields.enumValue(kinds.get(i), ck.at("fleetKinds") + "[" + i + "]", Card.class)
                            .code();
        }
        List<PositionNode> used = ck.array("harborUsed", players);
        for (int i = 0; i < used.size(); i++) {
            String at = ck.at("harborUsed") + "[" + i + "]";
            harborUsed |= 1 << PositionFields.range(PositionFields.integer(used.get(i), at), at, 0, players - 1);
        }
        harborOpen = ck.bool("harborOpen");
        cardOpponent = ck.integer("cardOpponent", BoardView.NOBODY, players - 1);
        deserterStrength = ck.integer("deserterStrength", 0, 3);
        deserterActive = ck.bool("deserterActive");
        diplomatPath = ck.integer("diplomatPath", BoardView.NOBODY, paths - 1);
        bishopPlayed = ck.bool("bishopPlayed");
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof CardEffects o
                && merchantFleet == o.merchantFleet
                && fleetKinds == o.fleetKinds
                && harborUsed == o.harborUsed
                && harborOpen == o.harborOpen
                && cardOpponent == o.cardOpponent
                && deserterStrength == o.deserterStrength
                && deserterActive == o.deserterActive
                && diplomatPath == o.diplomatPath
                && bishopPlayed == o.bishopPlayed;
    }

    @Override
    public int hashCode() {
        return Objects.hash(
                merchantFleet,
                fleetKinds,
                harborUsed,
                harborOpen,
                cardOpponent,
                deserterStrength,
                deserterActive,
                diplomatPath,
                bishopPlayed);
    }
}
