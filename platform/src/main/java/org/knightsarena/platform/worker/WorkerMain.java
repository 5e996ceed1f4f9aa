package org.knightsarena.platform.worker;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.sandbox.SandboxSettings;

/**
 * The entry point of a worker JVM started by {@link WorkerPool}: plays the matches its parent
 * sends, one after another in the order sent, through {@link InProcessExecutor}.
 *
 * <p>Usage: {@code java -cp ... org.knightsarena.platform.worker.WorkerMain WORK_PER_DECISION
 * WORK_PER_MATCH BEACON_FILE REPLAY_FOLDER} (the sandbox's work budgets for bot JARs, then the
 * beacon file and the folder the pool made). The protocol is described at {@link Reply}; the
 * folder receives the replay of each completed match, a file per match ({@link Reply#replayFile}),
 * so that matches the parent queued can be played and answered before it read the earlier replays.
 * Before anything else the worker keeps its real stdout for the protocol and points {@code System.out} to stderr, and gives everything else an empty
 * {@code System.in}, so that nothing in the JVM (agents, libraries) can write into or read from
 * the channel. It exits with 0 when its stdin closes, and with 2 on a bad command line.
 */
public final class WorkerMain {

    private WorkerMain() {}

    /**
     * Runs the worker until its stdin closes.
     *
     * @param args the work budgets, the path of the beacon file the parent created, and the folder
     *             for replays
     */
    public static void main(String[] args) throws IOException {
        Writer channel = new BufferedWriter(
                new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8));
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
        InputStream requests = System.in;
        System.setIn(new ByteArrayInputStream(new byte[0]));
        SandboxSettings sandbox;
        try {
            if (args.length != 4) {
                throw new IllegalArgumentException(args.length + " arguments");
            }
            sandbox = SandboxSettings.defaults().withWork(Long.parseLong(args[0]), Long.parseLong(args[1]));
        } catch (IllegalArgumentException e) {
            System.err.println("usage: WorkerMain WORK_PER_DECISION WORK_PER_MATCH BEACON_FILE REPLAY_FOLDER"
                    + " (the worker is started by WorkerPool, not by hand): " + e.getMessage());
            System.exit(2);
            return;
        }
        Beacon beacon = Beacon.writer(Path.of(args[2]));
        Path replays = Path.of(args[3]);
        InProcessExecutor executor = new InProcessExecutor(new WorkerSeats(AgentCatalog.builtIn(), sandbox, beacon));
        send(channel, Reply.ready(), null);
        BufferedReader in = new BufferedReader(new InputStreamReader(requests, StandardCharsets.UTF_8));
        long match = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            match++;
            // before the spec is read: whatever happens from here on belongs to this match
            beacon.begin(match);
            send(channel, play(executor, beacon, line), Reply.replayFile(replays, match));
        }
        System.exit(0);
    }

    private static Reply play(InProcessExecutor executor, Beacon beacon, String line) {
        MatchSpec spec;
        try {
            spec = Reply.parseSpec(line);
        } catch (IllegalArgumentException e) {
            return Reply.refused("the worker could not read the match: " + e.getMessage());
        }
        long start = System.nanoTime();
        try {
            return Reply.outcome(executor.play(spec));
        } catch (IllegalArgumentException e) {
            return Reply.refused(e.getMessage());
        } catch (RuntimeException | Error e) {
            // what escapes the runner is a bug or an Error from an agent; the beacon still names
            // the seat whose call it escaped from, since BeaconAgent clears it only for faults
            e.printStackTrace();
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
            return Reply.outcome(MatchOutcome.aborted(
                    spec,
                    "the match crashed in the worker after " + elapsed.toMillis() + " ms: " + e,
                    beacon.read().seat(),
                    elapsed));
        }
    }

    private static void send(Writer channel, Reply reply, Path replay) throws IOException {
        if (reply.kind() == Reply.Kind.OUTCOME && reply.outcome().status() == MatchOutcome.Status.COMPLETED) {
            Files.write(replay, reply.outcome().replay().bytes());
            reply = Reply.outcome(Reply.withReplay(reply.outcome(), ReplayData.EMPTY));
        }
        channel.write(reply.toJson());
        channel.write('\n');
        channel.flush();
    }
}
