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
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;

/**
 * One worker JVM, seen from the parent: its process, the protocol channel, the drained stderr
 * and the beacon. Used by one thread at a time (the pool hands it out); {@link #destroy()} may
 * be called from any thread.
 */
final class WorkerProcess {

    /** How often the timer looks at a busy worker's beacon and clock. */
    private static final long POLL_MILLIS = 100;

    private final Process process;
    private final Writer requests;
    private final BufferedReader replies;
    private final ScheduledExecutorService timer;
    private final StderrTail stderr;
    private final Beacon beacon;
    private final Path beaconFile;
    private final Path replays;

    private WorkerProcess(
            Process process, Beacon beacon, Path beaconFile, Path replays, ScheduledExecutorService timer) {
        this.process = process;
        this.timer = timer;
        this.beacon = beacon;
        this.beaconFile = beaconFile;
        this.replays = replays;
        this.requests = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        this.replies = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        this.stderr = StderrTail.drain(process.getErrorStream(), "arena-worker-" + process.pid() + "-stderr");
    }

    /**
     * Starts a worker JVM and waits for its ready line.
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
        Path replays = files.resolve("replay.json");
        Beacon beacon;
        Process process;
        try {
            beacon = Beacon.reader(file);
            List<String> full = new ArrayList<>(command);
            full.add(file.toString());
            full.add(replays.toString());
            process = new ProcessBuilder(full).start();
        } catch (IOException | UncheckedIOException e) {
            deleteQuietly(file);
            deleteQuietly(files);
            throw new IllegalStateException("cannot start a worker JVM: " + e.getMessage(), e);
        }
        try {
            WorkerFolders.noteWorker(files, process.pid());
        } catch (IOException e) {
            // without the note, this process's pid in the folder's name still keeps it while we live
        }
        WorkerProcess worker = new WorkerProcess(process, beacon, file, replays, timer);
        worker.awaitReady(settings.startTimeout());
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
     * Plays one match in this worker and waits for its outcome.
     *
     * <p>The calling thread reads the reply itself (no hand-over between threads on the fast
     * path); the pool's timer looks at the beacon and the clock every 100 ms meanwhile, and
     * kills the worker once it is hung, which ends the read.
     *
     * @return the outcome, the refusal, or, for a worker that died, hung or sent garbage, a
     *         {@link Attempt.Lost} after this worker has been destroyed
     */
    Attempt play(MatchSpec spec, WorkerSettings settings) {
        stderr.clear();
        try {
            requests.write(Reply.specToJson(spec));
            requests.write('\n');
            requests.flush();
        } catch (IOException e) {
            return lost("could not be sent the match (" + e.getMessage() + ")", OptionalInt.empty());
        }
        HangWatch watch = new HangWatch(spec, settings);
        ScheduledFuture<?> ticking =
                timer.scheduleWithFixedDelay(watch, POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
        String line = readLine();
        ticking.cancel(false);
        synchronized (watch) {
            if (watch.problem != null) {
                return lost(watch.problem, watch.blamed, watch.loss);
            }
            watch.done = true;
        }
        return line == null ? died() : answer(line);
    }

    /** Looks at a busy worker and kills it once it is hung; what it saw explains the kill. */
    private final class HangWatch implements Runnable {
        private final long start = System.nanoTime();
        private final WorkerSettings settings;
        private final long matchLimit;
        private final long unknownCallLimit;
        private final long clock;
        private long lastCall = -1;
        private long callSeen = start;
        private long callLimit;
        private String problem;
        private OptionalInt blamed = OptionalInt.empty();
        private Attempt.Loss loss = Attempt.Loss.BROKEN;
        private boolean done;

        HangWatch(MatchSpec spec, WorkerSettings settings) {
            this.settings = settings;
            matchLimit = settings.matchLimit(spec).toNanos();
            unknownCallLimit = settings.callLimit(spec).toNanos();
            clock = Duration.ofMillis(spec.perDecisionMs() + spec.bankMs()).toNanos();
        }

        @Override
        public synchronized void run() {
            if (done || problem != null) {
                return;
            }
            long now = System.nanoTime();
            Beacon.Reading reading = beacon.read();
            if (reading.call() != lastCall || reading.seat().isEmpty()) {
                lastCall = reading.call();
                callSeen = now;
                callLimit = reading.allowance()
                        .map(a -> Beacon.nanos(settings.callLimit(a)))
                        .orElse(unknownCallLimit);
            } else if (now - callSeen > callLimit) {
                problem = "hung: seat " + reading.seat().getAsInt() + " was in one call for more than "
                        + seconds(now - callSeen) + " s, past its hard limit of " + seconds(callLimit) + " s"
                        + reading.allowance()
                                .map(a -> " (an allowance of " + seconds(a.toNanos()) + " s, the watchdog's"
                                        + " grace twice and the margin)")
                                .orElse(" (its whole clock of " + seconds(clock) + " s and the margin)");
                loss = Attempt.Loss.CALL_OVERRAN;
            }
            if (problem == null && now - start > matchLimit) {
                problem = "hung: the match was not over after " + seconds(now - start)
                        + " s, its limit (see WorkerSettings)";
                loss = Attempt.Loss.BROKEN;
            }
            if (problem != null) {
                blamed = reading.seat();
                process.destroyForcibly(); // ends the playing thread's read
            }
        }
    }

    /** Kills the worker's process (it cannot catch that) and deletes its files. */
    void destroy() {
        process.destroyForcibly();
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // the process is gone; nothing to flush
        }
        deleteQuietly(beaconFile);
        deleteQuietly(replays);
        deleteQuietly(beaconFile.resolveSibling(WorkerFolders.WORKER_PID_FILE));
        deleteQuietly(beaconFile.getParent());
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

    private Attempt answer(String line) {
        Reply reply;
        try {
            reply = Reply.parse(line);
        } catch (IllegalArgumentException e) {
            OptionalInt blamed = beacon.read().seat();
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
                return played(reply.outcome());
            case REFUSED:
                return new Attempt.Refused(reply.message());
            case READY:
                return lost("sent a second ready line instead of an outcome", OptionalInt.empty());
            default:
                throw new AssertionError(reply.kind());
        }
    }

    /** A completed match's replay is in the reply file (see {@link Reply}). */
    private Attempt played(MatchOutcome outcome) {
        if (outcome.status() != MatchOutcome.Status.COMPLETED) {
            return new Attempt.Played(outcome);
        }
        try {
            return new Attempt.Played(Reply.withReplay(outcome, Files.readString(replays, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            return lost("left no readable replay in " + replays + " (" + e.getMessage() + ")", OptionalInt.empty());
        }
    }

    private Attempt died() {
        OptionalInt blamed = beacon.read().seat();
        return lost("exited with code " + exitCode() + " during the match", blamed);
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

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e9);
    }

    private static String shorten(String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "…";
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a leftover temp file is harmless
        }
    }
}
