package org.knightsarena.platform.game;

/** Where the turn's state machine stands; each phase maps to one kind of decision. */
enum Phase {
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
    // Cities & Knights
    METROPOLIS_CITY,
    DISPLACED_KNIGHT,
    SACKED_CITY,
    PROGRESS_DECK,
    AQUEDUCT,
    PROGRESS_DISCARD,
    // progress cards
    HARBOR_COMMODITY,
    MASTER_MERCHANT,
    WEDDING_GIFT,
    DESERTER_LOSE,
    DESERTER_PLACE,
    SPY_TAKE,
    DIPLOMAT_REBUILD,
    SABOTEUR_DISCARD,
    OVER
}
