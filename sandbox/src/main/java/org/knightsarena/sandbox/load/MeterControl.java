package org.knightsarena.sandbox.load;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.knightsarena.sandbox.instrument.runtime.Meter;

/**
 * The host's side of one agent's {@link Meter}: the meter class is defined in the agent's own
 * runtime loader, so the host reaches it through method handles rather than by name.
 *
 * <p>{@link #timeOut()} may be called from any thread (the watchdog); the other methods from the
 * thread that calls the agent.
 */
public final class MeterControl {

    /** What made the meter throw in the current or last call. */
    public enum Exhaustion {
        /** Nothing ran out. */
        NONE,
        /** The work budget of one call. */
        DECISION,
        /** The work budget of the match. */
        MATCH,
        /** The wall-clock allowance of the call, found by the watchdog. */
        TIME
    }

    private static final MethodType VOID = MethodType.methodType(void.class);
    private static final MethodType LONG = MethodType.methodType(long.class);

    private final MethodHandle start;
    private final MethodHandle beginCall;
    private final MethodHandle usedInCall;
    private final MethodHandle usedInMatch;
    private final MethodHandle exhaustion;
    private final MethodHandle timeOut;

    private MeterControl(Class<?> meter) throws ReflectiveOperationException {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        start = lookup.findStatic(meter, "start", MethodType.methodType(void.class, long.class, long.class, long.class));
        beginCall = lookup.findStatic(meter, "beginCall", VOID);
        usedInCall = lookup.findStatic(meter, "usedInCall", LONG);
        usedInMatch = lookup.findStatic(meter, "usedInMatch", LONG);
        exhaustion = lookup.findStatic(meter, "exhaustion", MethodType.methodType(int.class));
        timeOut = lookup.findStatic(meter, "timeOut", VOID);
    }

    static MeterControl of(ClassLoader runtime) {
        try {
            return new MeterControl(Class.forName(Meter.class.getName(), true, runtime));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the sandbox runtime does not match the sandbox: " + e, e);
        }
    }

    /**
     * Sets the budgets and the seed of the determinism rewrites; call once, before the agent runs.
     *
     * @param matchSeed       the match seed
     * @param workPerDecision units one call may use, at least 1
     * @param workPerMatch    units the whole match may use, at least 1
     */
    public void start(long matchSeed, long workPerDecision, long workPerMatch) {
        run(() -> {
            start.invokeExact(matchSeed, workPerDecision, workPerMatch);
        });
    }

    /** Grants a fresh call budget and clears the last exhaustion. */
    public void beginCall() {
        run(() -> {
            beginCall.invokeExact();
        });
    }

    /** @return units the current (or last) call used */
    public long usedInCall() {
        return get(() -> (long) usedInCall.invokeExact());
    }

    /** @return units the match used so far */
    public long usedInMatch() {
        return get(() -> (long) usedInMatch.invokeExact());
    }

    /** @return what ran out in the current or last call */
    public Exhaustion exhaustion() {
        int code = (int) get(() -> (long) (int) exhaustion.invokeExact());
        return Exhaustion.values()[code];
    }

    /** Makes the next charge of the agent's code throw; safe from any thread. */
    public void timeOut() {
        run(() -> {
            timeOut.invokeExact();
        });
    }

    private interface Call {
        void run() throws Throwable;
    }

    private interface Read {
        long get() throws Throwable;
    }

    private static void run(Call call) {
        try {
            call.run();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new AssertionError("meter methods throw no checked exceptions", t);
        }
    }

    private static long get(Read read) {
        try {
            return read.get();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new AssertionError("meter methods throw no checked exceptions", t);
        }
    }
}
