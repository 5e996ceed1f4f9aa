package org.knightsarena.platform.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a count option that must be 1 or more ({@code --threads}, {@code --turn-cap}), so that a
 * bad value is a usage error while the command line is parsed, with the same words in every
 * command: {@code Invalid value for option '--threads': must be 1 or more, but was 0}.
 */
public final class AtLeastOne implements ITypeConverter<Integer> {

    /** Creates the converter; picocli makes one per option. */
    public AtLeastOne() {}

    @Override
    public Integer convert(String value) {
        int n;
        try {
            n = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number");
        }
        if (n < 1) {
            throw new TypeConversionException(rule(n));
        }
        return n;
    }

    /** @return the rule a count below 1 breaks, with the value, as every command words it */
    static String rule(int value) {
        return "must be 1 or more, but was " + value;
    }
}
