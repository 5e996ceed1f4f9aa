package org.knightsarena.platform.cli;

import java.util.Optional;
import java.util.SplittableRandom;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.maps.Scenarios;
import picocli.CommandLine.Option;

/** {@code --scenario NAME}, the same in {@code play} and {@code bench}: a picocli mixin. */
public final class ScenarioOption {

    @Option(
            names = "--scenario",
            paramLabel = "NAME",
            description = "Plays on a Seafarers scenario's map, dealt from the seed, to the scenario's target"
                    + " (arena scenarios lists the names); default: the standard island.")
    private String scenario;

    /** @return the scenario named, or empty for the standard island */
    public Optional<String> value() {
        return Optional.ofNullable(scenario).map(String::strip);
    }

    /**
     * Puts the scenario, if any, into the options, after checking that it is known and is for
     * their player count.
     *
     * @throws picocli.CommandLine.ParameterException naming the known scenarios or the counts the
     *         scenario is for
     */
    GameOptions applyTo(GameOptions options, ErrorOutput errors) {
        if (value().isEmpty()) {
            return options;
        }
        String name = value().get();
        try {
            // a throwaway deal: the same checks a game makes, before any game is started
            Scenarios.deal(name, options.playerCount(), new SplittableRandom(0));
        } catch (IllegalArgumentException e) {
            throw errors.invalid("--scenario", e.getMessage());
        }
        return options.withScenario(name);
    }
}
