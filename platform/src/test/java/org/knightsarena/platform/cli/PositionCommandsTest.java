package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.Built;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.RandomPlay;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.position.Positions;

/** {@code arena replay --position} and {@code arena play --from}. */
class PositionCommandsTest {

    private static final String AGENTS = "heuristic,random,random,random";

    @TempDir
    Path dir;

    @Test
    void positionFromAReplayContinuesWithPlayFromAndForcedDice() {
        Path replay = playOneGame();
        Path position = dir.resolve("pos.json");

        CommandRun saved = CommandRun.of(
                new ReplayCommand(), replay.toString(), "--at", "200", "--position", "--out", position.toString());

        assertEquals(0, saved.exitCode(), saved.err());
        assertTrue(saved.out().startsWith("position after event #200 (turn "), saved.out());
        CommandRun run = CommandRun.of(
                new PlayCommand(), "--from", position.toString(), "--agents", AGENTS, "--dice", "6+1,3+3");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        assertTrue(run.out().startsWith("1 game of base continued from " + position + " at turn "), run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("heuristic ")), run.out());
        CommandRun again = CommandRun.of(
                new PlayCommand(), "--from", position.toString(), "--agents", AGENTS, "--dice", "6+1,3+3");
        assertEquals(run.out(), again.out(), "the same position, agents and dice give the same game");
    }

    @Test
    void positionAfterEventNIsTakenAfterTheActionThatCausedIt() {
        Path replay = playOneGame();
        Replay stored = ReplayJson.read(replay);
        assertTrue(stored.events().get(0) instanceof Built);

        CommandRun first = CommandRun.of(new ReplayCommand(), replay.toString(), "--at", "0", "--position");

        assertEquals(0, first.exitCode(), first.err());
        Game game = Positions.read(first.out());
        assertEquals(
                1,
                game.victoryPoints(0) + game.victoryPoints(1) + game.victoryPoints(2) + game.victoryPoints(3),
                "one settlement placed");
        CommandRun last = CommandRun.of(new ReplayCommand(), replay.toString(), "--position");
        assertEquals(0, last.exitCode(), last.err());
        assertTrue(Positions.read(last.out()).isOver(), "the position after the last event ends the game");
    }

    @Test
    void eventOutOfRangeExitsWithTwoOnOneLine() {
        Path replay = playOneGame();

        CommandRun run = CommandRun.of(new ReplayCommand(), replay.toString(), "--at", "999999", "--position");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("arena replay: --at 999999 is not an event of the replay"), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertEquals(
                2,
                CommandRun.of(new ReplayCommand(), replay.toString(), "--at", "3")
                        .exitCode());
    }

    @Test
    void badPositionExitsWithTwoOnOneLineNamingThePath() throws IOException {
        Path bad = dir.resolve("bad.json");
        String json = Positions.write(Game.create(GameOptions.standard(Ruleset.BASE, 4), 1));
        Files.writeString(bad, json.replace("\"active\": 0", "\"active\": 9"));

        CommandRun run = CommandRun.of(new PlayCommand(), "--from", bad.toString(), "--agents", AGENTS);

        assertEquals(2, run.exitCode());
        assertEquals(
                "arena play: not a valid position: " + bad + ": active: must be 0 to 3, not 9",
                run.err().strip());
        Files.writeString(bad, "{\"format\": 1,");
        run = CommandRun.of(new PlayCommand(), "--from", bad.toString(), "--agents", AGENTS);
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("arena play: not a valid position: " + bad + ": malformed JSON"), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        run = CommandRun.of(
                new PlayCommand(), "--from", dir.resolve("missing.json").toString(), "--agents", AGENTS);
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("no such file"), run.err());
    }

    @Test
    void optionsThatThePositionSetsOrThatCannotWorkAreRefused() throws IOException {
        Path position = basePosition();

        assertRefused(
                new String[] {"--from", position.toString(), "--agents", AGENTS, "--seed", "3"},
                "arena play: --seed cannot be used with --from: the position sets it");
        assertRefused(
                new String[] {"--from", position.toString(), "--agents", AGENTS, "--replay", "r.json"},
                "arena play: --replay cannot be used with --from");
        assertRefused(
                new String[] {"--from", position.toString(), "--agents", "random,random,random"},
                "arena play: the position is a game of 4 but 3 agents were given");
        assertRefused(
                new String[] {"--from", position.toString(), "--agents", AGENTS, "--dice", "6+2:ship"},
                "arena play: invalid value for --dice: '6+2:ship' has an event die face");
        assertRefused(
                new String[] {"--from", position.toString(), "--agents", AGENTS, "--dice", "7+1"},
                "arena play: invalid value for --dice: '7+1' is not Y+R");
        assertRefused(new String[] {"--agents", AGENTS, "--dice", "6+1"}, "arena play: --dice needs --from");
    }

    @Test
    void citiesAndKnightsPositionsPlayOnWithEventDiceAlthoughNewGamesAreRefused() throws IOException {
        Game game =
                Game.create(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 3).withTurnCap(80), 4);
        RandomPlay.steps(game, new Random(4), 120);
        Path position = dir.resolve("ck.json");
        Positions.write(game, position);

        assertRefused(
                new String[] {"--from", position.toString(), "--agents", "random,random,random", "--dice", "6+2"},
                "arena play: invalid value for --dice: '6+2' needs an event die face");
        assertRefused(
                new String[] {"--from", position.toString(), "--agents", "random,random,random", "--dice", "6+2:moon"},
                "arena play: invalid value for --dice: '6+2:moon' names an unknown event die face");
        CommandRun run = CommandRun.of(
                new PlayCommand(),
                "--from",
                position.toString(),
                "--agents",
                "random,random,heuristic",
                "--dice",
                "6+2:ship,3+5:politics,1+1:science");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("1 game of cities-and-knights continued from "), run.out());
        assertFalse(run.out().contains("games/s"), run.out());
    }

    private void assertRefused(String[] args, String expected) {
        CommandRun run = CommandRun.of(new PlayCommand(), args);
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().startsWith(expected), "expected '" + expected + "' in " + run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }

    private Path basePosition() throws IOException {
        Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4), 9);
        RandomPlay.steps(game, new Random(9), 60);
        Path position = dir.resolve("base.json");
        Files.writeString(position, Positions.write(game));
        return position;
    }

    private Path playOneGame() {
        Path file = dir.resolve("game.json");
        CommandRun run = CommandRun.of(
                new PlayCommand(), "--rules", "base", "--agents", AGENTS, "--seed", "5", "--replay", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        return file;
    }
}
