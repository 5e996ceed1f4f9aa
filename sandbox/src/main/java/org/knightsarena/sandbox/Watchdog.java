package org.knightsarena.sandbox;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.knightsarena.sandbox.load.MeterControl;

/**
 * The one daemon thread that trips the meters of decisions running past their wall-clock
 * allowance. Tripping only sets a flag: the bot's next basic block throws, so time spent inside a
 * long JDK call is cut off as soon as the call returns into bot code. A JDK call that never returns
 * is beyond it; the worker JVM's own watchdog kills such a process.
 *
 * <p>Static on purpose: one thread serves every sandboxed agent of the JVM. Thread-safe.
 */
final class Watchdog {
    private static final ScheduledThreadPoolExecutor TIMER = timer();

    private Watchdog() {
    }

    private static ScheduledThreadPoolExecutor timer() {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, task -> {
            Thread t = new Thread(task, "sandbox-watchdog");
            t.setDaemon(true);
            return t;
        });
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }

    /**
     * Trips {@code meter} once {@code after} has passed, unless the returned future is cancelled
     * first (when the call ends).
     */
    static ScheduledFuture<?> arm(MeterControl meter, Duration after) {
        return TIMER.schedule(meter::timeOut, Math.max(0, after.toNanos()), TimeUnit.NANOSECONDS);
    }
}
