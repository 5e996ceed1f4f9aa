package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.VariantChoice;
import picocli.CommandLine.Option;

/**
 * {@code --variant LIST} and {@code --scenario NAME}, the same in {@code play}, {@code bench} and
 * {@code tournament}: a picocli mixin over {@link VariantChoice}. The variants a line-up implies need
 * not be named: a scenario is Seafarers, two agents are Catan for Two; naming one the other options
 * contradict is refused.
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
    public boolean given() {
        return scenario != null || variants != null;
    }

    /**
     * Reads the two options.
     *
     * @throws picocli.CommandLine.ParameterException naming the option and what is wrong
     */
    public VariantChoice choice(ErrorOutput errors) {
        try {
            return VariantChoice.parse(variants, scenario);
        } catch (VariantChoice.Refusal e) {
            throw refused(e, errors);
        }
    }

    /**
     * Puts the variants and the scenario, if any, into the options, after checking that the scenario
     * is known and is for their player count and that the variants fit the table.
     *
     * @throws picocli.CommandLine.ParameterException naming the option and what is wrong
     */
    public GameOptions applyTo(GameOptions options, ErrorOutput errors) {
        VariantChoice choice = choice(errors);
        try {
            return choice.applyTo(options);
        } catch (VariantChoice.Refusal e) {
            throw refused(e, errors);
        }
    }

    /**
     * @return the picocli error for a choice the table cannot play (checked where the table is
     *     known), naming {@code --scenario} or {@code --variant} as the refusal blames
     */
    public static picocli.CommandLine.ParameterException refused(VariantChoice.Refusal refusal, ErrorOutput errors) {
        String option = refusal.field() == VariantChoice.Field.SCENARIO ? "--scenario" : "--variant";
        return errors.invalid(option, refusal.getMessage());
    }
}
