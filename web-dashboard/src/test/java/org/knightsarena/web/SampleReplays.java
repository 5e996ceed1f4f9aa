package org.knightsarena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knightsarena.platform.cli.PlayCommand;
import picocli.CommandLine;

/** Real replays for tests, played by the engine through {@code arena play --replay}. */
public final class SampleReplays {
    private SampleReplays() {}

    /**
     * Plays one Cities &amp; Knights game (seed 3, two heuristic and two random bots) and stores its
     * replay as {@code <data>/replays/<id>.json}.
     *
     * @return the replay file
     */
    public static Path citiesAndKnights(Path data, long id) {
        return play(
                data,
                id,
                "--rules",
                "cities-and-knights",
                "--agents",
                "heuristic,heuristic,random,random",
                "--seed",
                "3");
    }

    /**
     * Plays one game of four random bots on a Seafarers scenario, capped at 100 turns, and
     * stores its replay as {@code <data>/replays/<id>.json}: a replay whose header has no map.
     *
     * @return the replay file
     */
    public static Path seafarers(Path data, long id, String scenario, long seed) {
        return play(
                data,
                id,
                "--scenario",
                scenario,
                "--agents",
                "random,random,random,random",
                "--seed",
                String.valueOf(seed),
                "--turn-cap",
                "100");
    }

    private static Path play(Path data, long id, String... arguments) {
        try {
            Path folder = Files.createDirectories(data.resolve("replays"));
            Path file = folder.resolve(id + ".json");
            List<String> all = new ArrayList<>(List.of(arguments));
            all.addAll(List.of("--games", "1", "--threads", "1", "--replay", file.toString()));
            int status = new CommandLine(new PlayCommand()).execute(all.toArray(String[]::new));
            assertEquals(0, status, "arena play failed");
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
