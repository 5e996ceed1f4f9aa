package org.knightsarena.tournaments.cli;

import org.knightsarena.tournaments.storage.DatabaseLocation;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads the {@code --db postgresql://HOST:PORT/NAME} option of the commands that open the arena
 * database ({@link DatabaseLocation#parse}, with the process's {@code PG*} variables), so a bad
 * URL is a usage error (exit 2) naming the value and the rule.
 */
public final class DatabaseOption implements ITypeConverter<DatabaseLocation> {

    /** The option's description, the same on every command. */
    public static final String DESCRIPTION =
            "A PostgreSQL database instead of the SQLite one in --data: postgresql://[USER[:PASSWORD]@]HOST[:PORT]/NAME"
                    + " (user and password otherwise from PGUSER and PGPASSWORD).";

    @Override
    public DatabaseLocation convert(String value) {
        try {
            return DatabaseLocation.parse(value, System.getenv());
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
