package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.platform.board.RandomSeaMap;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;

/** {@code --variant LIST} in {@code play} and {@code bench}: the variants a line-up adds to its rules. */
class VariantOptionsTest {

    @Test
    @DisplayName("R-23.10 --variant seafarers without --scenario plays the random new-world map")
    void seafarersAloneDealsTheRandomSeaMap(@TempDir Path dir) {
        Path file = dir.resolve("sea.json");
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "base",
                "--variant",
                "seafarers",
                "--agents",
                "random,random,random",
                "--seed",
                "3",
                "--replay",
                file.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("1 game of base on scenario " + RandomSeaMap.ID), run.out());
        Replay replay = ReplayJson.read(file);
        assertEquals(RandomSeaMap.ID, replay.header().options().scenario().orElseThrow());
    }

    @Test
    @DisplayName("R-24.2 --variant seafarers,catan-for-two reads both; case and spaces do not matter")
    void aListOfVariantsIsRead() {
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "base",
                "--variant",
                " Seafarers , catan-for-two",
                "--agents",
                "random,random");

        // both are read: Catan for Two is played on the standard island, not on the sea map
        assertEquals(2, run.exitCode(), run.out());
        assertTrue(
                run.err()
                        .contains(
                                "Invalid value for option '--variant': scenario new-world is for [3, 4] players, not 2"),
                run.err());
    }

    @Test
    @DisplayName("R-24.2 --variant catan-for-two plays with two agents and is refused with four")
    void catanForTwoNeedsTwoAgents() {
        CommandRun two = CommandRun.of(
                new PlayCommand(), "--rules", "base", "--variant", "catan-for-two", "--agents", "random,heuristic");
        assertEquals(0, two.exitCode(), two.err());

        CommandRun four = CommandRun.of(new PlayCommand(), "--rules", "base", "--variant", "catan-for-two");
        assertEquals(2, four.exitCode());
        assertTrue(four.err().contains("--variant"), four.err());
        assertTrue(four.err().contains("catan-for-two is played by 2 agents, not 4"), four.err());
    }

    @Test
    @DisplayName("an unknown, empty or repeated variant is refused, naming the known ones")
    void badListsAreRefused() {
        CommandRun unknown = CommandRun.of(new PlayCommand(), "--variant", "atlantis");
        assertEquals(2, unknown.exitCode());
        assertTrue(
                unknown.err().contains("unknown variant 'atlantis'; known: seafarers, catan-for-two, barbarian-attack"),
                unknown.err());

        CommandRun empty = CommandRun.of(new PlayCommand(), "--variant", "seafarers,,");
        assertEquals(2, empty.exitCode());
        assertTrue(empty.err().contains("an empty name in the variant list"), empty.err());

        CommandRun twice = CommandRun.of(new PlayCommand(), "--variant", "seafarers,seafarers");
        assertEquals(2, twice.exitCode());
        assertTrue(twice.err().contains("variant 'seafarers' is named twice"), twice.err());
    }

    @Test
    @DisplayName("R-24.1, R-17.2 --variant barbarian-attack plays the castle map with the base rules and with"
            + " Cities & Knights (R-17.2.8) and its replay re-runs; on a scenario it is refused")
    void barbarianAttackPlaysAndIsRefusedWhereNotBuilt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ba.json");
        for (String rules : new String[] {"cities-and-knights", "base"}) {
            for (String agents : new String[] {"heuristic,mcts,heuristic,mcts", "random,heuristic,mcts"}) {
                CommandRun run = CommandRun.of(
                        new PlayCommand(),
                        "--rules",
                        rules,
                        "--variant",
                        "barbarian-attack",
                        "--agents",
                        agents,
                        "--seed",
                        "4",
                        "--replay",
                        file.toString());
                assertEquals(0, run.exitCode(), run.err());
                assertTrue(
                        run.out()
                                .startsWith("1 game of " + rules + " with barbarian-attack on the castle map, seeds 4"),
                        "the header names the variant and its board: " + run.out());
                Replay played = ReplayJson.read(file);
                assertTrue(
                        played.events().stream().noneMatch(e -> e instanceof org.knightsarena.api.event.FaultRecorded),
                        agents + " play Barbarian Attack with " + rules + " without faults");
                assertTrue(played.events().stream().anyMatch(e -> e instanceof org.knightsarena.api.event.GameWon));
            }
        }
        Replay replay = ReplayJson.read(file);
        assertTrue(replay.header().options().barbarianAttack());
        assertEquals(
                org.knightsarena.platform.position.Positions.write(
                        org.knightsarena.platform.chronicle.Rerun.game(replay)),
                org.knightsarena.platform.position.Positions.write(
                        org.knightsarena.platform.chronicle.Rerun.game(ReplayJson.read(file))));

        CommandRun sea =
                CommandRun.of(new PlayCommand(), "--variant", "barbarian-attack", "--scenario", "four-islands");
        assertEquals(2, sea.exitCode());
        assertTrue(sea.err().contains("Barbarian Attack is played on its castle map"), sea.err());
    }

    @Test
    @DisplayName(
            "R-24.3.1, R-24.4.7: --variant catan-for-two,barbarian-attack with two agents and barbarian-attack with"
                    + " five or six: random, heuristic and mcts play them without faults and the replays re-run")
    void barbarianAttackPlaysAtTwoFiveAndSix(@TempDir Path dir) throws Exception {
        String[][] tables = {
            {"catan-for-two,barbarian-attack", "heuristic,mcts"},
            {"barbarian-attack", "mcts,random"},
            {"barbarian-attack", "heuristic,mcts,random,random,heuristic"},
            {"barbarian-attack", "random,heuristic,mcts,random,heuristic,random"},
        };
        playWithoutFaults(dir, org.knightsarena.api.Ruleset.BASE, "5", tables);
    }

    /**
     * Plays 2 games of each table ({variants, agents}) with {@code arena play} and checks the last
     * replay: no fault, the options played, and a re-run that ends in the same position.
     */
    private static void playWithoutFaults(Path dir, org.knightsarena.api.Ruleset rules, String seed, String[][] tables)
            throws Exception {
        for (String[] table : tables) {
            Path file = dir.resolve("ba-" + rules + "-" + table[1].split(",").length + ".json");
            CommandRun run = CommandRun.of(
                    new PlayCommand(),
                    "--rules",
                    rules == org.knightsarena.api.Ruleset.BASE ? "base" : "cities-and-knights",
                    "--variant",
                    table[0],
                    "--agents",
                    table[1],
                    "--games",
                    "2",
                    "--seed",
                    seed,
                    "--replay",
                    file.toString());
            assertEquals(0, run.exitCode(), run.err());
            Replay played = ReplayJson.read(file);
            assertTrue(
                    played.events().stream().noneMatch(e -> e instanceof org.knightsarena.api.event.FaultRecorded),
                    table[1] + " play Barbarian Attack with " + rules + " without faults");
            assertTrue(played.header().options().barbarianAttack());
            assertEquals(rules, played.header().options().ruleset());
            assertEquals(
                    org.knightsarena.platform.position.Positions.write(
                            org.knightsarena.platform.chronicle.Rerun.game(played)),
                    org.knightsarena.platform.position.Positions.write(
                            org.knightsarena.platform.chronicle.Rerun.game(ReplayJson.read(file))));
        }
    }

    @Test
    @DisplayName(
            "R-17.2.7, R-17.3.1, R-17.3.7: --rules cities-and-knights with catan-for-two,barbarian-attack at two agents"
                    + " and barbarian-attack at five or six: random and heuristic play them without faults, replays re-run")
    void citiesAndKnightsBarbarianAttackPlaysAtTwoFiveAndSix(@TempDir Path dir) throws Exception {
        String[][] tables = {
            {"catan-for-two,barbarian-attack", "random,heuristic"},
            {"barbarian-attack", "heuristic,random,random,random,random"},
            {"barbarian-attack", "random,heuristic,random,heuristic,random,random"},
        };
        playWithoutFaults(dir, org.knightsarena.api.Ruleset.CITIES_AND_KNIGHTS, "7", tables);
    }

    @Test
    @DisplayName(
            "bench --variant seafarers measures the random sea map; with --workers the workers play the variant too")
    void benchTakesVariants() {
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--rules",
                "base",
                "--variant",
                "seafarers",
                "--runs",
                "1",
                "--seconds",
                "0.2",
                "--warmup",
                "0",
                "--threads",
                "1");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("on scenario " + RandomSeaMap.ID), run.out());

        CommandRun workers = ScenarioCommandsTest.shortWorkerBench("--variant", "barbarian-attack", "--rules", "base");
        assertEquals(0, workers.exitCode(), workers.err());
        assertTrue(workers.out().contains("on base rules with barbarian-attack, 1 run"), workers.out());
        // a worker that refused the variant would abort every match, noted as crashed
        assertFalse(workers.out().contains("crashed"), workers.out());
    }
}
