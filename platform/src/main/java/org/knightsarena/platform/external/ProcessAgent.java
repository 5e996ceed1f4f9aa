package org.knightsarena.platform.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.sandbox.AgentUnusable;
import org.knightsarena.sandbox.Watched;

/**
 * An agent played by a process that speaks the JSON-lines protocol ({@code docs/protocol.md}) on
 * its standard input and output.
 *
 * <p>The process starts with the match, contained as its {@link Containment} says, and gets {@code start}, the events its seat may see, one
 * {@code decide} per decision and {@code end}. It must answer each {@code decide} with one line
 * within the time the runner allows ({@link Watched#allow}: what is left of its clock). A line that
 * is no answer is a fault, as an exception thrown by a JVM bot is. A process that does not answer
 * in time, writes a line over {@value #MAX_LINE_CHARS} characters, exits or cannot be started can
 * play no more: it is stopped and the call throws {@link AgentUnusable}, so the runner ejects the
 * seat and completes the match for the others. What the process writes to standard error goes to
 * the seat's log, which the runner caps. The process is killed when the match ends
 * ({@link #close}, which the runner calls). Pipes are read and written on threads of their own,
 * so a process that never reads or never writes cannot hold up the match.
 *
 * <p>Callbacks come from the runner's one thread; the pipe threads only fill queues.
 */
public final class ProcessAgent implements Watched, AutoCloseable {

    /** The longest line a bot may write: an answer is far shorter; a longer line is a flood. */
    static final int MAX_LINE_CHARS = 1 << 20;
    /** The longest standard-error line kept; the rest of the line is dropped. */
    static final int MAX_LOG_LINE_CHARS = 500;
    /** Standard-error lines held for the log between two callbacks; more are counted and dropped. */
    static final int MAX_PENDING_LOG_LINES = 1_000;

    /** Tells the writer thread to close the process's standard input. */
    private static final String CLOSE_INPUT = "\0close";
    /** What the stdout reader queues at the end of the stream. */
    private static final Line END_OF_OUTPUT = new Line(null, false);

    private final ExternalBot bot;
    private final Containment containment;
    private final BlockingQueue<String> toBot = new LinkedBlockingQueue<>();
    private final BlockingQueue<Line> fromBot = new ArrayBlockingQueue<>(16);
    private final ConcurrentLinkedQueue<String> stderr = new ConcurrentLinkedQueue<>();
    private final AtomicInteger stderrDropped = new AtomicInteger();
    private final List<String> beforeStart = new ArrayList<>();
    private final List<Thread> pipes = new ArrayList<>(3);
    private Duration allowance = Duration.ofSeconds(1);
    private MatchContext context;
    private long seed;
    private Process process;
    private boolean started;
    private long decides;
    private String unusable;

    /**
     * @param bot         the bot to run, never null; nothing starts before {@link #onMatchStart}
     * @param containment how the process is kept from the machine, never null
     */
    public ProcessAgent(ExternalBot bot, Containment containment) {
        this.bot = Objects.requireNonNull(bot, "bot");
        this.containment = Objects.requireNonNull(containment, "containment");
    }

    @Override
    public void allow(Duration wallClock) {
        allowance = wallClock;
    }

    @Override
    public void onMatchStart(MatchContext context) {
        this.context = context;
        this.seed = context.random().nextLong();
        List<String> command = containment.command(bot);
        ProcessBuilder builder =
                new ProcessBuilder(command).directory(bot.entry().getParent().toFile());
        builder.environment().put("PYTHONDONTWRITEBYTECODE", "1"); // leave the bot's folder as it was
        try {
            process = builder.start();
        } catch (IOException e) {
            unusable = "cannot start " + String.join(" ", command) + ": " + e.getMessage();
            throw new AgentUnusable(unusable);
        }
        pipes.add(daemon("writer", this::writeToBot));
        pipes.add(daemon("stdout", this::readAnswers));
        pipes.add(daemon("stderr", this::readLog));
    }

    @Override
    public void onEvent(GameEvent event) {
        drainLog();
        String line = Messages.event(event);
        if (started) {
            toBot.add(line);
        } else {
            beforeStart.add(line); // the start line needs a view, which the first decision brings
        }
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        drainLog();
        if (unusable != null) {
            throw new AgentUnusable(unusable);
        }
        if (!started) {
            toBot.add(Messages.start(context, seed, view));
            toBot.addAll(beforeStart);
            beforeStart.clear();
            started = true;
        }
        int unasked = 0;
        for (Line stale = fromBot.poll(); stale != null && stale != END_OF_OUTPUT; stale = fromBot.poll()) {
            unasked++;
        }
        long id = ++decides;
        toBot.add(Messages.decide(id, view, decision));
        long deadline = System.nanoTime() + allowance.toNanos();
        Line answer = nextLine(deadline);
        while (answer != null && answer != END_OF_OUTPUT && !answer.cut() && Answer.isLate(answer.text(), id)) {
            unasked++; // it carries back an earlier decide's id, so it was not asked for: read on
            answer = nextLine(deadline);
        }
        drainLog();
        if (answer == null) {
            throw stop("no answer within " + allowance.toMillis() + " ms, the time left on its clock");
        }
        if (answer == END_OF_OUTPUT) {
            throw stop("its process ended" + exitCode() + " before answering");
        }
        if (answer.cut()) {
            throw stop("it wrote a line of more than " + MAX_LINE_CHARS + " characters");
        }
        if (unasked > 0) {
            throw new Answer.MalformedAnswer(
                    "it wrote " + unasked + " line(s) when no decision was asked;" + " one line answers each decide");
        }
        return Answer.read(answer.text(), decision, id);
    }

