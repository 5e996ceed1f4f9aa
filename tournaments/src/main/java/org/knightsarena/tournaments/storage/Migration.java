package org.knightsarena.tournaments.storage;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One versioned schema script, named {@code V<version>__<description>.sql}.
 *
 * @param version positive, strictly increasing across scripts
 * @param description human-readable, taken from the file name with underscores as spaces
 * @param sql the script text; statements separated by semicolons
 */
public record Migration(int version, String description, String sql) {

  private static final Pattern FILE_NAME = Pattern.compile("V([1-9][0-9]*)__([A-Za-z0-9_]+)\\.sql");

  public Migration {
    if (version < 1) {
      throw new IllegalArgumentException("version must be positive: " + version);
    }
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(sql, "sql");
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
