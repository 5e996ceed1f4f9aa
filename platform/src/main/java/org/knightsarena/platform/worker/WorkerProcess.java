package org.knightsarena.platform.worker;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;

/**
 * One worker JVM, seen from the parent: its process, the protocol channel, the drained stderr,
 * the beacon and its {@link HangWatch}. Several threads may each have a match in flight on it
 * (the pool decides how many): each {@link #send}s its spec and {@link #await}s its answer, which
 * it reads itself once the answers to the matches sent before it were taken. {@link #destroy()}
 * may be called from any thread.
 */
final class WorkerProcess {

    /** How often the timer looks at a worker's beacon and clock. */
    private static final long POLL_MILLIS = 100;

    private final Process process;
    private final Writer requests;
    private final BufferedReader replies;
    private final ScheduledExecutorService timer;
    private final StderrTail stderr;
    private final Beacon beacon;
    private final Path folder;
    /** The specs sent and not answered yet, by their number: the watch times the one being played. */
    private final Map<Long, MatchSpec> unanswered = new ConcurrentHashMap<>();
    /** Guards the turn to read the channel: {@link #answered} and {@link #ending}. */
    private final Object turn = new Object();

    private final HangWatch watch;
    private ScheduledFuture<?> watching;
    private long sent;
    private long answered;
    private Ending ending;
    private volatile String sendFailure;

    private WorkerProcess(
            Process process, Beacon beacon, Path folder, WorkerSettings settings, ScheduledExecutorService timer) {
        this.process = process;
        this.timer = timer;
        this.beacon = beacon;
        this.folder = folder;
        this.requests = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        this.replies = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        this.stderr = StderrTail.drain(process.getErrorStream(), "arena-worker-" + process.pid() + "-stderr");
        this.watch = new HangWatch(settings, beacon, unanswered, stderr::clear, process::destroyForcibly);
    }

