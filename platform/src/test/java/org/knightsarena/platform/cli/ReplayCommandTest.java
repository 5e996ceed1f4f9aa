package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;

class ReplayCommandTest {

    @TempDir
    Path dir;

    @Test
    void replayWrittenByPlayIsPrintedAndPassesVerify() {
        Path file = playOneGame();

        CommandRun run = CommandRun.of(new ReplayCommand(), file.toString(), "--verify");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("ruleset: base (10 points to win, turn cap 500, random-no-adjacent-red map)", lines.get(0));
        assertEquals("seed: 5", lines.get(1));
        assertEquals("agents by seat: 0 heuristic, 1 random, 2 random#2, 3 random#3", lines.get(2));
        assertTrue(lines.get(3).startsWith("engine version: "), lines.get(3));
        assertEquals("format: 1", lines.get(4));
        assertTrue(
                lines.get(7).matches("#0 t0 Seat \\d \\(\\S+\\) built a settlement at intersection \\d+"),
                lines.get(7));
        assertTrue(
                lines.stream().anyMatch(l -> l.matches("#\\d+ t\\d+ Seat \\d \\(\\S+\\) rolled \\d\\+\\d = \\d+")),
                "no dice line");
        assertTrue(lines.get(lines.size() - 1).startsWith("re-run reproduces the chronicle ("), run.out());
    }

    @Test
    void privateEventsNameTheirOnlyViewer() {
        Path file = playOneGame();
        Replay replay = ReplayJson.read(file);
        int index = -1;
        for (int i = 0; i < replay.events().size() && index < 0; i++) {
            if (replay.events().get(i) instanceof StolenCardSeen) {
                index = i;
            }
        }
        assertTrue(index >= 0, "the game has no robbery");
        StolenCardSeen seen = (StolenCardSeen) replay.events().get(index);

        CommandRun run = CommandRun.of(new ReplayCommand(), file.toString());

        String prefix = "#" + index + " ";
        String line =
                run.out().lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow();
        assertTrue(line.contains(" (seen by seat " + seen.viewer() + ") Seat " + seen.thief() + " ("), line);
    }

    @Test
    void alteredChronicleFailsVerifyAtTheChangedEvent() throws IOException {
        Replay replay = ReplayJson.read(playOneGame());
        List<GameEvent> events = new ArrayList<>(replay.events());
        events.remove(10);
        Path altered = dir.resolve("altered.json");
        ReplayJson.write(new Replay(replay.header(), events, replay.actions()), altered);

        CommandRun run = CommandRun.of(new ReplayCommand(), altered.toString(), "--verify");

        assertEquals(1, run.exitCode());
        assertTrue(
                run.err().startsWith("arena replay: the re-run differs from the chronicle at event #10: "), run.err());
    }

    @Test
    void missingFileExitsWithTwoAndOneClearLine() {
        Path missing = dir.resolve("nothing-here.json");

        CommandRun run = CommandRun.of(new ReplayCommand(), missing.toString());

        assertEquals(2, run.exitCode());
        assertEquals(
                "arena replay: cannot read " + missing + ": no such file\n",
                run.err().replace("\r\n", "\n"));
        assertEquals("", run.out());
    }

    @Test
    void badJsonExitsWithTwoAndOneLine() throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": 1, \"header\": ");

        CommandRun run = CommandRun.of(new ReplayCommand(), bad.toString());

        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("arena replay: not a valid replay: " + bad), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }

    /** Plays seed 5 of the base game (which has a robbery) and returns its replay file. */
    private Path playOneGame() {
        Path file = dir.resolve("game.json");
        CommandRun play = CommandRun.of(
                new PlayCommand(),
                "--rules",
                "base",
                "--agents",
                "heuristic,random,random,random",
                "--seed",
                "5",
                "--replay",
                file.toString());
        assertEquals(0, play.exitCode(), play.err());
        assertTrue(play.out().contains("replay of the first game (seed 5) written to " + file), play.out());
        return file;
    }
}
