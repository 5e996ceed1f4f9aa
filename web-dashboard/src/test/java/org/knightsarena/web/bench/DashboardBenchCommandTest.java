package org.knightsarena.web.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.Arena;
import picocli.CommandLine;

/** The command end to end on a tiny seeding: it runs, loads every chosen endpoint and prints its row. */
class DashboardBenchCommandTest {
    private record Run(int status, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = new CommandLine(new Arena())
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void aSmallRunPrintsEveryEndpointWithoutErrorsAndKeepsItsFolderForTheNextRun(@TempDir Path data) {
        List<String> args = List.of(
                "bench-dashboard",
                "--matches",
                "200",
                "--clients",
                "2",
                "--seconds",
                "1",
                "--warmup",
                "0",
                "--replay-seeds",
                "1",
                "--data",
                data.toString());
        Run first = run(args.toArray(String[]::new));
        assertEquals(0, first.status(), first.err());
        assertTrue(first.out().contains("seeded: 200 finished matches"), first.out());
        assertTrue(first.out().contains("seeding took "), first.out());
        for (String endpoint : DashboardBenchCommand.ENDPOINTS) {
            String row = first.out()
                    .lines()
                    .filter(l -> l.startsWith(endpoint + " "))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no row for " + endpoint + " in\n" + first.out()));
            List<String> columns = Arrays.asList(row.trim().split(" +"));
            assertEquals("0", columns.get(3), "errors of " + endpoint + ": " + row);
        }
        assertTrue(Files.exists(data.resolve("arena.db")));

        Run again = run(args.toArray(String[]::new));
        assertEquals(0, again.status(), again.err());
        assertTrue(again.out().contains("seeding: none, " + data + " holds the history seeded earlier"), again.out());
        assertTrue(again.out().contains("seeded: 200 finished matches"), again.out());
    }

    @Test
    void badOptionsAreRefusedWithTheRule() {
        Run unknown = run("bench-dashboard", "--only", "matches,nope");
        assertEquals(2, unknown.status());
        assertTrue(
                unknown.err()
                        .contains(
                                "Invalid value for option '--only': 'nope' is not an endpoint; choose from"
                                        + " leaderboard-open, leaderboard-biggest, matches, matches-league, matches-agent, matches-deep"),
                unknown.err());
        Run few = run("bench-dashboard", "--matches", "50");
        assertEquals(2, few.status());
        assertTrue(
                few.err().contains("Invalid value for option '--matches': must be 100 or more, but was 50"), few.err());
    }
}
