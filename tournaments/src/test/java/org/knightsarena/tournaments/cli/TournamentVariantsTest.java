package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.storage.StorageBackend;
import picocli.CommandLine;

/**
 * {@code arena tournament --variant LIST --scenario NAME} (issues 16 and 17), on a real SQLite file
 * and a real PostgreSQL database: the tournament, each match row and each stored replay record the
 * scenario, the ratings still add up, a choice the table cannot play is refused before anything is
 * stored, and a tournament stored before V15 reads as one without variants.
 */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class TournamentVariantsTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    private record Run(int exit, String out, String err) {}

    private Run run(String... options) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> args = new ArrayList<>(List.of("--data", dir.toString(), "--threads", "2", "--samples", "20"));
        DatabaseLocation location = backend.location(dir);
        if (location instanceof DatabaseLocation.PostgresServer) {
            args.addAll(List.of("--db", location.toString()));
        }
        args.addAll(List.of(options));
        int exit = new CommandLine(new TournamentCommand())
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(args.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    private Database open() {
        return Database.open(backend.location(dir));
    }

    @Test
    @DisplayName("R-23.10: a tournament on a Seafarers scenario plays, stores and replays every match on it")
    void r23_10ATournamentOnAScenarioRecordsItInEveryMatchAndReplay() {
        String[] options = {
            "--agents",
            "heuristic,random,random",
            "--variant",
            "seafarers",
            "--scenario",
            "four-islands",
            "--turn-cap",
            "40"
        };
        Run first = run(options);

        assertEquals(0, first.exit(), first.err());
        assertTrue(
                first.out()
                        .contains(
                                "3 matches of cities-and-knights with seafarers on scenario four-islands at tables of 3"),
                first.out());
        try (Database db = open()) {
            List<Map<String, Object>> rows = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT variants, scenario FROM tournaments")
                            .mapToMap()
                            .list());
            assertEquals(List.of(Map.of("variants", "seafarers", "scenario", "four-islands")), rows);
            List<String> matches = db.jdbi()
                    .withHandle(h -> h.createQuery(
                                    "SELECT variants || '/' || scenario FROM matches WHERE status = 'finished'")
                            .mapTo(String.class)
                            .list());
            assertEquals(
                    List.of("seafarers/four-islands", "seafarers/four-islands", "seafarers/four-islands"), matches);
            List<byte[]> replays = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT data FROM replays")
                            .mapTo(byte[].class)
                            .list());
            assertEquals(3, replays.size());
            for (byte[] replay : replays) {
                assertTrue(storedJson(replay).contains("\"scenario\": \"four-islands\""), "the replay's header");
            }
            double drift = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT SUM(rating_after - rating_before) FROM rating_changes")
                            .mapTo(Double.class)
                            .one());
            assertEquals(0.0, drift, 1e-9, "Elo is rated as for any game");
        }

        Run again = run(options);
        assertEquals(0, again.exit(), again.err());
        Run standard = run("--agents", "heuristic,random,random", "--turn-cap", "40");
        assertEquals(0, standard.exit(), standard.err());
        try (Database db = open()) {
            List<String> stored = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT variants || '/' || COALESCE(scenario, '-') FROM tournaments"
                                    + " ORDER BY id")
                            .mapTo(String.class)
                            .list());
            assertEquals(
                    List.of("seafarers/four-islands", "/-"),
                    stored,
                    "the same options resume the scenario's run; without them it is another tournament");
        }
    }

    @Test
    @DisplayName("R-23.10: an unknown scenario is refused naming the known ones, and nothing is stored")
    void r23_10AnUnknownScenarioIsRefusedAndNothingStored() {
        Run refused = run("--agents", "heuristic,random,random", "--scenario", "atlantis");

        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().contains("--scenario"), refused.err());
        assertTrue(refused.err().contains("no scenario atlantis; the scenarios are four-islands"), refused.err());
        assertNothingStored();
    }

    @Test
    @DisplayName("R-24.2: catan-for-two at tables of 3 and an unknown variant are refused, nothing stored")
    void r24_2CatanForTwoAtTablesOfThreeIsRefused() {
        Run three = run("--agents", "heuristic,random,random", "--variant", "catan-for-two");
        Run unknown = run("--agents", "heuristic,random,random", "--variant", "seafarers,pirates");

        assertEquals(2, three.exit(), three.err());
        assertTrue(three.err().contains("catan-for-two is played by 2 agents, not 3"), three.err());
        assertEquals(2, unknown.exit(), unknown.err());
        assertTrue(unknown.err().contains("unknown variant 'pirates'"), unknown.err());
        assertNothingStored();
    }

    @Test
    @DisplayName("R-24.2: --variant catan-for-two at tables of 2 plays as the table of two already did")
    void r24_2CatanForTwoNamedAtTablesOfTwoPlays() {
        Run two = run(
                "--agents",
                "heuristic,random",
                "--table-size",
                "2",
                "--rules",
                "base",
                "--variant",
                "catan-for-two",
                "--turn-cap",
                "40");

        assertEquals(0, two.exit(), two.err());
        assertTrue(two.out().contains("2 matches of base with catan-for-two at tables of 2"), two.out());
        try (Database db = open()) {
            assertEquals(
                    List.of("catan-for-two", "catan-for-two"),
                    db.jdbi()
                            .withHandle(h -> h.createQuery("SELECT variants FROM matches")
                                    .mapTo(String.class)
                                    .list()));
        }
    }

    @Test
    @DisplayName("V15: a tournament stored at schema 14 reads, after the migration, as one without variants")
    void v15OlderRowsAreGamesWithoutVariants() {
        try (Database old = Database.openAt(backend.location(dir), 14)) {
            old.jdbi()
                    .useHandle(
                            h -> h.execute("INSERT INTO tournaments (name, ruleset, table_size, rounds, seed, turn_cap,"
                                    + " easy_start, per_decision_ms, bank_ms, strike_limit, elo_k, elo_start, status, created_at)"
                                    + " VALUES ('old', 'base', 4, 1, 1, 100, 0, 1000, 0, 10, 16, 1500, 'running', 0)"));
        }
        try (Database db = open()) {
            Map<String, Object> row = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT variants, scenario FROM tournaments")
                            .mapToMap()
                            .one());
            assertEquals("", row.get("variants"));
            assertEquals(null, row.get("scenario"));
        }
    }

    private void assertNothingStored() {
        try (Database db = open()) {
            int tournaments = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM tournaments")
                            .mapTo(Integer.class)
                            .one());
            assertEquals(0, tournaments);
        }
    }

    /** @return a stored replay's JSON view: a binary row (format 3) re-run and written as format 1 */
    private static String storedJson(byte[] data) {
        return ReplayCodec.decompress(data).json();
    }
}