    @Override
    public void onMatchEnd(MatchResult result) {
        if (started && unusable == null) {
            toBot.add(Messages.end(result));
        }
        toBot.add(CLOSE_INPUT);
        try {
            if (process != null) {
                process.waitFor(allowance.toNanos(), TimeUnit.NANOSECONDS); // time to write its last log lines
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        close();
        drainLog();
    }

    /** Kills the process, if it still runs, and waits for its pipes to close. Safe to call twice. */
    @Override
    public void close() {
        if (process == null) {
            return;
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        toBot.add(CLOSE_INPUT);
        try {
            process.waitFor(5, TimeUnit.SECONDS); // a kill is asynchronous: wait until it has landed
            // The pipes end as soon as the killed processes' last bytes are read; the bound is for a
            // loaded machine, where 1 s was seen to cut a crashed bot's traceback from its log.
            for (Thread pipe : pipes) {
                pipe.join(5_000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** @return the process while the match runs, for tests that check it is gone afterwards */
    Optional<ProcessHandle> process() {
        return Optional.ofNullable(process).map(Process::toHandle);
    }

    /** @return the bot's next line, or null if none comes by the deadline ({@link System#nanoTime}) */
    private Line nextLine(long deadline) {
        try {
            return fromBot.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw stop("the match was interrupted");
        }
    }

    /** Stops a process that can play no more, and says why for every later call. */
    private AgentUnusable stop(String why) {
        unusable = "the bot " + bot.label() + " can play no more: " + why + "; its process was stopped";
        close();
        drainLog();
        return new AgentUnusable(unusable);
    }

    private String exitCode() {
        try {
            return process.waitFor(1, TimeUnit.SECONDS) ? " with exit code " + process.exitValue() : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    /** Moves what the process wrote to standard error into the seat's log, on the runner's thread. */
    private void drainLog() {
        if (context == null) {
            return;
        }
        for (String line = stderr.poll(); line != null; line = stderr.poll()) {
            context.log().log(line);
        }
        int dropped = stderrDropped.getAndSet(0);
        if (dropped > 0) {
            context.log().log("[" + dropped + " more lines of standard error dropped]");
        }
    }

    private void writeToBot() {
        try (Writer out = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
            for (String line = toBot.take(); !CLOSE_INPUT.equals(line); line = toBot.take()) {
                out.write(line);
                out.write('\n');
                if (toBot.isEmpty()) {
                    out.flush();
                }
            }
        } catch (IOException | InterruptedException e) {
            // the process closed its input or was killed: what it did not read no longer matters
        }
    }

    private void readAnswers() {
        try (Reader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (Line line = Line.read(in, MAX_LINE_CHARS); line != null; line = Line.read(in, MAX_LINE_CHARS)) {
                fromBot.put(line);
                if (line.cut()) {
                    return;
                }
            }
            fromBot.put(END_OF_OUTPUT);
        } catch (IOException | InterruptedException e) {
            fromBot.offer(END_OF_OUTPUT);
        }
    }

    private void readLog() {
        try (Reader in = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            for (Line line = Line.read(in, MAX_LOG_LINE_CHARS);
                    line != null;
                    line = Line.read(in, MAX_LOG_LINE_CHARS)) {
                if (line.cut()) {
                    Line.skipRest(in);
                }
                if (stderr.size() < MAX_PENDING_LOG_LINES) {
                    stderr.add(line.cut() ? line.text() + "…" : line.text());
                } else {
                    stderrDropped.incrementAndGet();
                }
            }
        } catch (IOException e) {
            // the process was killed: its log ends here
        }
    }

    private Thread daemon(String pipe, Runnable work) {
        Thread thread = new Thread(work, "bot-" + bot.label() + "-" + pipe);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /**
     * One line read from a pipe, at most a cap of characters.
     *
     * @param text the line without its end
     * @param cut  whether the line went on past the cap
     */
    record Line(String text, boolean cut) {

        /** @return the next line, or null at the end of the stream */
        static Line read(Reader in, int cap) throws IOException {
            StringBuilder text = new StringBuilder();
            for (int c = in.read(); c >= 0; c = in.read()) {
                if (c == '\n') {
                    int end = text.length() > 0 && text.charAt(text.length() - 1) == '\r'
                            ? text.length() - 1
                            : text.length();
                    return new Line(text.substring(0, end), false);
                }
                if (text.length() == cap) {
                    return new Line(text.toString(), true);
                }
                text.append((char) c);
            }
            return text.length() == 0 ? null : new Line(text.toString(), false);
        }

        /** Reads up to and including the next line end. */
        static void skipRest(Reader in) throws IOException {
            for (int c = in.read(); c >= 0 && c != '\n'; c = in.read()) {
                // dropped
            }
        }
    }
}
