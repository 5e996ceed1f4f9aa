package org.knightsarena.sandbox;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.knightsarena.sandbox.instrument.Instrumenter;
import org.knightsarena.sandbox.load.BotClassLoader;
import org.knightsarena.sandbox.load.MeterControl;

/**
 * Where a host call enters bot code and leaves it again: each call gets a fresh call budget (and,
 * when given an allowance, a deadline the {@link Watchdog} watches), and whatever escapes the bot
 * is turned into something the host can handle: {@link BudgetExhausted} when the meter ran out,
 * the bot's runtime exception when it is a JDK or API class, {@link AgentUnusable} once the agent
 * cannot play on, else {@link AgentCrashed}. The host never sees an {@code Error} from bot code,
 * and never runs a method of a bot-defined throwable outside the budget.
 *
 * <p>With {@link HardStop#ABANDON_THREAD} the calls run on a thread of the boundary's own, and a
 * call still running at its hard limit is abandoned there.
 *
 * <p>Used from the one thread that calls the agent.
 */
final class Boundary {
    private static final int FRAMES_SHOWN = 3;
    /** How an agent's own thread is named, before the agent's class name. */
    static final String OWN_THREAD_PREFIX = "sandbox-agent ";

    private static final long OWN_THREAD_IDLE_SECONDS = 1;
    /** The watchdog's deadline for a call without an allowance, which it still watches for allocation. */
    private static final Duration FOREVER = ChronoUnit.CENTURIES.getDuration();

    /** A call into bot code. */
    interface BotCall<T> {
        T call() throws Throwable;
    }

    private final String agentClass;
    private final BotClassLoader loader;
    private final MeterControl meter;
    private final Duration grace;
    private final long allocationPerCall;
    private final HardStop stop;
    private final Watchdog.Deadline deadline;
    private ExecutorService ownThread;
    private String unusable;
    private long mostPerCall;

    Boundary(String agentClass, BotClassLoader loader, MeterControl meter, SandboxSettings settings, HardStop stop) {
        this.agentClass = agentClass;
        this.loader = loader;
        this.meter = meter;
        this.grace = settings.watchdogGrace();
        this.allocationPerCall = settings.allocationPerCall();
        this.stop = stop;
        this.deadline = Watchdog.deadlineFor(meter);
    }

    BotClassLoader loader() {
        return loader;
    }

    MeterControl meter() {
        return meter;
    }

    long mostPerCall() {
        return mostPerCall;
    }

    <T> T call(String what, BotCall<T> body) {
        return call(what, Optional.empty(), body);
    }

    /**
     * Runs {@code body} under a fresh call budget.
     *
     * @param what      the call, for messages ("decide", "its constructor")
     * @param allowance the wall-clock time the call may take before the watchdog (plus the grace)
     *                  stops it; empty for no watchdog (and, on an own thread, no hard limit)
     * @throws AgentUnusable when the call was abandoned at its hard limit, or the agent was made
     *                       unusable before
     */
    <T> T call(String what, Optional<Duration> allowance, BotCall<T> body) {
        if (unusable != null) {
            throw new AgentUnusable(unusable);
        }
        return stop == HardStop.WORKER_KILL ? metered(what, allowance, body) : onOwnThread(what, allowance, body);
    }

    /**
     * Marks the agent as one that can play no more: this and every later call throw
     * {@link AgentUnusable} with the reason.
     *
     * @return the exception to throw now
     */
    AgentUnusable disable(String reason) {
        unusable = reason;
        if (ownThread != null) {
            ownThread.shutdownNow();
        }
        return new AgentUnusable(reason);
    }

    /**
     * Ends the agent's calls: every later call throws {@link AgentUnusable} with the reason.
     *
     * @return whether the agent was still usable, so that no call of it can still be running
     *         (none was abandoned) and its loader may serve another agent
     */
    boolean end(String reason) {
        boolean usable = unusable == null;
        disable(reason);
        return usable;
    }

    private <T> T metered(String what, Optional<Duration> allowance, BotCall<T> body) {
        meter.beginCall();
        deadline.arm(allowance.map(a -> a.plus(grace)).orElse(FOREVER), allocationPerCall);
        T result;
        try {
            result = body.call();
        } catch (Throwable t) {
            throw translate(what, allowance, t);
        } finally {
            deadline.disarm();
            mostPerCall = Math.max(mostPerCall, meter.usedInCall());
        }
        if (deadline.allocatedPastCap()) { // in a last JDK call, with no bot code after it for the watchdog to stop
            throw overAllocated(what);
        }
        return result;
    }

