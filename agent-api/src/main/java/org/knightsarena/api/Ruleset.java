package org.knightsarena.api;

import java.util.Locale;

/**
 * The rules a match is played by. Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum Ruleset {
    /** Catan without expansions: 10 points to win (docs/rules/base.md#R-21). */
    BASE("base", 10),
    /** Catan with Cities &amp; Knights: 13 points to win (docs/rules/cities-and-knights.md). */
    CITIES_AND_KNIGHTS("cities-and-knights", 13);

    /**
     * The id of the ruleset used wherever none is named: {@code arena play}, {@code arena tournament}, new
     * leagues, the open league and the README's examples. Cities &amp; Knights, the game this platform is
     * for. A {@code String} constant so that command-line options can name it as their default value.
     *
     * @since 0.2
     */
    public static final String DEFAULT_ID = "cities-and-knights";

    /**
     * The ruleset used wherever none is named, read from {@link #DEFAULT_ID}.
     *
     * @since 0.2
     */
    public static final Ruleset DEFAULT = fromId(DEFAULT_ID);

    private final String id;
    private final int pointsToWin;

    Ruleset(String id, int pointsToWin) {
        this.id = id;
        this.pointsToWin = pointsToWin;
    }

    /** @return the stable name used on the command line, in replays and in the API */
    public String id() {
        return id;
    }

    /** @return the victory points a player needs to win by default */
    public int pointsToWin() {
        return pointsToWin;
    }

    /**
     * Returns the ruleset with the given id.
     *
     * @param id {@code "base"} or {@code "cities-and-knights"} (also {@code "ck"}), any case
     * @return the ruleset
     * @throws IllegalArgumentException naming the unknown id and the known ones
     */
    public static Ruleset fromId(String id) {
        String key = id.trim().toLowerCase(Locale.ROOT);
        for (Ruleset r : values()) {
            if (r.id.equals(key)) {
                return r;
            }
        }
        if (key.equals("ck")) {
            return CITIES_AND_KNIGHTS;
        }
        throw new IllegalArgumentException("unknown ruleset '" + id + "': use base or cities-and-knights");
    }
}
