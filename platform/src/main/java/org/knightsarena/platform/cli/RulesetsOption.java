package org.knightsarena.platform.cli;

import java.util.List;
import org.knightsarena.api.Ruleset;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * {@code --rules RULES} where {@code all} may be asked for, one run per ruleset, the same in
 * {@code bench} and {@code check}: a picocli mixin. A ruleset that is not known is refused with the
 * words of {@link RulesOption}.
 */
public final class RulesetsOption {

    private static final String ALL = "all";

    @Option(
            names = "--rules",
            paramLabel = "RULES",
            converter = IdOrAll.class,
            defaultValue = ALL,
            description = "The ruleset: base, cities-and-knights, or all for one run each (default: ${DEFAULT-VALUE}).")
    private String rules;

    /** @return the rulesets to run, in {@link Ruleset#values()} order for {@code all}; never empty */
    public List<Ruleset> value() {
        return ALL.equals(rules) ? List.of(Ruleset.values()) : List.of(Ruleset.fromId(rules));
    }

    /** Accepts {@code all} or a ruleset's id. */
    public static final class IdOrAll implements ITypeConverter<String> {

        /** Creates the converter; picocli makes one per option. */
        public IdOrAll() {}

        @Override
        public String convert(String value) {
            return ALL.equals(value)
                    ? value
                    : new RulesOption.Id().convert(value).id();
        }
    }
}
