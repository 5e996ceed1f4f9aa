package org.knightsarena.web.table;

import java.util.List;

/**
 * The decisions a person at a table may be asked, by the simple names of their {@code agent-api}
 * types (as a view's {@code decision.type} gives them), in sets that together name every
 * decision, the variants' own included ({@code PersonDecisionsTest} holds them to the sealed
 * {@code Decision}'s list).
 */
public final class PersonDecisions {
    /** The seat's own turn: its setup pieces, the start of its turn, and its main phase. */
    public static final List<String> OWN_TURN = List.of("BeforeRoll", "MainTurn", "Setup");

    /**
     * The queued decisions of Cities &amp; Knights: every decision the engine owes through its
     * pending queue ({@code Phase.isQueued}), asked of a seat once a roll, a build or a card has
     * been applied and before play goes on, often out of that seat's turn. {@code Discard} is owed
     * both after a seven and by Saboteur.
     */
    public static final List<String> QUEUED = List.of(
            "ChooseAqueductResource",
            "ChooseCardsToTake",
            "ChooseCommodityToGive",
            "ChooseGift",
            "ChooseKnightToLose",
            "ChooseMetropolisCity",
            "ChooseProgressCardToTake",
            "ChooseProgressDeck",
            "ChooseProgressDiscard",
            "ChooseSackedCity",
            "Discard",
            "PlaceDeserterKnight",
            "PlaceDisplacedKnight",
            "RebuildRoad");

    /** The queued decisions answered with cards (a form on the page), not a listed option. */
    public static final List<String> ANSWERED_WITH_CARDS = List.of("ChooseCardsToTake", "ChooseGift", "Discard");

    /**
     * The other decisions that interrupt the turn's flow and are not queued: another player's
     * trade offer to answer (out of turn), the partner for one's own offer, the robber and its
     * victim after a seven or a knight chasing it, and the free roads of Road Building, each a
     * phase of its own that returns to the one it interrupted.
     */
    public static final List<String> INTERRUPTIONS =
            List.of("ChooseTradePartner", "ChooseVictim", "PlaceFreeRoad", "PlaceRobber", "RespondToOffer");

    /**
     * The decisions of the variants, asked only there: {@code BuildNeutral} at a table of two
     * (Catan for Two, R-24.2.3, right after the person's own road or settlement; played by
     * {@code PlayBrowserTest}'s game of two), and {@code ChooseGoldResource} on a Seafarers map
     * which no table offers yet; and the four of Barbarian Attack (R-24.1.5, R-24.1.6:
     * the knight a card places, the barbarian an Intrigue takes, the barbarians a Treason moves, the
     * movement phase), which no table
     * offers yet either.
     */
    public static final List<String> VARIANTS = List.of(
            "BuildNeutral",
            "ChooseGoldResource",
            "PlaceKnightOnPath",
            "ChooseBarbarianPrisoner",
            "MoveKnightsOnPaths",
            "MoveBarbarians");

    private PersonDecisions() {}
}
