package org.knightsarena.api.cards;

/**
 * A progress card of Cities &amp; Knights, with its deck and the number of copies in it
 * (docs/rules/progress-cards.md#R-2.4: 18 cards per deck, 54 in all). Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum ProgressCard {
    /** Before rolling, choose the production dice. */
    ALCHEMIST(Track.SCIENCE, 2),
    /** Build one improvement level for one commodity fewer. */
    CRANE(Track.SCIENCE, 2),
    /** Build a city wall free. */
    ENGINEER(Track.SCIENCE, 1),
    /** Swap two number tokens (not 2, 6, 8, 12). */
    INVENTOR(Track.SCIENCE, 2),
    /** Two grain per fields hex next to one's buildings. */
    IRRIGATION(Track.SCIENCE, 2),
    /** Upgrade a settlement to a city for 2 ore and 1 grain. */
    MEDICINE(Track.SCIENCE, 2),
    /** Two ore per mountains hex next to one's buildings. */
    MINING(Track.SCIENCE, 2),
    /** One victory point, revealed when drawn. */
    PRINTER(Track.SCIENCE, 1),
    /** Build two roads free. */
    ROAD_BUILDING(Track.SCIENCE, 2),
    /** Promote up to two knights free. */
    SMITH(Track.SCIENCE, 2),
    /** Exchange a resource for an opponent's commodity, once per opponent. */
    COMMERCIAL_HARBOR(Track.TRADE, 2),
    /** Take two cards from an opponent with more points. */
    MASTER_MERCHANT(Track.TRADE, 2),
    /** Place the merchant: one point and a 2:1 rate. */
    MERCHANT(Track.TRADE, 6),
    /** Trade one named kind 2:1 this turn. */
    MERCHANT_FLEET(Track.TRADE, 2),
    /** Each opponent gives two of a named resource. */
    RESOURCE_MONOPOLY(Track.TRADE, 4),
    /** Each opponent gives one of a named commodity. */
    TRADE_MONOPOLY(Track.TRADE, 2),
    /** Move the robber and steal from every opponent next to it. */
    BISHOP(Track.POLITICS, 2),
    /** One victory point, revealed when drawn. */
    CONSTITUTION(Track.POLITICS, 1),
    /** An opponent removes a knight; place one of your own. */
    DESERTER(Track.POLITICS, 2),
    /** Remove an open road. */
    DIPLOMAT(Track.POLITICS, 2),
    /** Displace an opponent's knight on your road. */
    INTRIGUE(Track.POLITICS, 2),
    /** Opponents with as many or more points discard half their hands. */
    SABOTEUR(Track.POLITICS, 2),
    /** Take a progress card from an opponent. */
    SPY(Track.POLITICS, 3),
    /** Activate all your knights free. */
    WARLORD(Track.POLITICS, 2),
    /** Opponents with more points give you two cards each. */
    WEDDING(Track.POLITICS, 2);

    private final Track deck;
    private final int copies;

    ProgressCard(Track deck, int copies) {
        this.deck = deck;
        this.copies = copies;
    }

    /** @return the deck the card belongs to */
    public Track deck() {
        return deck;
    }

    /** @return how many copies its deck holds */
    public int copies() {
        return copies;
    }

    /**
     * @return true for Printer and Constitution, which are revealed at once and never held
     *     (docs/rules/progress-cards.md#R-13.2.3)
     */
    public boolean isVictoryPoint() {
        return this == PRINTER || this == CONSTITUTION;
    }
}
