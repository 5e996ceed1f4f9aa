package org.knightsarena.tournaments.source;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.worker.MatchExecutors;

/**
 * Plays matches whose seats name {@link AgentSource} codes: each stored bot's file is taken from
 * this machine's {@link BotFileCache} (fetched from the database and verified when missing), its
 * seat becomes what the executor below loads ({@code jar:} and the cached file), and the outcome
 * names the seats as the queue did. Other seats pass through. A file that cannot be had aborts
 * the match with the reason and nobody blamed: it is no fault of the bot. Thread-safe.
 */
public final class SourceResolvingExecutor implements MatchExecutor {

    private final MatchExecutor executor;
    private final BotFileCache cache;

    /**
     * @param executor plays the resolved matches, never null; closed with this one
     * @param cache where stored bots' files are found, never null
     */
    public SourceResolvingExecutor(MatchExecutor executor, BotFileCache cache) {
        this.executor = Objects.requireNonNull(executor, "executor");
        this.cache = Objects.requireNonNull(cache, "cache");
    }

    /**
     * An executor for a tournament whose seats name these agents: as {@link MatchExecutors#forSeats}
     * chooses, except that stored bots (which resolve to bot JARs) play in the worker JVMs too, each
     * match where its seats may play ({@link MatchExecutors#mixed}).
     *
     * @param seats every seat a match may name: built-in names, {@code python:} paths, {@code jar:}
     *     paths and {@link AgentSource} codes
     * @param threads matches played at once, 1 or more
     * @param cache where stored bots' files are found, never null
     * @return a new executor; the caller closes it
     */
    public static MatchExecutor forSeats(List<String> seats, int threads, BotFileCache cache) {
        boolean stored = seats.stream().anyMatch(s -> s.startsWith(AgentSource.Jar.PREFIX));
        // a command-line run: its user chose its process bots, which play after a warning where bubblewrap is missing
        return new SourceResolvingExecutor(
                stored
                        ? MatchExecutors.mixed(threads, UncontainedBots.RUN_WITH_WARNING)
                        : MatchExecutors.forSeats(seats, threads),
                cache);
    }

    /**
     * @param uncontained what to do with process bots where bubblewrap is missing
     * @return an executor for matches of any seats, such as a dashboard's or a worker's queue holds
     *     ({@link MatchExecutors#mixed}), stored bots resolved from {@code cache}
     */
    public static MatchExecutor mixed(int threads, UncontainedBots uncontained, BotFileCache cache) {
        return new SourceResolvingExecutor(MatchExecutors.mixed(threads, uncontained), cache);
    }

    @Override
    public MatchOutcome play(MatchSpec spec) {
        List<String> seats = new ArrayList<>(spec.seats().size());
        long start = System.nanoTime();
        for (int seat = 0; seat < spec.seats().size(); seat++) {
            try {
                seats.add(runtimeSeat(spec.seats().get(seat), cache));
            } catch (IllegalStateException | IllegalArgumentException | UncheckedIOException e) {
                return MatchOutcome.aborted(
                        spec,
                        "the code of seat " + seat + " cannot be had: " + e.getMessage(),
                        OptionalInt.empty(),
                        Duration.ofNanos(System.nanoTime() - start));
            }
        }
        if (seats.equals(spec.seats())) {
            return executor.play(spec);
        }
        MatchOutcome played = executor.play(new MatchSpec(
                spec.seed(),
                spec.ruleset(),
                spec.turnCap(),
                spec.easyStart(),
                spec.perDecisionMs(),
                spec.bankMs(),
                spec.strikeLimit(),
                seats,
                spec.benched()));
        List<MatchOutcome.SeatOutcome> named = new ArrayList<>();
        for (int seat = 0; seat < played.seats().size(); seat++) {
            MatchOutcome.SeatOutcome s = played.seats().get(seat);
            named.add(new MatchOutcome.SeatOutcome(spec.seats().get(seat), s.faults(), s.ejected(), s.log()));
        }
        return new MatchOutcome(
                played.status(),
                played.detail(),
                played.blamed(),
                played.result(),
                named,
                played.decisions(),
                played.replay(),
                played.elapsed());
    }

    /**
     * What the executor below is given for a seat: a stored bot's cached file; anything else (a
     * built-in label such as {@code random#2}, a {@code jar:} path given on the command line, a
     * process bot's {@code python:} entry) as it is. A person's table resolves its seats here too.
     *
     * @throws IllegalStateException when a stored bot's file cannot be had
     */
    public static String runtimeSeat(String seat, BotFileCache cache) {
        if (!seat.startsWith(AgentSource.Jar.PREFIX)) {
            return seat;
        }
        AgentSource source = AgentSource.parse(seat);
        if (source instanceof AgentSource.Jar jar) {
            return MatchSpec.JAR_PREFIX + cache.path(jar);
        }
        throw new AssertionError("a " + AgentSource.Jar.PREFIX + " seat is a JAR: " + source);
    }

    @Override
    public int callersFor(int threads) {
        return executor.callersFor(threads);
    }

    @Override
    public void close() {
        executor.close();
    }
}
