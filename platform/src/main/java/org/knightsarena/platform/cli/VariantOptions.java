package org.knightsarena.platform.cli;

import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.knightsarena.platform.board.RandomSeaMap;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.TableComponents;
import org.knightsarena.platform.game.state.Variant;
import org.knightsarena.platform.maps.Scenarios;
import picocli.CommandLine.Option;

/**
 * {@code --variant LIST} and {@code --scenario NAME}, the same in {@code play} and {@code bench}: a
 * picocli mixin. The variants a line-up implies need not be named: a scenario is Seafarers, two
 * agents are Catan for Two; naming one the other options contradict is refused.
 */
public final class VariantOptions {

    @Option(
            names = "--variant",
            paramLabel = "LIST",
            description = "Variants to add to the rules, comma-separated: seafarers (with --scenario, else the"
                    + " random new-world map), catan-for-two (two agents), barbarian-attack; default: none.")
    private String variants;

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

    /** @return whether {@code --scenario} or {@code --variant} was given */
    boolean given() {
        return scenario != null || variants != null;
    }

    /**
     * Puts the variants and the scenario, if any, into the options, after checking that the scenario
     * is known and is for their player count and that the variants fit the table.
     *
     * @throws picocli.CommandLine.ParameterException naming the option and what is wrong
     */
    GameOptions applyTo(GameOptions options, ErrorOutput errors) {
        Set<Variant> named;
        try {
            named = variants();
        } catch (IllegalArgumentException e) {
            throw errors.invalid("--variant", e.getMessage());
        }
        if (named.contains(Variant.CATAN_FOR_TWO) && options.playerCount() != TableComponents.TWO_PLAYERS) {
            throw errors.invalid(
                    "--variant", "catan-for-two is played by 2 agents, not " + options.playerCount() + " (R-24.2)");
        }
        Optional<String> map =
                value().or(() -> named.contains(Variant.SEAFARERS) ? Optional.of(RandomSeaMap.ID) : Optional.empty());
        GameOptions chosen = options;
        if (map.isPresent()) {
            String name = map.get();
            try {
                // a throwaway deal: the same checks a game makes, before any game is started
                Scenarios.deal(name, options.playerCount(), new SplittableRandom(0));
                chosen = chosen.withScenario(name);
            } catch (IllegalArgumentException e) {
                throw errors.invalid(value().isPresent() ? "--scenario" : "--variant", e.getMessage());
            }
        }
        if (named.contains(Variant.BARBARIAN_ATTACK)) {
            try {
                chosen = chosen.withBarbarianAttack();
            } catch (IllegalArgumentException e) {
                throw errors.invalid("--variant", e.getMessage());
            }
        }
        return chosen;
    }

    private Set<Variant> variants() {
        return Variant.parseList(variants == null ? "" : variants);
    }
}
