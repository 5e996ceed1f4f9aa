package org.knightsarena.tournaments.storage;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;

/**
 * Runs a migration's guard before the migration: a query in a resource named like the script with
 * {@code .guard} for {@code .sql} ({@code V7__accounts_nocase.guard} beside {@code
 * V7__accounts_nocase.sql}; not {@code .sql}, so Flyway does not take it for a migration).
 *
 * <p>Each row the guard returns (one text column) is a reason the script must not run on this
 * database, such as existing rows the new schema would refuse. The migration is then refused with
 * a {@link MigrationRefusedException} carrying those reasons, before the script has changed
 * anything; without a guard such a script would fail with a bare constraint error. Stateless and
 * thread-safe.
 */
final class MigrationGuards implements Callback {

    private static final String SCRIPT_SUFFIX = ".sql";
    private static final String GUARD_SUFFIX = ".guard";

    @Override
    public boolean supports(Event event, Context context) {
        return event == Event.BEFORE_EACH_MIGRATE
                && guardOf(context.getMigrationInfo()).isPresent();
    }

    @Override
    public boolean canHandleInTransaction(Event event, Context context) {
        return true;
    }

    @Override
    public void handle(Event event, Context context) {
        MigrationInfo migration = context.getMigrationInfo();
        String guard = guardOf(migration).orElseThrow();
        List<String> reasons = new ArrayList<>();
        try (Statement statement = context.getConnection().createStatement();
                ResultSet rows = statement.executeQuery(guard)) {
            while (rows.next()) {
                reasons.add(rows.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the guard of " + migration.getScript() + " failed", e);
        }
        if (!reasons.isEmpty()) {
            throw new MigrationRefusedException("migration V" + migration.getVersion() + " ("
                    + migration.getDescription() + ") refused: " + String.join("; ", reasons));
        }
    }

    @Override
    public String getCallbackName() {
        return "migration guards";
    }

    /** The guard query of a migration, when its script has one beside it. */
    private static Optional<String> guardOf(MigrationInfo migration) {
        if (migration == null
                || migration.getScript() == null
                || !migration.getScript().endsWith(SCRIPT_SUFFIX)) {
            return Optional.empty();
        }
        String script = migration.getScript();
        String name = script.substring(script.lastIndexOf('/') + 1);
        String guard = name.substring(0, name.length() - SCRIPT_SUFFIX.length()) + GUARD_SUFFIX;
        try (InputStream in = MigrationGuards.class.getResourceAsStream(guard)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the migration guard " + guard, e);
        }
    }
}
