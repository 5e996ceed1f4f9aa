package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.storage.Database;
import picocli.CommandLine;

/**
 * Tournaments at the 5–6 player extension's tables and at Catan for Two's tables of 2
 * played, stored in a real SQLite file (through every migration, V14 widening the table
 * size to 2) and rated: the schedule seats every combination, every seat has a place, and each match's Elo
 * changes add up to nothing whatever the table size.
 */
class ExtensionTablesTest {

    @TempDir
    Path dir;

    private String run(String agents, int tableSize) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new TournamentCommand())
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(
                        "--agents",
                        agents,
                        "--table-size",
                        String.valueOf(tableSize),
                        "--rules",
                        "base",
                        "--data",
                        dir.toString(),
                        "--threads",
                        "2",
                        "--samples",
                        "20");
        assertEquals(0, exit, err.toString());
        return out.toString();
    }

    @Test
    void sixEntrantsAtTablesOfSixPlayOneMatchPerSeatRotation() {
        String out = run("heuristic,random,random,random,random,random", 6);

        assertTrue(out.contains("6 matches of base at tables of 6, 1 round, seed 1"), out);
        assertTrue(out.contains("6 matches finished, 0 aborted"), out);
        try (Database db = Database.open(dir)) {
            assertEquals(List.of(0, 1, 2, 3, 4, 5), seatsOfEveryMatch(db, 6));
            assertPlacesAndRatingsPerMatch(db, 6, 6);
        }
    }

    @Test
    void sevenEntrantsAtTablesOfFivePlayEveryCombinationInEverySeat() {
        String out = run("heuristic,random,random,random,random,random,random", 5);

        // C(7,5) = 21 combinations, each in 5 seat rotations.
        assertTrue(out.contains("105 matches of base at tables of 5, 1 round, seed 1"), out);
        assertTrue(out.contains("105 matches finished, 0 aborted"), out);
        try (Database db = Database.open(dir)) {
            assertEquals(List.of(0, 1, 2, 3, 4), seatsOfEveryMatch(db, 105));
            assertPlacesAndRatingsPerMatch(db, 105, 5);
            List<Integer> perEntrant = db.jdbi()
                    .withHandle(h -> h.createQuery(
                                    "SELECT COUNT(*) FROM match_seats GROUP BY entrant_id ORDER BY entrant_id")
                            .mapTo(Integer.class)
                            .list());
            assertEquals(List.of(75, 75, 75, 75, 75, 75, 75), perEntrant, "C(6,4) tables x 5 rotations each");
        }
    }

    @Test
    void r24_2ThreeEntrantsAtTablesOfTwoPlayEveryPairInBothSeats() {
        String out = run("heuristic,random,mcts", 2);

        assertTrue(out.contains("6 matches of base at tables of 2, 1 round, seed 1"), out);
        assertTrue(out.contains("6 matches finished, 0 aborted"), out);
        try (Database db = Database.open(dir)) {
            assertEquals(List.of(0, 1), seatsOfEveryMatch(db, 6));
            assertPlacesAndRatingsPerMatch(db, 6, 2);
            int stored = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT table_size FROM tournaments")
                            .mapTo(Integer.class)
                            .one());
            assertEquals(2, stored, "the CHECK of V14 takes 2");
        }
    }

    @Test
    void r17_3TablesOfTwoPlayCitiesAndKnights() {
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new TournamentCommand())
                .setOut(new PrintWriter(new StringWriter()))
                .setErr(new PrintWriter(err))
                .execute("--agents", "random,heuristic", "--table-size", "2", "--data", dir.toString());
        assertEquals(0, exit, err.toString());
    }

    /** @return the seats every one of the {@code matches} matches has, checked to be the same */
    private static List<Integer> seatsOfEveryMatch(Database db, int matches) {
        List<Map<String, Object>> rows = db.jdbi()
                .withHandle(
                        h -> h.createQuery("SELECT seat, COUNT(*) AS n FROM match_seats GROUP BY seat ORDER BY seat")
                                .mapToMap()
                                .list());
        for (Map<String, Object> row : rows) {
            assertEquals(matches, ((Number) row.get("n")).intValue(), "seat " + row.get("seat") + " in every match");
        }
        return rows.stream().map(r -> ((Number) r.get("seat")).intValue()).toList();
    }

    private static void assertPlacesAndRatingsPerMatch(Database db, int matches, int tableSize) {
        List<Map<String, Object>> perMatch = db.jdbi()
                .withHandle(h -> h.createQuery("SELECT m.id, COUNT(s.place) AS placed, MIN(s.place) AS best,"
                                + " MAX(s.place) AS worst,"
                                + " (SELECT COUNT(*) FROM rating_changes r WHERE r.match_id = m.id) AS rated,"
                                + " (SELECT SUM(r.rating_after - r.rating_before) FROM rating_changes r"
                                + " WHERE r.match_id = m.id) AS drift"
                                + " FROM matches m JOIN match_seats s ON s.match_id = m.id"
                                + " WHERE m.status = 'finished' GROUP BY m.id")
                        .mapToMap()
                        .list());
        assertEquals(matches, perMatch.size());
        for (Map<String, Object> m : perMatch) {
            assertEquals(tableSize, ((Number) m.get("placed")).intValue(), "every seat placed: " + m);
            assertEquals(1, ((Number) m.get("best")).intValue(), m.toString());
            assertTrue(((Number) m.get("worst")).intValue() <= tableSize, m.toString());
            assertEquals(tableSize, ((Number) m.get("rated")).intValue(), "every seat rated: " + m);
            assertEquals(0.0, ((Number) m.get("drift")).doubleValue(), 1e-6, "Elo is zero-sum: " + m);
        }
    }
}
