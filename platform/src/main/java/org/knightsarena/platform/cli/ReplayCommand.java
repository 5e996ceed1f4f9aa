package org.knightsarena.platform.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayFormatException;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.position.Positions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arena replay FILE}: prints a replay's header and its chronicle as readable text, one
 * line per event: {@code #123 t17 Seat 2 (heuristic) built a settlement at intersection 31}. FILE
 * is a replay file or a saved answer of the dashboard's {@code GET /api/replays/{id}}, which has
 * the events (public ones unless revealed) but no actions, so it cannot be verified.
 *
 * <p>{@code #123} is the event's index in the chronicle (from 0) and {@code t17} the turn it
 * happened in (0 for setup). An event seen by some seats only starts with
 * {@code (seen by seat 1)}. With {@code --verify}, the stored actions are re-run from the header's
 * seed and the events they produce are compared with the stored ones. {@link FaultRecorded}
 * events are left out of that comparison: the match runner adds them, the actions do not.
 *
 * <p>With {@code --position}, prints instead the position after event {@code --at N} (default:
 * the last event) as JSON (see {@link Positions}), or writes it to {@code --out FILE}. "After
 * event N" means: the stored actions are re-run from the header's seed, one at a time, until the
 * re-run has produced every event up to and including #N; the position is the state right after
 * that action, so it may include further events the same action caused (a roll's production,
 * say). Fault records are not produced by actions: when #N is one, the position is the state in
 * which the fault was recorded, before the default move replacing the faulty answer. When #N
 * comes before the first action's events, the position is the one at the start of the game.
 *
 * <p>Exit codes: 0 when printed (and verified), 1 when the re-run differs or fails or the position
 * cannot be written, 2 when the file is missing, unreadable or not a valid replay, or
 * {@code --at} is not an event of it.
 */
@Command(
        name = "replay",
        sortOptions = false,
        description = "Prints a replay file's chronicle as readable text, optionally checking it by re-running it.")
public final class ReplayCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Parameters(
            index = "0",
            paramLabel = "FILE",
            description = "The replay, as written by arena play --replay,"
                    + " or the dashboard's JSON of GET /api/replays/{id} (its events only: no actions to re-run).")
    private Path file;

    @Option(
            names = "--verify",
            description = "Re-runs the stored actions and checks that they reproduce the stored events.")
    private boolean verify;

    @Option(
            names = "--position",
            description = "Prints the position after event N (see --at) as JSON instead of the chronicle.")
    private boolean position;

    @Option(
            names = "--at",
            paramLabel = "N",
            description = "With --position: the event (#N as printed) after which the position is taken"
                    + " (default: the last event).")
    private Integer at;

    @Option(names = "--out", paramLabel = "FILE", description = "With --position: writes it to FILE instead.")
    private Path outFile;

    /** Creates the command; picocli fills in its fields. */
    public ReplayCommand() {}

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ErrorOutput errors = ErrorOutput.of(spec);
        Replay replay;
        try {
            replay = ReplayJson.read(file);
        } catch (UncheckedIOException e) {
            return errors.fail("cannot read " + file + ": " + reason(e.getCause()), 2);
        } catch (ReplayFormatException e) {
            return errors.fail("not a valid replay: " + e.getMessage(), 2);
        } catch (RuntimeException e) {
            return errors.fail("not a valid replay: " + file + ": " + e, 2);
        }
        EventText text = new EventText(replay.header().agents());
        if ((verify || position)
                && replay.actions().isEmpty()
                && !replay.events().isEmpty()) {
            return errors.fail(
                    (verify ? "--verify" : "--position") + " re-runs the replay's actions, and " + file
                            + " has none (the JSON of GET /api/replays/{id} carries the events only): use the replay file"
                            + " written by arena play --replay",
                    2);
        }
        if (position) {
            if (verify) {
                return errors.fail("--verify cannot be used with --position", 2);
            }
            return writePosition(out, errors, replay, text);
        }
        if (at != null || outFile != null) {
            return errors.fail((at != null ? "--at" : "--out") + " needs --position", 2);
        }
        printHeader(out, replay);
        printChronicle(out, replay, text);
        out.flush();
        if (!verify) {
            return 0;
        }
        return verify(out, errors, replay, text);
    }

    private static void printHeader(PrintWriter out, Replay replay) {
        Replay.Header h = replay.header();
        GameOptions o = h.options();
        out.printf(
                Locale.ROOT,
                "ruleset: %s (%d points to win, turn cap %d, %s map)%n",
                o.ruleset().id(),
                o.pointsToWin(),
                o.turnCap(),
                PlayCommand.mapId(o.map()));
        out.printf(Locale.ROOT, "seed: %d%n", h.seed());
        List<String> seats = new ArrayList<>(h.agents().size());
        for (int s = 0; s < h.agents().size(); s++) {
            seats.add(s + " " + h.agents().get(s));
        }
        out.printf(Locale.ROOT, "agents by seat: %s%n", String.join(", ", seats));
        out.printf(Locale.ROOT, "engine version: %s%n", h.engineVersion());
        out.printf(Locale.ROOT, "format: %d%n", h.formatVersion());
        out.printf(
                Locale.ROOT,
                "%d events, %d actions%n",
                replay.events().size(),
                replay.actions().size());
        out.println();
    }

    private static void printChronicle(PrintWriter out, Replay replay, EventText text) {
        int seats = replay.header().options().playerCount();
        int turn = 0;
        int turnPlayer = EventWords.NO_TURN;
        List<GameEvent> events = replay.events();
        for (int i = 0; i < events.size(); i++) {
            GameEvent event = events.get(i);
            if (event instanceof TurnStarted started) {
                turn = started.turn();
                turnPlayer = started.player();
            }
            out.print('#');
            out.print(i);
            out.print(" t");
            out.print(turn);
            out.print(' ');
            out.print(audience(event, seats));
            out.println(text.describe(event, turnPlayer));
        }
    }

    /** @return {@code ""} for a public event, else {@code "(seen by seat 1) "} and the like */
    private static String audience(GameEvent event, int seats) {
        List<String> viewers = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            if (event.isVisibleTo(s)) {
                viewers.add(String.valueOf(s));
            }
        }
        if (viewers.size() == seats) {
            return "";
        }
        if (viewers.isEmpty()) {
            return "(seen by nobody) ";
        }
        return (viewers.size() == 1 ? "(seen by seat " : "(seen by seats ") + String.join(", ", viewers) + ") ";
    }

    private static int verify(PrintWriter out, ErrorOutput errors, Replay replay, EventText text) {
        Game game;
        try {
            game = Rerun.game(replay);
        } catch (ReplayFormatException e) {
            return errors.fail("the re-run failed: " + e.getMessage(), 1);
        }
        List<GameEvent> stored = replay.events();
        List<GameEvent> rerun = game.events();
        int i = 0;
        int j = 0;
        int faults = 0;
        while (true) {
            while (i < stored.size() && Game.isRunnerNote(stored.get(i))) {
                i++;
                faults++;
            }
            while (j < rerun.size() && Game.isRunnerNote(rerun.get(j))) {
                j++;
            }
            if (i == stored.size() || j == rerun.size()) {
                break;
            }
            if (!stored.get(i).equals(rerun.get(j))) {
                return errors.fail(
                        "the re-run differs from the chronicle at event #" + i + ": stored '"
                                + text.describe(stored.get(i)) + "', re-run '" + text.describe(rerun.get(j)) + "'",
                        1);
            }
            i++;
            j++;
        }
        if (i < stored.size()) {
            return errors.fail(
                    "the re-run stops before event #" + i + " of the chronicle: '" + text.describe(stored.get(i)) + "'",
                    1);
        }
        if (j < rerun.size()) {
            return errors.fail(
                    "the re-run goes on after the chronicle's last event (#" + (i - 1) + ") with '"
                            + text.describe(rerun.get(j)) + "'",
                    1);
        }
        out.printf(
                Locale.ROOT,
                "re-run reproduces the chronicle (%d events%s)%n",
                stored.size(),
                faults == 0 ? "" : "; " + faults + " fault records, added by the match runner, not compared");
        out.flush();
        return 0;
    }

    /** {@code --position}: re-runs the actions up to event {@code --at} and writes the position there. */
    private int writePosition(PrintWriter out, ErrorOutput errors, Replay replay, EventText text) {
        List<GameEvent> stored = replay.events();
        int n = at != null ? at : stored.size() - 1;
        if (n < 0 || n >= stored.size()) {
            return errors.fail(
                    "--at " + n + " is not an event of the replay, which has " + stored.size() + " events (#0 to #"
                            + (stored.size() - 1) + ")",
                    2);
        }
        List<GameEvent> wanted = new ArrayList<>();
        for (int i = 0; i <= n; i++) {
            if (!Game.isRunnerNote(stored.get(i))) {
                wanted.add(stored.get(i));
            }
        }
        Rerun.Partial rerun;
        try {
            rerun = Rerun.until(replay, wanted.size());
        } catch (ReplayFormatException e) {
            return errors.fail("the re-run failed: " + e.getMessage(), 1);
        }
        Game game = rerun.game();
        for (int i = 0; i < wanted.size(); i++) {
            if (!wanted.get(i).equals(game.events().get(i))) {
                return errors.fail(
                        "the re-run differs from the chronicle: stored '" + text.describe(wanted.get(i)) + "', re-run '"
                                + text.describe(game.events().get(i)) + "'",
                        1);
            }
        }
        if (outFile == null) {
            out.print(Positions.write(game));
            out.flush();
            return 0;
        }
        try {
            Positions.write(game, outFile);
        } catch (UncheckedIOException e) {
            return errors.fail("cannot write the position to " + outFile + ": " + reason(e.getCause()), 1);
        }
        out.printf(
                Locale.ROOT,
                "position after event #%d (turn %d, %d of %d actions re-run) written to %s%n",
                n,
                game.turn(),
                rerun.actions(),
                replay.actions().size(),
                outFile);
        out.flush();
        return 0;
    }

    /** @return why a file could not be read, in words rather than an exception class */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
