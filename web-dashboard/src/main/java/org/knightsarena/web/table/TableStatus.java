package org.knightsarena.web.table;

import java.util.Locale;

/** Where a game at a person's table stands. */
public enum TableStatus {
    /** Moves are being made. */
    PLAYING,
    /** The game reached its end (a win or the turn cap). */
    FINISHED,
    /** Nobody moved for too long: the game was ended as it stood. */
    ABANDONED;

    /** @return the code used in JSON and in the saved file */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return the status of a code */
    static TableStatus fromCode(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }
}
