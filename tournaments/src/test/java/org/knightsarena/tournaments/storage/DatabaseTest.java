package org.knightsarena.tournaments.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.league.Leagues;

class DatabaseTest {

    @TempDir
    Path dir;

    @Test
    void openCreatesTheDataFolderAndTheDatabaseFile() {
        Path folder = dir.resolve("nested/arena-data");
        try (Database db = Database.open(folder)) {
            assertEquals(folder.resolve("arena.db").toAbsolutePath(), db.file());
            assertTrue(Files.isRegularFile(db.file()));
        }
    }

    @Test
    void openingTwiceAppliesMigrationsOnce() {
        List<Integer> all;
        try (Database db = Database.open(dir)) {
            all = versions(db);
            assertEquals(1, all.get(0));
            assertTrue(all.size() >= 7, all.toString());
            assertEquals(all.get(all.size() - 1), db.schemaVersion());
        }
        try (Database db = Database.open(dir)) {
            assertEquals(all, versions(db));
            assertEquals("schema", db.appliedMigrations().get(0).description());
        }
    }

    @Test
    void pragmasAreInEffectOnEveryConnection() {
        try (Database db = Database.open(dir)) {
            for (int i = 0; i < 2; i++) {
                assertEquals("wal", pragma(db, "journal_mode"));
                assertEquals("1", pragma(db, "foreign_keys"));
                assertEquals("5000", pragma(db, "busy_timeout"));
                assertEquals("1", pragma(db, "synchronous"), "NORMAL");
            }
        }
    }

    @Test
    void foreignKeyViolationIsRefused() {
        try (Database db = Database.open(dir)) {
            assertThrows(
                    UnableToExecuteStatementException.class,
                    () -> db.jdbi()
                            .useHandle(h -> h.execute("INSERT INTO agent_versions"
                                    + " (agent_id, version, source, jar_sha256, status, created_at)"
                                    + " VALUES (42, '1.0', 'random', NULL, 'active', 0)")));
        }
    }

    @Test
    void statusOutsideTheAllowedCodesIsRefused() {
        try (Database db = Database.open(dir)) {
            db.jdbi().useHandle(h -> {
                h.execute("INSERT INTO agents (id, name, created_at) VALUES (1, 'a', 0)");
                assertThrows(
                        UnableToExecuteStatementException.class,
                        () -> h.execute("INSERT INTO agent_versions (agent_id, version, source, status, created_at)"
                                + " VALUES (1, '1.0', 'random', 'lost', 0)"));
                h.execute("INSERT INTO agent_versions (agent_id, version, source, status, created_at)"
                        + " VALUES (1, '1.0', 'random', 'faulty', 0)");
            });
        }
    }

    @Test
    void versionTwoKeepsTheAgentVersionsStoredUnderVersionOne() {
        try (Database db = Database.openAt(dir, 1)) {
            db.jdbi().useHandle(h -> {
                h.execute("INSERT INTO agents (id, name, owner, created_at) VALUES (7, 'a', 'ada', 0)");
                h.execute("INSERT INTO agent_versions (id, agent_id, version, jar_sha256, status, created_at)"
                        + " VALUES (3, 7, '1.0', 'abc', 'active', 5)");
            });
        }
        try (Database db = Database.open(dir)) {
            assertEquals(1, versions(db).get(0));
            assertTrue(db.schemaVersion() > 1);
            AgentVersion kept = db.jdbi()
                    .withExtension(AgentDao.class, dao -> dao.findVersionById(3))
                    .orElseThrow();
            assertEquals(
                    new AgentVersion(
                            3,
                            7,
                            "1.0",
                            "unknown",
                            Optional.of("abc"),
                            AgentVersionStatus.ACTIVE,
                            Instant.ofEpochMilli(5)),
                    kept);
        }
    }

