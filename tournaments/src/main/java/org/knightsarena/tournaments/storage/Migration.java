package org.knightsarena.tournaments.storage;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One versioned schema script, named {@code V<version>__<description>.sql}.
 *
 * @param version positive, strictly increasing across scripts
 * @param description human-readable, taken from the file name with underscores as spaces
 * @param sql the script text; statements separated by semicolons
 * @param guard a query run before the script, when present: each row it returns (one text column)
 *     is a reason the script must not run on this database, such as existing rows the new schema
 *     would refuse; the migration is then refused with those reasons and nothing is changed
 */
public record Migration(int version, String description, String sql, Optional<String> guard) {

  private static final Pattern FILE_NAME = Pattern.compile("V([1-9][0-9]*)__([A-Za-z0-9_]+)\\.sql");

  public Migration {
    if (version < 1) {
      throw new IllegalArgumentException("version must be positive: " + version);
    }
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(sql, "sql");
    Objects.requireNonNull(guard, "guard");
  }

  /** A migration without a guard. */
  public Migration(int version, String description, String sql) {
    this(version, description, sql, Optional.empty());
  }

  /** A copy of this migration guarded by the query; this one is unchanged. */
  public Migration withGuard(String query) {
    return new Migration(version, description, sql, Optional.of(query));
  }

  /**
   * Builds a migration from its file name ({@code V3__add_replays.sql}) and text.
   *
   * @throws IllegalArgumentException if the name does not follow the pattern
   */
  public static Migration of(String fileName, String sql) {
    Objects.requireNonNull(fileName, "fileName");
    Matcher m = FILE_NAME.matcher(fileName);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "migration file name must look like V1__description.sql: " + fileName);
    }
    return new Migration(Integer.parseInt(m.group(1)), m.group(2).replace('_', ' '), sql);
  }
}
