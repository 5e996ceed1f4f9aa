package org.knightsarena.web.http;

/**
 * The one way pages name a bot's version: an uploaded version by its number ({@code v3}), a
 * built-in bot's by the platform's release ({@code built-in 0.1.0}, for the stored
 * {@code builtin-0.1.0-SNAPSHOT}). The only copy of the scheme: the leaderboard's JSON carries
 * these labels ({@code versionLabels}) for the versions {@code /static/league.js} writes.
 */
public final class VersionLabel {
    private static final String BUILT_IN = "builtin-";

    private VersionLabel() {}

    /** @return the label of a stored version string, never null */
    public static String of(String version) {
        if (version == null || version.isEmpty()) {
            return "–";
        }
        if (version.chars().allMatch(Character::isDigit)) {
            return "v" + version;
        }
        if (version.startsWith(BUILT_IN)) {
            return "built-in " + version.substring(BUILT_IN.length()).replaceFirst("-SNAPSHOT$", "");
        }
        return version;
    }
}
