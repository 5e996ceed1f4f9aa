package org.knightsarena.tournaments.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MigrationsTest {

  @TempDir Path dir;

  @Test
  void fileNameGivesVersionAndDescription() {
    Migration m = Migration.of("V12__add_match_queue.sql", "SELECT 1");
    assertEquals(12, m.version());
    assertEquals("add match queue", m.description());
  }

  @Test
  void badFileNameIsRejectedWithTheName() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Migration.of("schema.sql", ""));
    assertEquals(
        "migration file name must look like V1__description.sql: schema.sql", e.getMessage());
  }

  @Test
  void scriptsRunInVersionOrderRegardlessOfListOrder() {
    Migrations migrations =
        Migrations.of(
            List.of(
                Migration.of("V2__fill.sql", "INSERT INTO t (x) VALUES (1);"),
                Migration.of("V1__create.sql", "CREATE TABLE t (x INTEGER NOT NULL);")));
    Jdbi jdbi = jdbi();
    assertEquals(List.of(1, 2), migrations.migrate(jdbi));
    assertEquals(List.of(), migrations.migrate(jdbi));
    assertEquals(
        1, (int) jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM t").mapTo(Integer.class).one()));
  }

  @Test
  void failedScriptLeavesItsVersionUnrecordedAndItsChangesRolledBack() {
    Migrations good = Migrations.of(List.of(Migration.of("V1__create.sql", "CREATE TABLE a (x INTEGER);")));
    Migrations broken =
        Migrations.of(
            List.of(
                good.scripts().get(0),
                Migration.of("V2__broken.sql", "CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);")));
    Jdbi jdbi = jdbi();
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> broken.migrate(jdbi));
    assertEquals("migration V2 (broken) failed", e.getMessage());
    assertEquals(1, Migrations.currentVersion(jdbi));
    assertEquals(
        0,
        (int)
            jdbi.withHandle(
                h ->
                    h.createQuery("SELECT COUNT(*) FROM sqlite_master WHERE name = 'b'")
                        .mapTo(Integer.class)
                        .one()));
  }

  @Test
  void guardRowsRefuseTheScriptWithTheirReasonsAndChangeNothing() {
    Migrations guarded =
        Migrations.of(
            List.of(
                Migration.of("V1__create.sql", "CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (1);"),
                Migration.of("V2__unique.sql", "CREATE UNIQUE INDEX t_x ON t (x);")
                    .withGuard("SELECT 'x ' || x || ' appears ' || COUNT(*) || ' times' FROM t GROUP BY x HAVING COUNT(*) > 1")));
    Jdbi jdbi = jdbi();
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> guarded.migrate(jdbi));
    assertEquals("migration V2 (unique) refused: x 1 appears 2 times", e.getMessage());
    assertEquals(1, Migrations.currentVersion(jdbi));
    jdbi.useHandle(h -> h.execute("DELETE FROM t WHERE rowid = 1"));
    assertEquals(List.of(2), guarded.migrate(jdbi));
  }

  @Test
  void duplicateVersionsAreRejected() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Migrations.of(List.of(Migration.of("V1__a.sql", ""), Migration.of("V1__b.sql", ""))));
  }

  private Jdbi jdbi() {
    return Database.open(dir, Migrations.of(List.of())).jdbi();
  }
}
