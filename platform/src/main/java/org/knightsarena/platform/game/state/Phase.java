package org.knightsarena.platform.game.state;

/** Where the turn's state machine stands; each phase maps to one kind of decision. */
public enum Phase {
    SETUP_SETTLEMENT,
    SETUP_ROAD,
    BEFORE_ROLL,
    DISCARD,
    PLACE_ROBBER,
    CHOOSE_VICTIM,
    MAIN,
    RESPOND_TO_OFFER,
    CHOOSE_PARTNER,
    FREE_ROAD,
    // Cities & Knights: answered by the seat at the head of the pending queue
    METROPOLIS_CITY(true),
    DISPLACED_KNIGHT(true),
    SACKED_CITY(true),
    PROGRESS_DECK(true),
    AQUEDUCT(true),
    PROGRESS_DISCARD(true),
    // progress cards, likewise queued
    HARBOR_COMMODITY(true),
    MASTER_MERCHANT(true),
    WEDDING_GIFT(true),
    DESERTER_LOSE(true),
    DESERTER_PLACE(true),
    SPY_TAKE(true),
    DIPLOMAT_REBUILD(true),
    SABOTEUR_DISCARD(true),
    OVER,
    /**
     * 5–6 players: between two turns, each other player in seat order builds or buys,
     * answered by {@code TurnState.specialBuilder}. Last, so the phases before keep their ordinals.
     */
    SPECIAL_BUILD,
    /**
     * Seafarers: the picks a gold field pays, asked of each owner in seat order from the
     * active seat, answered by {@code GoldFields.nextChooser}; after production or a setup building.
     */
    GOLD,
    // Catan for Two: answered by the active player
    NEUTRAL_SETTLEMENT,
    NEUTRAL_ROAD,
    FORCED_TRADE_GIVE,
    /** Catan for Two with Cities &amp; Knights: the neutral knight (or road) a recruit forces. */
    NEUTRAL_KNIGHT,
    /** Catan for Two with Cities &amp; Knights: the neutral promotion a promotion forces. */
    NEUTRAL_PROMOTION,
    // Barbarian Attack: answered by the active player
    PLACE_CASTLE_KNIGHT,
    PLACE_BLACK_KNIGHT,
    TAKE_PRISONER,
    MOVE_PATH_KNIGHTS,
    MOVE_BARBARIAN,
    /**
     * Seafarers: a seven or a Knight card moves the robber or the pirate, the player's
     * choice; a {@code PlaceRobber} decision whose options hold both. A knight's chase of the
     * robber and Bishop move the robber only, in {@link #PLACE_ROBBER}.
     */
    PLACE_ROBBER_OR_PIRATE,
    /** Seafarers: the pirate's mover chooses whom to rob among the owners of ships beside it. */
    CHOOSE_PIRATE_VICTIM,
    /**
     * Seafarers with Cities &amp; Knights: a knight chased the pirate, which its owner now
     * moves; a {@code PlaceRobber} decision holding the pirate's sea hexes only.
     */
    PLACE_PIRATE,
    /** Barbarian Attack as Catan for Two: where the Foreign Knight enters, chosen by the player who placed the first knight. */
    PLACE_FOREIGN_KNIGHT,
    /** Barbarian Attack at 5–6: the knight placed in a special build phase moves at once. */
    MOVE_NEW_KNIGHT;

    private final boolean queued;

    Phase() {
        this(false);
    }

    Phase(boolean queued) {
        this.queued = queued;
    }

    /** @return whether the decision of this phase is owed through the pending queue ({@link TurnState#owe}) */
    public boolean isQueued() {
        return queued;
    }
}
