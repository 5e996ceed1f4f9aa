package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameItems;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.maps.Scenarios;

/** {@code arena play --scenario} and {@code arena bench --scenario}: Seafarers scenario games through the runner. */
class ScenarioCommandsTest {

    @Test
    @DisplayName("R-23.10, R-23.11 play --scenario: built-in agents play the scenario, its replay names it and re-runs")
    void playOnAScenarioWritesAReplayThatReruns(@TempDir Path dir) {
        Path file = dir.resolve("islands.json");
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "base",
                "--agents",
                "heuristic,random,random,random",
                "--scenario",
                "four-islands",
                "--games",
                "4",
                "--seed",
                "5",
                "--replay",
                file.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("4 games of base on scenario four-islands, seeds 5 to 8"), run.out());
        assertTrue(run.out().contains("heuristic"), run.out());
        Replay replay = ReplayJson.read(file);
        assertEquals("four-islands", replay.header().options().scenario().orElseThrow());
        assertTrue(replay.header().map().isEmpty(), "the scenario's board is dealt from the seed");
        Game rerun = Rerun.game(replay);
        assertTrue(rerun.isOver(), "the first game was played to its end");
        assertSameItems(
                replay.events().stream().filter(e -> !Game.isRunnerNote(e)).toList(), rerun.events(), "re-run");
    }

    @Test
    @DisplayName("R-23.11 replay --position on a scenario game's replay, then play --from that position")
    void scenarioPositionFromAReplayPlaysOn(@TempDir Path dir) {
        Path replay = dir.resolve("shores.json");
        Path position = dir.resolve("shores-position.json");
        CommandRun played = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "cities-and-knights",
                "--agents",
                "heuristic,random,random,random",
                "--scenario",
                "heading-for-new-shores",
                "--replay",
                replay.toString());
        assertEquals(0, played.exitCode(), played.err());

        CommandRun saved = CommandRun.of(
                new ReplayCommand(), replay.toString(), "--at", "150", "--position", "--out", position.toString());
        assertEquals(0, saved.exitCode(), saved.err());
        CommandRun continued = CommandRun.of(
                new PlayCommand(), "--from", position.toString(), "--agents", "random,heuristic,random,random");
        assertEquals(0, continued.exitCode(), continued.err());
        assertTrue(continued.out().contains("heuristic"), continued.out());
    }

    @Test
    @DisplayName(
            "R-23.7.3 play --scenario with Cities & Knights: every built-in agent plays to the scenario's target + 2")
    void citiesAndKnightsOnAScenario() {
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "cities-and-knights",
                "--agents",
                "heuristic,random,mcts",
                "--scenario",
                "heading-for-new-shores",
                "--games",
                "1",
                "--turn-cap",
                "60");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("1 game of cities-and-knights on scenario heading-for-new-shores"), run.out());
    }

    @Test
    @DisplayName("R-23.10.2 the heuristic agent plays while the robber is off the board (it threw on seed 113)")
    void heuristicPlaysWithTheRobberOffTheBoard() {
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "base",
                "--agents",
                "heuristic,random,random,random",
                "--scenario",
                "four-islands",
                "--seed",
                "113");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().lines().anyMatch(l -> l.matches("heuristic\\s.*\\s0")), "no fault: " + run.out());
    }

    @Test
    @DisplayName("R-23.10 an unknown scenario is refused with the names arena scenarios prints")
    void unknownScenarioListsTheNames() {
        CommandRun run = CommandRun.of(new PlayCommand(), "--rules", "base", "--scenario", "atlantis");

        assertEquals(2, run.exitCode());
        assertTrue(
                run.err().contains("no scenario atlantis; the scenarios are " + String.join(", ", Scenarios.names())),
                run.err());
        CommandRun listed = CommandRun.of(new ScenariosCommand());
        assertTrue(listed.out().contains(String.join(", ", Scenarios.names())), listed.out());
    }

    @Test
    @DisplayName(
            "R-23.10 a scenario for other player counts, --map with --scenario, and --scenario with --from are refused")
    void badCombinationsAreRefused(@TempDir Path dir) {
        CommandRun six = CommandRun.of(
                new PlayCommand(), "--agents", "random,random,random,random,random,random", "--scenario", "new-world");
        assertEquals(2, six.exitCode());
        assertTrue(six.err().contains("scenario new-world is for [3, 4] players, not 6"), six.err());

        CommandRun map = CommandRun.of(new PlayCommand(), "--map", "beginner", "--scenario", "four-islands");
        assertEquals(2, map.exitCode());
        assertTrue(map.err().contains("a --scenario brings its own map"), map.err());

        CommandRun from = CommandRun.of(
                new PlayCommand(), "--from", dir.resolve("p.json").toString(), "--scenario", "four-islands");
        assertEquals(2, from.exitCode());
        assertTrue(from.err().contains("--scenario"), from.err());
    }

    @Test
    @DisplayName("R-23.11 bench --scenario measures scenario games in process")
    void benchOnAScenario() {
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--rules",
                "base",
                "--scenario",
                "new-world",
                "--runs",
                "1",
                "--seconds",
                "0.2",
                "--warmup",
                "0",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("on base rules on scenario new-world"), run.out());
        assertTrue(run.out().contains("games/s"), run.out());
    }

    /** {@code arena bench --workers} with the given rules and variants, one short run on one worker. */
    static CommandRun shortWorkerBench(String... choice) {
        String[] run = {"--runs", "1", "--seconds", "0.3", "--warmup", "0", "--threads", "1"};
        String[] args = new String[1 + choice.length + run.length];
        args[0] = "--workers";
        System.arraycopy(choice, 0, args, 1, choice.length);
        System.arraycopy(run, 0, args, 1 + choice.length, run.length);
        return CommandRun.of(new BenchCommand(), args);
    }

    @Test
    @DisplayName("R-23.11 bench --workers --scenario plays the scenario in worker JVMs and in process alike")
    void benchWorkersOnAScenario() {
        CommandRun run = shortWorkerBench("--rules", "cities-and-knights", "--scenario", "four-islands");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("on cities-and-knights rules on scenario four-islands, 1 run"), run.out());
        assertTrue(run.out().contains("pool / in process"), run.out());
        // a refused scenario would abort every match; none may be noted as crashed
        assertTrue(!run.out().contains("crashed"), run.out());
    }

    @Test
    @DisplayName("R-24.2 bench --workers refuses variants the table cannot play, before any worker starts")
    void benchWorkersRefusesAVariantTheTableCannotPlay() {
        CommandRun run =
                CommandRun.of(new BenchCommand(), "--workers", "--variant", "catan-for-two", "--rules", "base");

        assertEquals(2, run.exitCode(), run.out());
        assertTrue(run.err().contains("catan-for-two is played by 2 agents, not 4"), run.err());
    }
}
