package org.knightsarena.platform.worker;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import org.knightsarena.platform.match.MatchSpec;

/**
 * Looks at one worker's beacon and clock, every 100 ms of the worker's life, and kills the worker
 * once the match it plays is hung; what it saw explains the kill. Only the match being played
 * counts: matches queued behind it in the worker have not started, and their clocks have not
 * started either (a match's limit runs from the first look that finds the worker playing it).
 *
 * <p>Runs on the pool's timer thread; {@link #kill()} is read by the thread that meets the end of
 * the worker's channel.
 */
final class HangWatch implements Runnable {

    /** Why the watch killed its worker, and which match and seat that was about. */
    record Kill(long match, String problem, OptionalInt blamed, Attempt.Loss loss) {}

    private final WorkerSettings settings;
    private final Beacon beacon;
    private final Map<Long, MatchSpec> sent;
    private final Runnable onNewMatch;
    private final Runnable destroy;
    private long match = -1;
    private long matchSeen;
    private long lastCall = -1;
    private long callSeen;
    private long callLimit;
    private volatile Kill kill;

    /**
     * @param sent       the specs sent to the worker and not yet answered, by their number
     * @param onNewMatch told when the worker is seen playing another match
     * @param destroy    kills the worker's process, which ends the channel's read
     */
    HangWatch(
            WorkerSettings settings, Beacon beacon, Map<Long, MatchSpec> sent, Runnable onNewMatch, Runnable destroy) {
        this.settings = settings;
        this.beacon = beacon;
        this.sent = sent;
        this.onNewMatch = onNewMatch;
        this.destroy = destroy;
    }

    /** @return why the watch killed the worker, or null if it did not */
    Kill kill() {
        return kill;
    }

    @Override
    public void run() {
        if (kill != null) {
            return;
        }
        long now = System.nanoTime();
        Beacon.Reading reading = beacon.read();
        MatchSpec spec = sent.get(reading.match());
        if (spec == null) {
            // between matches, or answered and not yet taken: nothing of this worker is timed
            match = -1;
            return;
        }
        if (reading.match() != match) {
            match = reading.match();
            matchSeen = now;
            lastCall = -1;
            onNewMatch.run();
        }
        if (reading.call() != lastCall || reading.seat().isEmpty()) {
            lastCall = reading.call();
            callSeen = now;
            callLimit = reading.allowance()
                    .map(a -> Beacon.nanos(settings.callLimit(a)))
                    .orElse(settings.callLimit(spec).toNanos());
        } else if (now - callSeen > callLimit) {
            long clock = Duration.ofMillis(spec.perDecisionMs() + spec.bankMs()).toNanos();
            killFor(
                    reading,
                    "hung: seat " + reading.seat().getAsInt() + " was in one call for more than "
                            + seconds(now - callSeen) + " s, past its hard limit of " + seconds(callLimit) + " s"
                            + reading.allowance()
                                    .map(a -> " (an allowance of " + seconds(a.toNanos()) + " s, the watchdog's"
                                            + " grace twice and the margin)")
                                    .orElse(" (its whole clock of " + seconds(clock) + " s and the margin)"),
                    Attempt.Loss.CALL_OVERRAN);
            return;
        }
        if (now - matchSeen > settings.matchLimit(spec).toNanos()) {
            killFor(
                    reading,
                    "hung: the match was not over after " + seconds(now - matchSeen)
                            + " s, its limit (see WorkerSettings)",
                    Attempt.Loss.BROKEN);
        }
    }

    private void killFor(Beacon.Reading reading, String problem, Attempt.Loss loss) {
        kill = new Kill(reading.match(), problem, reading.seat(), loss);
        destroy.run();
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e9);
    }
}
