package org.knightsarena.tournaments.storage;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * Applies versioned schema scripts in order and records each in {@code schema_version}.
 *
 * <p>Each script runs in its own transaction together with the insert of its {@code
 * schema_version} row, so a script that fails leaves neither its changes nor its version behind.
 * Scripts already recorded are skipped; applying the same list twice changes nothing. The
 * classpath scripts are listed, in order, in {@code migrations.list} next to them (a jar cannot be
 * listed portably). A script {@code V7__x.sql} may have a guard {@code V7__x.guard.sql} beside it
 * (see {@link Migration#guard()}), checked in the script's transaction before it runs.
 *
 * <p>Instances are immutable and thread-safe; concurrent {@link #migrate} calls on one database
 * are not supported (run it once, at start-up).
 */
public final class Migrations {

  private static final String INDEX = "migrations.list";
  private static final String GUARD_SUFFIX = ".guard.sql";

  private final List<Migration> scripts;
  private final Clock clock;

  private Migrations(List<Migration> scripts, Clock clock) {
    List<Migration> sorted = new ArrayList<>(scripts);
    sorted.sort(Comparator.comparingInt(Migration::version));
    for (int i = 1; i < sorted.size(); i++) {
      if (sorted.get(i).version() == sorted.get(i - 1).version()) {
        throw new IllegalArgumentException("duplicate migration version " + sorted.get(i).version());
      }
    }
    this.scripts = List.copyOf(sorted);
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  /** The given scripts, applied in version order. */
  public static Migrations of(List<Migration> scripts) {
    return new Migrations(Objects.requireNonNull(scripts, "scripts"), Clock.systemUTC());
  }

  /** The project's schema scripts, from this package's resources. */
  public static Migrations fromClasspath() {
    List<Migration> scripts = new ArrayList<>();
    for (String line : read(INDEX).split("\n")) {
      String name = line.strip();
      if (!name.isEmpty() && !name.startsWith("#")) {
        Migration script = Migration.of(name, read(name));
        String guard = name.substring(0, name.length() - ".sql".length()) + GUARD_SUFFIX;
        scripts.add(exists(guard) ? script.withGuard(read(guard)) : script);
      }
    }
    return of(scripts);
  }

  /** The scripts, in version order. */
  public List<Migration> scripts() {
    return scripts;
  }

  /**
   * Applies every script newer than the highest recorded version.
   *
   * @return the versions applied by this call, in order; empty when the schema is current
   */
  public List<Integer> migrate(Jdbi jdbi) {
    Objects.requireNonNull(jdbi, "jdbi");
    jdbi.useHandle(
        handle ->
            handle.execute(
                "CREATE TABLE IF NOT EXISTS schema_version ("
                    + " version INTEGER PRIMARY KEY,"
                    + " description TEXT NOT NULL,"
                    + " applied_at BIGINT NOT NULL)"));
    int current = currentVersion(jdbi);
    List<Integer> applied = new ArrayList<>();
    for (Migration script : scripts) {
      if (script.version() > current) {
        jdbi.useTransaction(handle -> apply(handle, script));
        applied.add(script.version());
      }
    }
    return List.copyOf(applied);
  }

  /** The highest recorded version, or 0 for an empty database. */
  public static int currentVersion(Jdbi jdbi) {
    return jdbi.withHandle(
        handle ->
            handle
                .createQuery("SELECT COALESCE(MAX(version), 0) FROM schema_version")
                .mapTo(Integer.class)
                .one());
  }

  /** The recorded migrations, oldest first. */
  public static List<AppliedMigration> applied(Jdbi jdbi) {
    return jdbi.withHandle(
        handle ->
            handle
                .createQuery(
                    "SELECT version, description, applied_at FROM schema_version ORDER BY version")
                .map(
                    (rs, ctx) ->
                        new AppliedMigration(
                            rs.getInt("version"),
                            rs.getString("description"),
                            Instant.ofEpochMilli(rs.getLong("applied_at"))))
                .list());
  }

  private void apply(Handle handle, Migration script) {
    if (script.guard().isPresent()) {
      List<String> reasons = handle.createQuery(script.guard().get()).mapTo(String.class).list();
      if (!reasons.isEmpty()) {
        throw new IllegalStateException(
            "migration V" + script.version() + " (" + script.description() + ") refused: "
                + String.join("; ", reasons));
      }
    }
    try {
      handle.createScript(script.sql()).executeAsSeparateStatements();
    } catch (RuntimeException e) {
      throw new IllegalStateException(
          "migration V" + script.version() + " (" + script.description() + ") failed", e);
    }
    handle
        .createUpdate(
            "INSERT INTO schema_version (version, description, applied_at)"
                + " VALUES (:version, :description, :appliedAt)")
        .bind("version", script.version())
        .bind("description", script.description())
        .bind("appliedAt", clock.millis())
        .execute();
  }

  private static boolean exists(String resource) {
    return Migrations.class.getResource(resource) != null;
  }

  private static String read(String resource) {
    try (InputStream in = Migrations.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(
            "missing migration resource " + Migrations.class.getPackageName() + "/" + resource);
      }
      try (BufferedReader reader =
          new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
        StringBuilder text = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) {
          text.append(line).append('\n');
        }
        return text.toString();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read migration resource " + resource, e);
    }
  }
}
