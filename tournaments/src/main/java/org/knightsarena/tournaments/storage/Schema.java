package org.knightsarena.tournaments.storage;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;

/**
 * The database schema, brought up to date by Flyway from the versioned scripts {@code
 * V<n>__<description>.sql} in this package's resources, with their history in Flyway's table
 * {@code flyway_schema_history} (checksums, so an edited applied script is caught).
 *
 * <p>A database made before Flyway recorded its migrations in {@code schema_version}, one row per
 * script. Such a database is adopted once: Flyway's history starts with a baseline at the highest
 * version recorded there, so nothing is applied twice, and the old table goes (an older build
 * would otherwise read it and run on a schema it does not know). Scripts may have a guard ({@link
 * MigrationGuards}).
 *
 * <p>Immutable and thread-safe; concurrent {@link #migrate} calls on one database are not
 * supported (run it once, at start-up).
 */
final class Schema {

    /** The table in which code before Flyway recorded the versions it applied. */
    static final String PRE_FLYWAY_HISTORY = "schema_version";

    private static final String LOCATION =
            "classpath:" + Schema.class.getPackageName().replace('.', '/');

    private final Flyway flyway;
    private final DataSource dataSource;

    private Schema(DataSource dataSource, Dialect dialect, MigrationVersion target) {
        this.dataSource = dataSource;
        this.flyway = Flyway.configure(Schema.class.getClassLoader())
                .dataSource(dataSource)
                .locations(LOCATION)
                .target(target)
                .placeholders(dialect.placeholders())
                .callbacks(new MigrationGuards())
                // Only the project's own scripts belong here; a stray file should be a loud mistake.
                .validateMigrationNaming(true)
                .cleanDisabled(true)
                .load();
    }

    /** The schema of every script in the resources. */
    static Schema latest(DataSource dataSource, Dialect dialect) {
        return new Schema(
                Objects.requireNonNull(dataSource, "dataSource"),
                Objects.requireNonNull(dialect, "dialect"),
                MigrationVersion.LATEST);
    }

    /** The schema as it was at {@code version}: scripts after it are left out (for tests of upgrades). */
    static Schema at(DataSource dataSource, Dialect dialect, int version) {
        if (version < 1) {
            throw new IllegalArgumentException("version must be positive: " + version);
        }
        return new Schema(
                Objects.requireNonNull(dataSource, "dataSource"),
                Objects.requireNonNull(dialect, "dialect"),
                MigrationVersion.fromVersion(Integer.toString(version)));
    }

    /**
     * Adopts a database made before Flyway, then applies every pending script, each in its own
     * transaction.
     *
     * @return the versions applied by this call, in order; empty when the schema is current
     * @throws MigrationRefusedException if a guard refused a script (nothing of it was applied)
     * @throws IllegalStateException if a script failed (its transaction is rolled back)
     */
    List<Integer> migrate() {
        adoptPreFlywayHistory();
        try {
            return flyway.migrate().migrations.stream()
                    .map(m -> Integer.parseInt(m.version))
                    .toList();
        } catch (FlywayException e) {
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof MigrationRefusedException refused) {
                    throw new MigrationRefusedException(refused.getMessage());
                }
            }
            throw new IllegalStateException("cannot bring the database schema up to date: " + e.getMessage(), e);
        }
    }

    /** The migrations recorded as applied, oldest first; a pre-Flyway database shows its baseline. */
    List<AppliedMigration> applied() {
        return Arrays.stream(flyway.info().applied())
                .filter(m -> m.getVersion() != null)
                .map(Schema::appliedMigration)
                .toList();
    }

    /** The version of the schema, or 0 for an empty database. */
    int version() {
        return Optional.ofNullable(flyway.info().current())
                .map(m -> Integer.parseInt(m.getVersion().getVersion()))
                .orElse(0);
    }

    private static AppliedMigration appliedMigration(MigrationInfo m) {
        return new AppliedMigration(
                Integer.parseInt(m.getVersion().getVersion()),
                m.getDescription(),
                m.getInstalledOn().toInstant());
    }

    private void adoptPreFlywayHistory() {
        int adopted;
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            if (!hasTable(connection, PRE_FLYWAY_HISTORY)) {
                return;
            }
            try (ResultSet max = statement.executeQuery("SELECT MAX(version) FROM " + PRE_FLYWAY_HISTORY)) {
                max.next();
                adopted = max.getInt(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the schema history kept before Flyway", e);
        }
        if (adopted > 0 && flyway.info().applied().length == 0) {
            Flyway.configure(Schema.class.getClassLoader())
                    .configuration(flyway.getConfiguration())
                    .baselineVersion(Integer.toString(adopted))
                    .baselineDescription("V1 to V" + adopted + " applied before Flyway (" + PRE_FLYWAY_HISTORY + ")")
                    .load()
                    .baseline();
        }
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("DROP TABLE " + PRE_FLYWAY_HISTORY);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot drop the schema history kept before Flyway", e);
        }
    }

    private static boolean hasTable(Connection connection, String name) throws SQLException {
        try (ResultSet tables = connection.getMetaData().getTables(null, null, name, null)) {
            return tables.next();
        }
    }
}
