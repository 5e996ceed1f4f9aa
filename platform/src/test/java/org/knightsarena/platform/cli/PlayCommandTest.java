package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.sandbox.TestJars;
import picocli.CommandLine;

class PlayCommandTest {

    private static final String AGENTS = "heuristic,random,heuristic,random";

    @Test
    void twentyGamesGiveARowPerAgentWithWinsWithinGamesAndAGamesPerSecondLine() {
        CommandRun run = CommandRun.of(
                new PlayCommand(), "--rules", "base", "--agents", AGENTS, "--games", "20", "--threads", "2");

        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().collect(Collectors.toList());
        long wins = 0;
        for (String agent : List.of("heuristic", "random", "heuristic#2", "random#2")) {
            String[] row = row(lines, agent);
            assertEquals("20", row[1], "games of " + agent);
            wins += Long.parseLong(row[2]);
        }
        assertTrue(wins <= 20, "wins " + wins + " over 20 games");
        assertTrue(lines.stream().anyMatch(l -> l.matches("mean turns per game: \\d+\\.\\d")), run.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("turn cap reached: \\d+ games")), run.out());
        assertTrue(lines.get(lines.size() - 1).matches("\\d+(\\.\\d)? games/s .*"), run.out());
        assertEquals("", run.err());
    }

    @Test
    void sameSeedGivesTheSameTableOnOneThreadAndOnTwo() {
        CommandRun one = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "base",
                "--agents",
                AGENTS,
                "--games",
                "12",
                "--seed",
                "77",
                "--threads",
                "1");
        CommandRun two = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "base",
                "--agents",
                AGENTS,
                "--games",
                "12",
                "--seed",
                "77",
                "--threads",
                "2");

        assertEquals(0, one.exitCode(), one.err());
        assertEquals(0, two.exitCode(), two.err());
        assertEquals(withoutSpeed(one.out()), withoutSpeed(two.out()));
    }

    @Test
    void everyAgentPlaysEverySeatOnceInFourGames() {
        Lineup lineup = Lineup.of(
                Ruleset.BASE,
                List.of("heuristic", "random", "random", "random"),
                org.knightsarena.platform.match.AgentCatalog.builtIn());

        assertEquals(List.of("heuristic", "random", "random#2", "random#3"), lineup.labels());
        for (int seat = 0; seat < 4; seat++) {
            int s = seat;
            List<String> atSeat = java.util.stream.IntStream.range(0, 4)
                    .mapToObj(g -> lineup.seatedLabels(g).get(s))
                    .sorted()
                    .collect(Collectors.toList());
            assertEquals(List.of("heuristic", "random", "random#2", "random#3"), atSeat, "seat " + seat);
        }
    }

    @Test
    void unknownAgentExitsWithTwoAndNamesItAndTheKnownOnes() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--agents", "random,random,wizard");

        assertEquals(2, run.exitCode());
        // the test class path adds misbehaving agents of its own (org.knightsarena.platform.worker.TestAgents)
        String known = String.join(
                ", ", org.knightsarena.platform.match.AgentCatalog.builtIn().names());
        assertTrue(
                org.knightsarena.platform.match.AgentCatalog.builtIn()
                        .names()
                        .containsAll(List.of("heuristic", "mcts", "random")),
                known);
        assertEquals(
                "arena play: unknown agent 'wizard'; built-in agents: " + known,
                run.err().strip());
    }

    @Test
    void aMissingBotJarIsAClearError() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--agents", "random,random,bots/mine.jar");

        assertEquals(2, run.exitCode());
        assertEquals(
                "arena play: cannot read the bot JAR bots/mine.jar: no such file",
                run.err().strip());
    }

    @Test
    void aMissingPythonBotIsAClearError() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--agents", "random,random,python:bots/mine.py");

        assertEquals(2, run.exitCode());
        assertEquals(
                "arena play: cannot run the bot 'python:bots/mine.py': bots/mine.py does not exist",
                run.err().strip());
    }

    @Test
    void aBotJarPlaysInTheSandboxBesideBuiltInAgents(@TempDir Path dir) {
        Path jar = TestJars.jar(dir, Map.of("bots.Last", LAST_OPTION_BOT), null);
        Path named = dir.resolve("last.jar");
        try {
            Files.move(jar, named);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--agents",
                named + ",heuristic,random,random",
                "--rules",
                "cities-and-knights",
                "--games",
                "4",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("last"), run.out());
    }

    @Test
    void aBotJarTheSandboxRefusesIsReportedWithItsProblems(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of(
                        "bots.Exit",
                        LAST_OPTION_BOT
                                .replace("class Last", "class Exit")
                                .replace("return decision.options()", "System.exit(1); return decision.options()")),
                null);
        CommandRun run = CommandRun.of(new PlayCommand(), "--agents", jar + ",heuristic,random");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("is refused: refused: 1 problem"), run.err());
        assertTrue(
                run.err()
                        .contains(
                                "System.exit(...) is not allowed — return an action instead: the platform ends the match"),
                run.err());
    }

    /** A bot that answers free-form decisions with the first cards and others with the last option. */
    static final String LAST_OPTION_BOT = """
            package bots;
            import org.knightsarena.api.*;
            import org.knightsarena.api.action.*;
            import org.knightsarena.api.decision.*;
            public final class Last implements Agent {
                public Action decide(GameView view, Decision decision) {
                    if (decision instanceof Discard d) {
                        return new DiscardCards(d.hand().first(d.count()));
                    }
                    if (decision instanceof ChooseGift d) {
                        return new GiveCards(d.hand().first(d.count()));
                    }
                    if (decision instanceof ChooseCardsToTake d) {
                        return new TakeCards(d.theirHand().first(d.count()));
                    }
                    return decision.options().get(decision.options().size() - 1);
                }
            }
            """;

    @Test
    void citiesAndKnightsGamesArePlayedToTheEndWithoutFaults() {
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "cities-and-knights",
                "--agents",
                AGENTS,
                "--games",
                "8",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().collect(Collectors.toList());
        long wins = 0;
        for (String agent : List.of("heuristic", "random", "heuristic#2", "random#2")) {
            String[] row = row(lines, agent);
            assertEquals("8", row[1], "games of " + agent);
            assertEquals("0", row[row.length - 1], "faults of " + agent);
            wins += Long.parseLong(row[2]);
        }
        assertTrue(wins <= 8, "wins " + wins + " over 8 games");
    }

    @ParameterizedTest(name = "R-24.4 {0}: five and six agents play the 5-6 player extension to the end")
    @ValueSource(strings = {"base", "cities-and-knights"})
    void fiveAndSixAgentsPlayTheExtension(String rules) {
        for (String agents : List.of(
                "heuristic,random,random,heuristic,random", "heuristic,random,random,heuristic,random,random")) {
            CommandRun run = CommandRun.of(
                    new PlayCommand(), "--rules", rules, "--agents", agents, "--games", "6", "--threads", "1");

            assertEquals(0, run.exitCode(), run.err());
            List<String> lines = run.out().lines().collect(Collectors.toList());
            long wins = 0;
            for (String agent : List.of("heuristic", "random", "random#2", "heuristic#2", "random#3")) {
                String[] row = row(lines, agent);
                assertEquals("6", row[1], "games of " + agent);
                assertEquals("0", row[row.length - 1], "faults of " + agent);
                wins += Long.parseLong(row[2]);
            }
            assertTrue(wins <= 6, "wins " + wins + " over 6 games");
        }
    }

    @Test
    void sevenAgentsAreTooManyAndSixDoNotFitTheBeginnerMap() {
        CommandRun seven =
                CommandRun.of(new PlayCommand(), "--agents", "random,random,random,random,random,random,random");
        assertEquals(2, seven.exitCode());
        assertTrue(seven.err().contains("a game has 2 to 6 seats (2 is Catan for Two), not 7"), seven.err());

        CommandRun beginner = CommandRun.of(
                new PlayCommand(), "--agents", "random,random,random,random,random,random", "--map", "beginner");
        assertEquals(2, beginner.exitCode());
        assertTrue(beginner.err().contains("the beginner map is for 3 or 4 players"), beginner.err());
    }

    @Test
    void r24_2TwoAgentsPlayCatanForTwoWithTheBaseRules(@TempDir Path dir) throws Exception {
        Path replay = dir.resolve("two.json");
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "base",
                "--agents",
                "heuristic,mcts",
                "--games",
                "4",
                "--seed",
                "5",
                "--replay",
                replay.toString());

        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().collect(Collectors.toList());
        assertEquals("4", row(lines, "heuristic")[1], run.out());
        assertEquals("4", row(lines, "mcts")[1], run.out());
        org.knightsarena.platform.chronicle.Replay read =
                org.knightsarena.platform.chronicle.ReplayJson.read(Files.readString(replay));
        org.knightsarena.platform.game.Game rerun = org.knightsarena.platform.chronicle.Rerun.game(read);
        assertEquals(2, rerun.options().playerCount(), "the replay records 2 seats: Catan for Two");
        assertEquals(List.of(2, 3), rerun.view(0).neutralColours());
    }

    @Test
    void r17_3TwoAgentsPlayCatanForTwoWithCitiesAndKnights() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--agents", "random,heuristic", "--games", "3");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("3 games of cities-and-knights"), run.out());
        CommandRun search = CommandRun.of(new PlayCommand(), "--agents", "mcts,heuristic", "--turn-cap", "40");
        assertEquals(0, search.exitCode(), search.err());
        assertEquals(
                2,
                search.out()
                        .lines()
                        .filter(l -> l.matches("(mcts|heuristic)\\s.*\\s0"))
                        .count(),
                "both agents play without a fault: " + search.out());
    }

    @Test
    void oneAgentIsTooFewForAGame() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--rules", "base", "--agents", "random");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("a game has 2 to 6 seats (2 is Catan for Two), not 1"), run.err());
    }

    @Test
    void zeroGamesIsAUsageError() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--games", "0");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("Invalid value for option '--games': must be 1 or more, but was 0"), run.err());
    }

    @Test
    void zeroThreadsIsAUsageError() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--threads", "0");

        assertEquals(2, run.exitCode());
        assertTrue(
                run.err().startsWith("Invalid value for option '--threads': must be 1 or more, but was 0"), run.err());
    }

    @Test
    void unknownMapIsAUsageError() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--map", "moon");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("Invalid value for option '--map': unknown map 'moon'"), run.err());
    }

    @Test
    void threeAgentsOnTheBeginnerMapPlayThroughTheDefaultRuleset() {
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--agents",
                "random,random,heuristic",
                "--games",
                "3",
                "--map",
                "beginner",
                "--turn-cap",
                "40");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(
                run.out().startsWith("3 games of cities-and-knights on beginner maps, seeds 1 to 3, turn cap 40"),
                run.out());
    }

    @Test
    void rulesDefaultsToTheOneDefaultRuleset() {
        String playDefault = new CommandLine(new PlayCommand())
                .getCommandSpec()
                .findOption("--rules")
                .defaultValue();

        assertEquals(Ruleset.DEFAULT_ID, playDefault);
        assertEquals(Ruleset.CITIES_AND_KNIGHTS, Ruleset.DEFAULT);
        assertEquals(Ruleset.DEFAULT, Ruleset.fromId(playDefault));
    }

    private static String[] row(List<String> lines, String agent) {
        return lines.stream()
                .map(l -> l.trim().split("\\s+"))
                .filter(cells -> cells[0].equals(agent))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no row for " + agent + " in " + lines));
    }

    private static String withoutSpeed(String out) {
        return Arrays.stream(out.split("\n"))
                .filter(l -> !l.contains("games/s"))
                .collect(Collectors.joining("\n"));
    }
}
