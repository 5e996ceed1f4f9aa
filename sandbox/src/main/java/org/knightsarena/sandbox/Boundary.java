package org.knightsarena.sandbox;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ScheduledFuture;
import org.knightsarena.sandbox.load.BotClassLoader;
import org.knightsarena.sandbox.load.MeterControl;

/**
 * Where a host call enters bot code and leaves it again: each call gets a fresh call budget (and,
 * when given, a watchdog), and whatever escapes the bot is turned into something the host can
 * handle: {@link BudgetExhausted} when the meter ran out, the bot's runtime exception when it is
 * a JDK or API class, else {@link AgentCrashed}. The host never sees an {@code Error} from bot
 * code, and never runs a method of a bot-defined throwable outside the budget.
 *
 * <p>Used from the one thread that calls the agent.
 */
final class Boundary {
    private static final int FRAMES_SHOWN = 3;

    /** A call into bot code. */
    interface BotCall<T> {
        T call() throws Throwable;
    }

    private final String agentClass;
    private final BotClassLoader loader;
    private final MeterControl meter;
    private final Duration grace;
    private long mostPerCall;

    Boundary(String agentClass, BotClassLoader loader, MeterControl meter, Duration grace) {
        this.agentClass = agentClass;
        this.loader = loader;
        this.meter = meter;
        this.grace = grace;
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
     *                  stops it; empty for no watchdog
     */
    <T> T call(String what, Optional<Duration> allowance, BotCall<T> body) {
        meter.beginCall();
        ScheduledFuture<?> watch = allowance.map(a -> Watchdog.arm(meter, a.plus(grace))).orElse(null);
        try {
            return body.call();
        } catch (Throwable t) {
            throw translate(what, allowance, t);
        } finally {
            if (watch != null) {
                watch.cancel(false);
            }
            mostPerCall = Math.max(mostPerCall, meter.usedInCall());
        }
    }

    /** Runs while the call's meter is still open, so bot code it runs is still metered. */
    private RuntimeException translate(String what, Optional<Duration> allowance, Throwable t) {
        switch (meter.exhaustion()) {
            case DECISION:
                return new BudgetExhausted(agentClass + " used its work budget for one decision ("
                        + meter.usedInCall() + " units) in " + what);
            case MATCH:
                return new BudgetExhausted(agentClass + " used its work budget for the match ("
                        + meter.usedInMatch() + " units) in " + what);
            case TIME:
                return new BudgetExhausted(agentClass + " ran out of time in " + what + ": still running "
                        + grace.toMillis() + " ms after its allowance of "
                        + allowance.map(Duration::toMillis).orElse(0L) + " ms");
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
            if (loader.getName().equals(e.getClassLoaderName()) && shown++ < FRAMES_SHOWN) {
                s.append(shown == 1 ? " at " : " < ").append(e.getClassName()).append('.').append(e.getMethodName())
                        .append('(').append(e.getFileName()).append(':').append(e.getLineNumber()).append(')');
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
