package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.sandbox.TestJars;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.storage.StorageBackend;
import picocli.CommandLine;

class TournamentCommandTest {

    @TempDir
    Path dir;

    /** The exit code and both outputs of one run. */
    private record Run(int exit, String out, String err) {}

    private Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new TournamentCommand())
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private String[] small(String... more) {
        List<String> args = new java.util.ArrayList<>(List.of(
                "--agents",
                "heuristic,random,random,heuristic",
                "--rules",
                "cities-and-knights",
                "--table-size",
                "3",
                "--data",
                dir.toString(),
                "--threads",
                "2",
                "--samples",
                "20"));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    void aTournamentOnPostgresqlStoresThereAndARerunResumes() {
        DatabaseLocation server = StorageBackend.POSTGRESQL.location(dir);
        Run first = run(small("--db", server.toString()));
        assertEquals(0, first.exit(), first.err());
        assertTrue(first.out().contains("tournament 1 in " + server + ": 12 matches"), first.out());
        assertTrue(first.out().contains("12 matches finished, 0 aborted"), first.out());

        Run again = run(small("--db", server.toString()));
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.out().contains("resuming: 12 of 12 matches already done"), again.out());
        assertEquals(table(first.out()), table(again.out()), "the same stored results give the same table");
        try (Database db = Database.open(server)) {
            assertEquals(12, (int) db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE status = 'finished'")
                            .mapTo(Integer.class)
                            .one()));
        }
        assertTrue(Files.notExists(dir.resolve(Database.FILE_NAME)), "nothing stored in --data's SQLite");
    }

    @Test
    void rulesDefaultsToTheOneDefaultRuleset() {
        for (Object command : List.of(new TournamentCommand(), new TournamentBenchCommand())) {
            String rules = new CommandLine(command)
                    .getCommandSpec()
                    .findOption("--rules")
                    .defaultValue();
            assertEquals(Ruleset.DEFAULT_ID, rules, command.getClass().getSimpleName());
        }
    }

    @Test
    void aBadDbUrlIsAUsageErrorNamingTheRule() {
        Run bad = run(small("--db", "mysql://h/arena"));
        assertEquals(2, bad.exit());
        assertTrue(
                bad.err().contains("Invalid value for option '--db': --db must look like postgresql://HOST:PORT/NAME"),
                bad.err());
    }

    @Test
    void aTournamentPrintsItsTableAndARerunResumesInsteadOfStartingOver() {
        Run first = run(small());

        assertEquals(0, first.exit(), first.err());
        assertTrue(
                first.out().contains("12 matches of cities-and-knights at tables of 3, 1 round, seed 1"), first.out());
        assertTrue(first.out().contains("12 matches finished, 0 aborted"), first.out());
        for (String label : List.of("heuristic ", "heuristic#2", "random ", "random#2")) {
            assertTrue(first.out().contains(label), label + " in " + first.out());
        }
        assertTrue(first.out().contains("rank  entrant"), first.out());
        assertTrue(first.err().contains("12/12 matches"), "plain progress lines off a terminal: " + first.err());

        Run again = run(small());
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.out().contains("resuming: 12 of 12 matches already done"), again.out());
        assertEquals(table(first.out()), table(again.out()), "the same stored results give the same table");

        Run other = run(small("--seed", "2"));
        assertEquals(0, other.exit(), other.err());
        assertTrue(!other.out().contains("resuming"), "another seed is another run: " + other.out());
        try (Database db = Database.open(dir)) {
            assertEquals(2, (int) db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM tournaments")
                            .mapTo(Integer.class)
                            .one()));
            assertEquals(24, (int) db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE status = 'finished'")
                            .mapTo(Integer.class)
                            .one()));
        }
    }

    @Test
    void entrantsWhoseIntervalsOverlapAreFlaggedAndTheOrderIsSaidToBeUnsettled() {
        Run run = run(small());

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("rank  entrant") && run.out().contains("vs next"), run.out());
        assertTrue(run.out().contains("overlaps"), "one round cannot tell two heuristics apart: " + run.out());
        assertTrue(run.out().contains("not settled: the 95% intervals of ranks "), run.out());
        assertTrue(
                run.out()
                        .contains(" overlap, so their order may be noise; play more rounds (--rounds, or"
                                + " --until-separated) to tell them apart"),
                run.out());
    }

    @Test
    void untilSeparatedPlaysARoundAtATimeAndStopsAtTheMostRoundsWhenTwinsNeverSeparate() {
        Run run = run(small("--until-separated", "--max-rounds", "3"));

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("at tables of 3, until separated, at most 3 rounds"), run.out());
        assertTrue(run.out().contains("after 1 round ranks "), run.out());
        assertTrue(run.out().contains(": playing round 2"), run.out());
        assertTrue(run.out().contains("not separated after the most rounds (3): ranks "), run.out());
        assertTrue(run.out().contains("36 matches finished, 0 aborted"), "3 rounds of 12 tables: " + run.out());

        Run again = run(small("--until-separated", "--max-rounds", "3"));
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.out().contains("resuming: 36 of 36 matches already done"), again.out());
        assertTrue(again.out().contains("36 matches finished"), "a finished run adds no round: " + again.out());
        Run bad = run(small("--until-separated", "--rounds", "4", "--max-rounds", "3"));
        assertEquals(2, bad.exit());
        assertTrue(
                bad.err().contains("Invalid value for option '--max-rounds': must be at least --rounds (4), but was 3"),
                bad.err());
    }

    @Test
    void untilSeparatedStopsOnceEveryIntervalIsClearOfTheNext() {
        Path passive = TestJars.jar(dir.resolve("bot"), Map.of("bots.Passive", """
        package bots;
        import org.knightsarena.api.*;
        import org.knightsarena.api.action.*;
        import org.knightsarena.api.decision.*;
        public final class Passive implements Agent {
          public Action decide(GameView view, Decision decision) {
            return decision.defaultAnswer();
          }
        }
        """), null);
        Run run = run(
                "--agents",
                "heuristic,random," + passive,
                "--rules",
                "base",
                "--until-separated",
                "--max-rounds",
                "30",
                "--data",
                dir.resolve("data").toString(),
                "--threads",
                "2");

        assertEquals(0, run.exit(), run.err());
        String separated = run.out()
                .lines()
                .filter(l -> l.startsWith("separated after "))
                .findFirst()
                .orElse("");
        assertTrue(separated.endsWith(" rounds: every interval is clear of the next one's"), run.out());
        int rounds = Integer.parseInt(separated.split(" ")[2]);
        assertTrue(rounds > 1 && rounds < 30, run.out());
        assertTrue(run.out().contains((3 * rounds) + " matches finished"), "3 tables a round: " + run.out());
        assertTrue(!run.out().contains("not settled"), run.out());
    }

    @Test
    void badOptionsFailWithExitCodeTwoAndAMessage() {
        Run unknown = run("--agents", "heuristic,nobody,random", "--data", dir.toString());
        assertEquals(2, unknown.exit());
        assertTrue(unknown.err().contains("arena tournament: unknown agent 'nobody'; built-in agents:"), unknown.err());

        Run tooFew = run("--agents", "heuristic,random,random", "--table-size", "4", "--data", dir.toString());
        assertEquals(2, tooFew.exit());
        assertTrue(tooFew.err().contains("tables of 4 need at least 4 agents, got 3"), tooFew.err());

        Run size = run("--agents", "heuristic,random,random", "--table-size", "7", "--data", dir.toString());
        assertEquals(2, size.exit());
        assertTrue(
                size.err().contains("Invalid value for option '--table-size': must be 2 to 6, but was 7"), size.err());

        Run missingJar = run("--agents", "heuristic,random," + dir.resolve("gone.jar"), "--data", dir.toString());
        assertEquals(2, missingJar.exit());
        assertTrue(missingJar.err().contains("no bot JAR at " + dir.resolve("gone.jar")), missingJar.err());
    }

    @Test
    void aBotJarTheSandboxRefusesIsReportedAndNothingIsStored() throws Exception {
        Path jar = Files.write(dir.resolve("bot.jar"), new byte[] {1, 2, 3});
        Run run = run(
                "--agents",
                "heuristic,random," + jar,
                "--data",
                dir.resolve("data").toString());
        assertEquals(1, run.exit());
        assertTrue(run.err().contains("arena tournament: the bot JAR " + jar + " is refused: 1 problem"), run.err());
        assertTrue(!Files.exists(dir.resolve("data")), "nothing is stored for a run that cannot play");
    }

    @Test
    void aBotJarPlaysItsMatchesInWorkerJvms() {
        Path jar = LastOptionBot.jar(dir.resolve("bot"));
        Run run = run(
                "--agents",
                "heuristic,random," + jar,
                "--rounds",
                "1",
                "--threads",
                "1",
                "--turn-cap",
                "30",
                "--data",
                dir.resolve("data").toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("bot"), run.out());
        try (Database db = Database.open(dir.resolve("data"))) {
            assertEquals(0, (int) db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE status <> 'finished'")
                            .mapTo(Integer.class)
                            .one()));
        }
    }

    @Test
    void thePythonExampleBotPlaysATournamentAsAProcessAndIsVersionedByItsFile() {
        Path example = Path.of("..", "sample-agents", "python-starter", "example_bot.py")
                .toAbsolutePath()
                .normalize();
        Run run = run(
                "--agents",
                "python:" + example + ",heuristic,random,random",
                "--rounds",
                "1",
                "--threads",
                "2",
                "--turn-cap",
                "60",
                "--data",
                dir.resolve("data").toString(),
                "--samples",
                "20");

        assertEquals(0, run.exit(), run.err());
        List<String> row = run.out()
                .lines()
                .map(line -> List.of(line.trim().split("\\s+")))
                .filter(cells -> cells.size() > 2 && cells.get(1).equals("example_bot"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no standings row for example_bot in\n" + run.out()));
        // rank, entrant, rating, ±, interval, games, wins, mean place, faults, then "vs next"
        assertEquals("0", row.get(8), "faults of example_bot:\n" + run.out());
        try (Database db = Database.open(dir.resolve("data"))) {
            assertEquals(
                    List.of("python:" + example),
                    db.jdbi()
                            .withHandle(h -> h.createQuery(
                                            "SELECT v.source FROM agent_versions v JOIN agents a ON a.id = v.agent_id WHERE a.name = 'example_bot'"
                                                    + " AND v.version LIKE 'sha256-%'")
                                    .mapTo(String.class)
                                    .list()));
            assertEquals(0, (int) db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE status <> 'finished'")
                            .mapTo(Integer.class)
                            .one()));
        }
    }

    @Test
    void aMissingPythonBotIsAUsageErrorNamingTheFile() {
        Run run = run("--agents", "heuristic,random,python:" + dir.resolve("gone.py"), "--data", dir.toString());

        assertEquals(2, run.exit());
        assertTrue(run.err().contains("cannot run the bot 'python:" + dir.resolve("gone.py") + "'"), run.err());
    }

    @Test
    void aSecondRunInTheSameDataFolderIsRefusedWhileTheFirstHoldsIt() {
        try (DataFolderLock held = DataFolderLock.tryLock(dir).orElseThrow()) {
            Run run = run(small());
            assertEquals(1, run.exit());
            assertTrue(run.err().contains("another arena tournament is running in"), run.err());
        }
    }

    @Test
    void progressShowsDoneTotalRateAndTimeLeft() {
        assertEquals("0:07", ProgressLine.clock(7));
        assertEquals("2:05", ProgressLine.clock(125));
        assertEquals("1:00:01", ProgressLine.clock(3601));
    }

    /** The table lines of an output: from the header to the line counting matches. */
    private static String table(String out) {
        int from = out.indexOf("rank  entrant");
        return out.substring(from, out.indexOf("head-to-head", from));
    }
}
