package org.knightsarena.platform.game.state;

import org.knightsarena.api.cards.DevelopmentCard;

/**
 * The bank and the development deck a game starts with, by its number of players: the base game's
 * for 3 or 4, the 5–6 player extension's for 5 or 6, which adds 5 cards
 * of each resource, 6 commodity cards of each kind with Cities &amp; Knights, 6 Knights and one each
 * of Road Building, Year of Plenty and Monopoly.
 */
public final class TableComponents {
    /** The fewest players that play with the 5–6 player extension. */
    public static final int EXTENSION_PLAYERS = 5;
    /** The most players a game seats. */
    public static final int MAX_PLAYERS = 6;

    /** The table of Catan for Two, the fewest players a game seats. */
    public static final int TWO_PLAYERS = 2;
    /** Catan for Two's neutral colours. */
    public static final int NEUTRALS = 2;

    private static final int EXTRA_RESOURCES = 5;
    private static final int EXTRA_COMMODITIES = 6;
    private static final int EXTRA_KNIGHTS = 6;

    private TableComponents() {}

    /** @return true when {@code players} play the 5–6 player extension's board, bank and deck */
    public static boolean isExtension(int players) {
        return players >= EXTENSION_PLAYERS;
    }

    /**
     * Checks a table size wherever one is chosen (options, matches, line-ups, tournaments, leagues,
     * the dashboard): 2 to 6 seats, 2 being Catan for Two, with either ruleset.
     *
     * @param ruleset the rules, or null where none is chosen yet
     * @param seats   the number of seats
     * @param what    what has the seats, for the message: "a game", "a match", "a table"
     * @throws IllegalArgumentException saying what is wrong
     */
    public static void checkTable(org.knightsarena.api.Ruleset ruleset, int seats, String what) {
        if (seats < TWO_PLAYERS || seats > MAX_PLAYERS) {
            throw new IllegalArgumentException(what + " has 2 to 6 seats (2 is Catan for Two), not " + seats);
        }
    }

    /** @return the neutral colours at a table of {@code players}: 2 for Catan for Two, else none */
    public static int neutralColours(int players) {
        return players == TWO_PLAYERS ? NEUTRALS : 0;
    }

    /** @return the cards of each resource in the bank at the start: 19, or 24 with the extension */
    public static int bankPerResource(int players) {
        return HandsAndBank.BANK_PER_RESOURCE + (isExtension(players) ? EXTRA_RESOURCES : 0);
    }

    /** @return the cards of each commodity at the start of a Cities &amp; Knights game: 12, or 18 with the extension */
    public static int bankPerCommodity(int players) {
        return HandsAndBank.BANK_PER_COMMODITY + (isExtension(players) ? EXTRA_COMMODITIES : 0);
    }

    /** @return the copies of {@code card} in a full deck: the base game's, or 20/5/3/3/3 with the extension */
    public static int copies(DevelopmentCard card, int players) {
        if (!isExtension(players) || card == DevelopmentCard.VICTORY_POINT) {
            return card.copies();
        }
        return card.copies() + (card == DevelopmentCard.KNIGHT ? EXTRA_KNIGHTS : 1);
    }

    /** @return the cards of a full deck: 25, or 34 with the extension */
    public static int developmentCards(int players) {
        int cards = 0;
        for (DevelopmentCard card : DevelopmentCard.values()) {
            cards += copies(card, players);
        }
        return cards;
    }
}
