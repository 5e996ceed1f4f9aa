package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Python starter's example bot ({@code sample-agents/python-starter/example_bot.py}) played
 * through {@code arena play} as a process with the system {@code python3}, in real seeded games.
 */
class PythonStarterTest {

    private static final Path EXAMPLE = Path.of("..", "sample-agents", "python-starter", "example_bot.py");

    /** @return the columns of the standings row of an agent */
    private static List<String> row(String out, String agent) {
        return out.lines()
                .filter(line -> line.startsWith(agent + " "))
                .findFirst()
                .map(line -> Arrays.asList(line.trim().split("\\s+")))
                .orElseThrow(() -> new AssertionError("no row for " + agent + " in\n" + out));
    }

    @Test
    void theExampleBotWinsAtLeastTwiceItsShareOfTwelveSeededGamesAgainstThreeRandomBots() {
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--agents",
                "python:" + EXAMPLE + ",random,random,random",
                "--games",
                "12",
                "--seed",
                "1",
                "--threads",
                "2");

        assertEquals(0, run.exitCode(), run.err());
        List<String> example = row(run.out(), "example_bot");
        assertEquals("12", example.get(1), run.out());
        assertTrue(
                Integer.parseInt(example.get(2)) >= 6,
                "a fair share of 12 games at a table of 4 is 3 wins:\n" + run.out());
        assertEquals("0", example.get(example.size() - 1), "faults:\n" + run.out());
    }

    /** Plays Cities &amp; Knights games through arena play and checks the bot played them all without a fault. */
    private static void playsWithoutFaults(Path bot, String label, String others, int games) {
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "cities-and-knights",
                "--agents",
                "python:" + bot + "," + others,
                "--games",
                "" + games,
                "--seed",
                "5",
                "--threads",
                "2");

        assertEquals(0, run.exitCode(), run.err());
        List<String> row = row(run.out(), label);
        assertEquals("" + games, row.get(1), run.out());
        assertEquals("0", row.get(row.size() - 1), "faults:\n" + run.out());
    }

    @Test
    void theExampleBotPlaysCitiesAndKnightsWithoutFaults() {
        playsWithoutFaults(EXAMPLE, "example_bot", "heuristic,random,random", 2);
    }

    @Test
    void theRandomBotPlaysWithoutFaults() {
        playsWithoutFaults(EXAMPLE.resolveSibling("random_bot.py"), "random_bot", "random,random", 3);
    }
}