    private AgentUnusable overAllocated(String what) {
        // what it allocated may still be held: it is not asked again, and its match drops it
        return disable(agentClass + " allocated more than " + allocationPerCall / (1 << 20) + " MB in " + what
                + ", bot code and JDK calls together; it plays no more");
    }

    /** The hard stop for calls stuck where the meter cannot reach: a grace past the watchdog's trip. */
    private <T> T onOwnThread(String what, Optional<Duration> allowance, BotCall<T> body) {
        if (ownThread == null) {
            // the thread ends after a second without calls, so an agent whose match is over (the
            // host never says so) does not keep a thread, nor through it its class loaders
            ThreadPoolExecutor pool = new ThreadPoolExecutor(
                    1, 1, OWN_THREAD_IDLE_SECONDS, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
                        Thread thread = new Thread(task, OWN_THREAD_PREFIX + agentClass);
                        thread.setDaemon(true);
                        return thread;
                    });
            pool.allowCoreThreadTimeOut(true);
            ownThread = pool;
        }
        Future<T> result = ownThread.submit(() -> metered(what, allowance, body));
        try {
            if (allowance.isEmpty()) {
                return result.get();
            }
            Duration hardLimit = allowance.get().plus(grace).plus(grace);
            return result.get(hardLimit.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw disable(agentClass + " was still running in " + what + " "
                    + grace.multipliedBy(2).toMillis()
                    + " ms after its allowance of " + allowance.get().toMillis() + " ms, inside a call the work meter"
                    + " cannot stop; its thread is abandoned and it plays no more");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw disable("the host stopped waiting for " + agentClass + " in " + what + "; it plays no more");
        } catch (ExecutionException e) {
            // metered turns everything the bot throws into a runtime exception
            if (e.getCause() instanceof RuntimeException thrown) {
                throw thrown;
            }
            throw new AssertionError("the boundary let an error escape: " + e.getCause(), e.getCause());
        }
    }

    /** Runs while the call's meter is still open, so bot code it runs is still metered. */
    private RuntimeException translate(String what, Optional<Duration> allowance, Throwable t) {
        switch (meter.exhaustion()) {
            case DECISION:
                return new BudgetExhausted(agentClass + " used its work budget for one decision (" + meter.usedInCall()
                        + " units) in " + what);
            case MATCH:
                return new BudgetExhausted(agentClass + " used its work budget for the match (" + meter.usedInMatch()
                        + " units) in " + what);
            case TIME:
                return new BudgetExhausted(agentClass + " ran out of time in " + what + ": still running "
                        + grace.toMillis() + " ms after its allowance of "
                        + allowance.map(Duration::toMillis).orElse(0L) + " ms");
            case ALLOCATION:
                return overAllocated(what);
            case NONE:
            default:
                break;
        }
        if (t instanceof RuntimeException e && !isBotClass(t.getClass())) {
            return e;
        }
        return new AgentCrashed(agentClass + " failed in " + what + ": " + describe(t) + where(t));
    }

    private String describe(Throwable t) {
        if (t instanceof StackOverflowError) {
            return "java.lang.StackOverflowError (recursion too deep)";
        }
        if (t instanceof OutOfMemoryError) {
            return "java.lang.OutOfMemoryError (it allocated too much)";
        }
        if (t instanceof ExceptionInInitializerError && t.getCause() != null) {
            return "a static initializer threw " + describe(t.getCause());
        }
        String message = message(t);
        return t.getClass().getName() + (message == null ? "" : ": " + message);
    }

    /** A bot-defined throwable's message is bot code: it runs metered, and may fail. */
    private static String message(Throwable t) {
        try {
            return t.getMessage();
        } catch (Throwable failed) {
            return "(its message could not be read: " + failed.getClass().getName() + ")";
        }
    }

    /** @return the innermost frames of the bot's own code, as " at a.B.c(B.java:12) ..." */
    private String where(Throwable t) {
        StackTraceElement[] trace;
        try {
            trace = t.getStackTrace();
        } catch (Throwable failed) {
            return "";
        }
        StringBuilder s = new StringBuilder();
        int shown = 0;
        for (StackTraceElement e : trace) {
            if (loader.getName().equals(e.getClassLoaderName())
                    && !e.getMethodName().startsWith(Instrumenter.RESERVED_PREFIX)
                    && shown++ < FRAMES_SHOWN) {
                s.append(shown == 1 ? " at " : " < ")
                        .append(e.getClassName())
                        .append('.')
                        .append(e.getMethodName())
                        .append('(')
                        .append(e.getFileName())
                        .append(':')
                        .append(e.getLineNumber())
                        .append(')');
            }
        }
        return s.toString();
    }

    private boolean isBotClass(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            if (c.getClassLoader() == loader) {
                return true;
            }
        }
        return false;
    }
}