    @Test
    void versionSixOwnsBotsByAccountIdAndTheBuiltInOnesByNoAccount() {
        try (Database db = Database.openAt(dir, 5)) {
            db.jdbi().useHandle(h -> {
                h.execute("INSERT INTO accounts (id, username, password_hash, role, created_at)"
                        + " VALUES (4, 'ann', 'x', 'participant', 0), (5, 'arena', 'x', 'participant', 0)");
                h.execute("INSERT INTO agents (id, name, owner, created_at) VALUES (1, 'random', 'arena', 0),"
                        + " (2, 'ann-bot', 'ann', 0), (3, 'old-bot', 'gone', 0), (4, 'cli-bot', 'local', 0)");
                h.execute("INSERT INTO agent_versions (id, agent_id, version, source, jar_sha256, status, created_at)"
                        + " VALUES (10, 1, 'builtin-1', 'random', NULL, 'active', 0),"
                        + " (11, 1, '1', 'jar:/taken.jar', 'abc', 'active', 1),"
                        + " (12, 2, '1', 'jar:/ann.jar', 'def', 'active', 2)");
            });
        }
        try (Database db = Database.open(dir)) {
            AgentDao dao = db.jdbi().onDemand(AgentDao.class);
            assertEquals(
                    Optional.empty(),
                    dao.findAgentByName("random").orElseThrow().owner(),
                    "the sample bot is owned by no account, not by whoever signed up as 'arena'");
            assertEquals(
                    Optional.of(new Agent.Owner(4, "ann")),
                    dao.findAgentByName("ann-bot").orElseThrow().owner());
            assertEquals(
                    Optional.empty(),
                    dao.findAgentByName("old-bot").orElseThrow().owner());
            assertEquals(
                    Optional.empty(),
                    dao.findAgentByName("cli-bot").orElseThrow().owner());
            assertEquals(
                    AgentVersionStatus.ACTIVE,
                    dao.findVersionById(10).orElseThrow().status());
            assertEquals(
                    AgentVersionStatus.RETIRED,
                    dao.findVersionById(11).orElseThrow().status(),
                    "a JAR uploaded over a sample bot plays no more");
            assertEquals(
                    AgentVersionStatus.ACTIVE,
                    dao.findVersionById(12).orElseThrow().status());
        }
    }

    @Test
    void versionEightOwnsLeaguesAndRequestsByAccountIdMatchingNamesIgnoringCase() {
        String league = "INSERT INTO leagues (id, name, ruleset, table_size, rounds_per_season, turn_cap,"
                + " per_decision_ms, bank_ms, strike_limit, version_policy, visibility, owner, created_at) VALUES";
        String tournament = "INSERT INTO tournaments (id, name, ruleset, table_size, rounds, seed, turn_cap,"
                + " easy_start, per_decision_ms, bank_ms, strike_limit, elo_k, elo_start, status, created_at, purpose,"
                + " league_id, requested_by) VALUES";
        try (Database db = Database.openAt(dir, 7)) {
            db.jdbi().useHandle(h -> {
                h.execute("INSERT INTO accounts (id, username, password_hash, role, created_at)"
                        + " VALUES (4, 'Teacher', 'x', 'organiser', 0), (5, 'ann', 'x', 'participant', 0)");
                h.execute(league + " (1, 'AI 101', 'cities-and-knights', 3, 1, 200, 50, 500, 3, 'next-season',"
                        + " 'private', 'teacher', 0), (2, 'Orphan', 'base', 3, 1, 200, 50, 500, 3, 'next-season',"
                        + " 'private', 'gone', 0), (3, 'Open league', 'base', 3, 1, 200, 50, 500, 3, 'next-season',"
                        + " 'public', NULL, 0)");
                String rest = " 'base', 3, 1, 7, 200, 0, 50, 500, 3, 32.0, 1500.0, 'running', 0,";
                h.execute(tournament + " (10, 'p'," + rest + " 'practice', 1, 'ANN'), (11, 't'," + rest
                        + " 'test-match', 1, 'gone'), (12, 's'," + rest + " 'season', 3, NULL)");
            });
        }
        try (Database db = Database.open(dir)) {
            assertEquals(
                    Optional.of(new Agent.Owner(4, "Teacher")),
                    db.jdbi().withHandle(h -> Leagues.find(h, 1)).orElseThrow().owner(),
                    "the organiser's name is matched to the account ignoring case");
            assertEquals(
                    Optional.empty(),
                    db.jdbi().withHandle(h -> Leagues.find(h, 2)).orElseThrow().owner(),
                    "a league whose owner name matches no account is owned by no account");
            assertEquals(
                    Optional.empty(),
                    db.jdbi().withHandle(h -> Leagues.find(h, 3)).orElseThrow().owner());
            assertEquals(
                    Arrays.asList(5L, null, null),
                    db.jdbi()
                            .withHandle(
                                    h -> h.createQuery("SELECT requested_by_account_id FROM tournaments ORDER BY id")
                                            .mapTo(Long.class)
                                            .list()));
            assertEquals(
                    List.of(),
                    db.jdbi()
                            .withHandle(h -> h.createQuery(
                                            "SELECT name FROM pragma_table_info('leagues') WHERE name = 'owner' UNION ALL"
                                                    + " SELECT name FROM pragma_table_info('tournaments') WHERE name = 'requested_by'")
                                    .mapTo(String.class)
                                    .list()),
                    "the name columns are gone");
        }
    }

    private static List<Integer> versions(Database db) {
        return db.appliedMigrations().stream().map(AppliedMigration::version).toList();
    }

    private static String pragma(Database db, String name) {
        return db.jdbi()
                .withHandle(
                        h -> h.createQuery("PRAGMA " + name).mapTo(String.class).one());
    }
}