    /**
     * Starts a worker JVM, waits for its ready line and starts watching it.
     *
     * @param command  the {@code java} command without the worker's two file arguments
     * @param settings the pool's settings
     * @param timer    the pool's timer, which watches for hung workers
     * @return the ready worker
     * @throws IllegalStateException if it could not be started or did not get ready in time; the
     *                               message says why, with its last stderr lines
     */
    static WorkerProcess start(List<String> command, WorkerSettings settings, ScheduledExecutorService timer) {
        Path files;
        try {
            files = WorkerFolders.create();
        } catch (IOException e) {
            throw new IllegalStateException("cannot create a directory for a worker JVM's files: " + e, e);
        }
        Path file = files.resolve("beacon");
        Beacon beacon;
        Process process;
        try {
            beacon = Beacon.reader(file);
            List<String> full = new ArrayList<>(command);
            full.add(file.toString());
            full.add(files.toString());
            process = new ProcessBuilder(full).start();
        } catch (IOException | UncheckedIOException e) {
            WorkerFolders.delete(files);
            throw new IllegalStateException("cannot start a worker JVM: " + e.getMessage(), e);
        }
        try {
            WorkerFolders.noteWorker(files, process.pid());
        } catch (IOException e) {
            // without the note, this process's pid in the folder's name still keeps it while we live
        }
        WorkerProcess worker = new WorkerProcess(process, beacon, files, settings, timer);
        worker.awaitReady(settings.startTimeout());
        worker.watching = timer.scheduleWithFixedDelay(worker.watch, POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
        return worker;
    }

    /** @return the worker's process id */
    long pid() {
        return process.pid();
    }

    /** @return whether the worker's process is still running */
    boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Sends a match to this worker, behind those it was sent before and has not answered yet: the
     * worker plays them in the order sent, without waiting for this JVM between them. A worker
     * that can no longer be written to is killed; {@link #await} then tells what became of it.
     *
     * @return the match's number in this worker, for {@link #await}
     */
    long send(MatchSpec spec) {
        String line = Reply.specToJson(spec);
        synchronized (requests) {
            long match = ++sent;
            unanswered.put(match, spec);
            try {
                requests.write(line);
                requests.write('\n');
                requests.flush();
            } catch (IOException e) {
                sendFailure = e.getMessage();
                process.destroyForcibly();
            }
            return match;
        }
    }

    /**
     * Waits for the worker's answer to a match it was sent, once the answers before it were taken.
     *
     * <p>The calling thread reads the reply itself (no hand-over between threads on the fast
     * path); the pool's timer looks at the beacon and the clock every 100 ms meanwhile ({@link
     * HangWatch}), and kills the worker once the match it plays is hung, which ends the read.
     *
     * @param match what {@link #send} returned
     * @return the outcome or the refusal; for the match the worker was playing when it died, hung or
     *         sent garbage, a {@link Attempt.Lost} (the worker is destroyed); for a match queued
     *         behind that one, an {@link Attempt.NotStarted}
     */
    Attempt await(long match) {
        synchronized (turn) {
            boolean interrupted = false;
            while (answered < match - 1 && ending == null) {
                try {
                    turn.wait();
                } catch (InterruptedException e) {
                    // once its match is sent, a caller waits for the outcome (see WorkerPool)
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            if (ending != null) {
                return ending.attemptFor(match);
            }
        }
        String line = readLine();
        Attempt attempt = line == null ? null : answer(line, match);
        synchronized (turn) {
            unanswered.remove(match);
            if (attempt == null || attempt instanceof Attempt.Lost) {
                ending = attempt == null ? died(match) : new Ending(match, (Attempt.Lost) attempt);
                attempt = ending.attemptFor(match);
            } else {
                answered = match;
            }
            turn.notifyAll();
            return attempt;
        }
    }

    /** What became of a lost worker, for each match it was sent and did not answer. */
    private record Ending(long playing, Attempt.Lost lost) {
        Attempt attemptFor(long match) {
            return match == playing
                    ? lost
                    : new Attempt.NotStarted("queued behind match " + playing + " of " + lost.detail());
        }
    }

    /** Kills the worker's process (it cannot catch that) and deletes its files. */
    void destroy() {
        process.destroyForcibly();
        if (watching != null) {
            watching.cancel(false);
        }
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // the process is gone; nothing to flush
        }
        WorkerFolders.delete(folder);
    }

    private void awaitReady(Duration timeout) {
        AtomicBoolean late = new AtomicBoolean();
        ScheduledFuture<?> deadline = timer.schedule(
                () -> {
                    late.set(true);
                    process.destroyForcibly();
                },
                timeout.toMillis(),
                TimeUnit.MILLISECONDS);
        String line = readLine();
        deadline.cancel(false);
        String problem;
        if (late.get()) {
            problem = "was not ready after " + timeout.toSeconds() + " s";
        } else if (line == null) {
            problem = "exited at start with code " + exitCode();
        } else if (!line.equals(Reply.ready().toJson())) {
            problem = "sent '" + shorten(line) + "' instead of its ready line";
        } else {
            return;
        }
        destroy();
        stderr.awaitEnd(Duration.ofSeconds(2));
        throw new IllegalStateException(describe(problem));
    }

    /** @return the next line of the worker's stdout, or null at its end or when the pipe broke */
    private String readLine() {
        try {
            return replies.readLine();
        } catch (IOException e) {
            return null;
        }
    }

    /** @return what the reply to match {@code match} says, or a loss for a line that is no reply */
    private Attempt answer(String line, long match) {
        Reply reply;
        try {
            reply = Reply.parse(line);
        } catch (IllegalArgumentException e) {
            OptionalInt blamed = seatIn(match);
            if (exited(Duration.ofSeconds(1))) {
                // a dying JVM may print its own last words on stdout (a fatal error report)
                return lost(
                        "exited with code " + exitCode() + " during the match, after writing '" + shorten(line)
                                + "' to its stdout",
                        blamed);
            }
            return lost("sent an unreadable line '" + shorten(line) + "' (" + e.getMessage() + ")", blamed);
        }
        switch (reply.kind()) {
            case OUTCOME:
                return played(reply.outcome(), match);
            case REFUSED:
                return new Attempt.Refused(reply.message());
            case READY:
                return lost("sent a second ready line instead of an outcome", OptionalInt.empty());
            default:
                throw new AssertionError(reply.kind());
        }
    }

    /** A completed match's replay is in its reply file (see {@link Reply}), read once and deleted. */
    private Attempt played(MatchOutcome outcome, long match) {
        if (outcome.status() != MatchOutcome.Status.COMPLETED) {
            return new Attempt.Played(outcome);
        }
        Path file = Reply.replayFile(folder, match);
        try {
            ReplayData replay = ReplayData.of(Files.readAllBytes(file));
            Files.delete(file);
            return new Attempt.Played(Reply.withReplay(outcome, replay));
        } catch (IOException e) {
            return lost("left no readable replay in " + file + " (" + e.getMessage() + ")", OptionalInt.empty());
        }
    }

    /**
     * The channel ended before the answer to {@code match}: the worker died or was killed. The
     * match it was playing is lost, blamed on the seat being asked if any; the matches queued
     * behind it never started.
     */
    private Ending died(long match) {
        HangWatch.Kill kill = watch.kill();
        if (kill != null && kill.match() >= match) {
            return new Ending(kill.match(), lost(kill.problem(), kill.blamed(), kill.loss()));
        }
        Beacon.Reading reading = beacon.read();
        long playing = Math.max(reading.match(), match);
        String problem = sendFailure == null
                ? "exited with code " + exitCode() + " during the match"
                : "could not be sent the match (" + sendFailure + ")";
        if (reading.match() < match) {
            // it ended before it began this match (between matches, or unable to read it)
            return new Ending(match - 1, lost(problem, OptionalInt.empty()));
        }
        return new Ending(playing, lost(problem, reading.seat()));
    }

    /** @return the seat being asked, if the worker is playing {@code match} */
    private OptionalInt seatIn(long match) {
        Beacon.Reading reading = beacon.read();
        return reading.match() == match ? reading.seat() : OptionalInt.empty();
    }

    private Attempt.Lost lost(String problem, OptionalInt blamed) {
        return lost(problem, blamed, Attempt.Loss.BROKEN);
    }

    private Attempt.Lost lost(String problem, OptionalInt blamed, Attempt.Loss loss) {
        destroy();
        stderr.awaitEnd(Duration.ofSeconds(2));
        String detail = describe(problem);
        if (blamed.isPresent()) {
            detail += "; seat " + blamed.getAsInt() + " was being asked";
        }
        return new Attempt.Lost(detail, blamed, blamed.isPresent() ? loss : Attempt.Loss.BROKEN);
    }

    /** @return the problem, prefixed with the worker's pid and followed by its last stderr lines */
    private String describe(String problem) {
        List<String> tail = stderr.lines();
        String text = "the worker JVM (pid " + pid() + ") " + problem;
        return tail.isEmpty() ? text : text + "; its last stderr lines: " + String.join(" | ", tail);
    }

    /** Waits briefly for the exit status: stdout can close just before the process is reaped. */
    private String exitCode() {
        if (!exited(Duration.ofSeconds(5))) {
            return "unknown (still running)";
        }
        int code = process.exitValue();
        // HotSpot's -XX:+ExitOnOutOfMemoryError exits with 3
        return code == 3 ? "3 (out of memory)" : String.valueOf(code);
    }

    private boolean exited(Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }

    private static String shorten(String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "…";
    }
}
