package org.knightsarena.platform.cli;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.platform.game.Game;
import picocli.CommandLine.Option;

/** {@code --dice Y+R[:FACE],...}, the rolls {@code arena play --from} forces: a picocli mixin. */
final class DiceOption {
    private static final Pattern ROLL = Pattern.compile("([1-6])\\+([1-6])(?::(\\w+))?");

    @Option(
            names = "--dice",
            split = ",",
            paramLabel = "Y+R[:FACE]",
            description = "With --from: forces the next rolls in order, yellow+red, such as 6+2 in the base game"
                    + " or 6+2:ship in Cities & Knights (faces: ship, science, trade, politics).")
    private List<String> rolls;

    /** @return whether {@code --dice} was given */
    boolean given() {
        return rolls != null;
    }

    /**
     * Forces the next rolls of a game: {@code Y+R} in the base game, {@code Y+R:face} in Cities
     * &amp; Knights, where the face is ship, science, trade or politics.
     *
     * @throws IllegalArgumentException naming the entry that cannot be used
     */
    void force(Game game) {
        List<String> entries = rolls == null ? List.of() : rolls;
        boolean ck = game.options().ruleset() == Ruleset.CITIES_AND_KNIGHTS;
        for (String raw : entries) {
            String entry = raw.trim().toLowerCase(Locale.ROOT);
            Matcher m = ROLL.matcher(entry);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + raw + "' is not Y+R" + (ck ? ":FACE" : "")
                        + " with dice of 1 to 6, such as " + (ck ? "6+2:ship" : "6+2"));
            }
            String face = m.group(3);
            if (ck && face == null) {
                throw new IllegalArgumentException("'" + raw + "' needs an event die face in Cities & Knights,"
                        + " such as " + entry + ":ship (faces: ship, science, trade, politics)");
            }
            if (!ck && face != null) {
                throw new IllegalArgumentException(
                        "'" + raw + "' has an event die face, but the base game has no" + " event die");
            }
            EventDie die = null;
            if (face != null) {
                die = switch (face) {
                    case "ship" -> EventDie.SHIP;
                    case "science" -> EventDie.SCIENCE_GATE;
                    case "trade" -> EventDie.TRADE_GATE;
                    case "politics" -> EventDie.POLITICS_GATE;
                    default ->
                        throw new IllegalArgumentException("'" + raw + "' names an unknown event die face '" + face
                                + "'; faces: ship, science, trade, politics");
                };
            }
            game.forceDice(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
            if (die != null) {
                game.forceEventDie(die);
            }
        }
    }
}
