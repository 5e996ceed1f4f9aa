package org.knightsarena.platform.match;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.knightsarena.platform.board.RandomSeaMap;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.TableComponents;
import org.knightsarena.platform.game.state.Variant;
import org.knightsarena.platform.maps.Scenarios;

/**
 * The variants and the Seafarers scenario chosen for a game, wherever a ruleset is chosen ({@code
 * --variant} and {@code --scenario}, a match spec, a tournament, a league): the one place that
 * turns them into {@link GameOptions} and refuses what does not fit the table.
 *
 * @param variants the variants named; those the table implies (Catan for Two at two seats) need not be
 * @param scenario the Seafarers scenario's name ({@link Scenarios#names()}), or empty: with
 *                 {@code seafarers} named that is the random New World map, else the standard island
 */
public record VariantChoice(Set<Variant> variants, Optional<String> scenario) {

    /** No variant, the standard island. */
    public static final VariantChoice NONE = new VariantChoice(Set.of(), Optional.empty());

    /** Which of the two inputs a refusal is about, so a form or an option can name its own field. */
    public enum Field {
        VARIANTS,
        SCENARIO
    }

    /** A choice that cannot be played, with the field to blame. */
    public static final class Refusal extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final transient Field field;

        Refusal(Field field, String message) {
            super(message);
            this.field = field;
        }

        /** @return the input that is wrong */
        public Field field() {
            return field;
        }
    }

    public VariantChoice {
        Objects.requireNonNull(scenario, "scenario");
        variants = variants.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(variants));
        scenario = scenario.map(String::strip);
        if (scenario.isPresent() && scenario.get().isEmpty()) {
            throw new Refusal(Field.SCENARIO, "a scenario name must not be blank");
        }
    }

    /**
     * Reads a comma-separated variant list (empty or null: none) and a scenario name (null or blank:
     * none), as a form or the command line gives them.
     *
     * @throws Refusal on an unknown, empty or repeated variant name
     */
    public static VariantChoice parse(String variantList, String scenarioName) {
        Set<Variant> named;
        try {
            named = Variant.parseList(variantList == null ? "" : variantList);
        } catch (IllegalArgumentException e) {
            throw new Refusal(Field.VARIANTS, e.getMessage());
        }
        Optional<String> scenario =
                Optional.ofNullable(scenarioName).map(String::strip).filter(name -> !name.isEmpty());
        return new VariantChoice(named, scenario);
    }

    /** @return whether nothing is chosen: the ruleset's own game on the standard island */
    public boolean isNone() {
        return variants.isEmpty() && scenario.isEmpty();
    }

    /** @return the variants' ids, comma-separated in declaration order; empty for none (as stored) */
    public String ids() {
        return Variant.ids(variants);
    }

    /**
     * @return the choice as a phrase to follow a ruleset's id in a heading, such as {@code " with
     *     seafarers on scenario four-islands"}; empty for none
     */
    public String describe() {
        String named = variants.isEmpty() ? "" : " with " + ids();
        return named + scenario.map(name -> " on scenario " + name).orElse("");
    }

    /**
     * Puts the variants and the scenario, if any, into the options, after checking that the scenario
     * is known and is for their player count and that the variants fit the table.
     *
     * @throws Refusal naming what is wrong
     */
    public GameOptions applyTo(GameOptions options) {
        if (variants.contains(Variant.CATAN_FOR_TWO) && options.playerCount() != TableComponents.TWO_PLAYERS) {
            throw new Refusal(
                    Field.VARIANTS, "catan-for-two is played by 2 agents, not " + options.playerCount() + " (R-24.2)");
        }
        Optional<String> map = scenario.or(
                () -> variants.contains(Variant.SEAFARERS) ? Optional.of(RandomSeaMap.ID) : Optional.empty());
        Field blamed = scenario.isPresent() ? Field.SCENARIO : Field.VARIANTS;
        GameOptions chosen = options;
        try {
            if (map.isPresent()) {
                // a throwaway deal: the same checks a game makes, before any game is started
                Scenarios.deal(map.get(), options.playerCount(), new SplittableRandom(0));
                chosen = chosen.withScenario(map.get());
            }
        } catch (IllegalArgumentException e) {
            throw new Refusal(blamed, e.getMessage());
        }
        if (variants.contains(Variant.BARBARIAN_ATTACK)) {
            try {
                chosen = chosen.withBarbarianAttack();
            } catch (IllegalArgumentException e) {
                throw new Refusal(Field.VARIANTS, e.getMessage());
            }
        }
        return chosen;
    }
}
