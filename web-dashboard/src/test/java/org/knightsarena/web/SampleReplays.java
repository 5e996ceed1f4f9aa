package org.knightsarena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        try {
            Path folder = Files.createDirectories(data.resolve("replays"));
            Path file = folder.resolve(id + ".json");
            int status = new CommandLine(new PlayCommand())
                    .execute(
                            "--rules",
                            "cities-and-knights",
                            "--agents",
                            "heuristic,heuristic,random,random",
                            "--seed",
                            "3",
                            "--games",
                            "1",
                            "--threads",
                            "1",
                            "--replay",
                            file.toString());
            assertEquals(0, status, "arena play failed");
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
