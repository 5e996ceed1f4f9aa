package org.knightsarena.platform.cli;

import org.knightsarena.api.Ruleset;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --rules RULES}, one ruleset, the same in {@code play}, {@code tournament} and
 * {@code tournament-bench}: a picocli mixin. An unknown ruleset is a usage error while the
 * command line is parsed: {@code Invalid value for option '--rules': unknown ruleset 'chess': use
 * base or cities-and-knights}.
 */
public final class RulesOption {

    @Option(
            names = "--rules",
            paramLabel = "RULES",
            converter = Id.class,
            defaultValue = Ruleset.DEFAULT_ID,
            description = "The ruleset: base or cities-and-knights (default: ${DEFAULT-VALUE}).")
    private Ruleset ruleset;

    /** @return the ruleset, never null */
    public Ruleset value() {
        return ruleset;
    }

    /** Reads a ruleset's id, with {@link Ruleset#fromId}'s message when it is unknown. */
    public static final class Id implements ITypeConverter<Ruleset> {

        /** Creates the converter; picocli makes one per option. */
        public Id() {}

        @Override
        public Ruleset convert(String value) {
            try {
                return Ruleset.fromId(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
