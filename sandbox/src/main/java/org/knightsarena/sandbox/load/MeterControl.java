package org.knightsarena.sandbox.load;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.knightsarena.sandbox.instrument.runtime.Meter;

/**
 * The host's side of one agent's {@link Meter}: the meter class is defined in the agent's own
 * runtime loader, so the host reaches it through method handles rather than by name.
 *
 * <p>{@link #timeOut()} and {@link #overAllocated()} may be called from any thread (the watchdog); the other methods from the
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
        TIME,
        /** The allocation cap of the call, found by the watchdog. */
        ALLOCATION
    }

    private static final MethodType CONTROL =
            MethodType.methodType(long.class, int.class, long.class, long.class, long.class);

    private final MethodHandle control;

    private MeterControl(Class<?> meter) throws ReflectiveOperationException {
        control = MethodHandles.publicLookup().findStatic(meter, "control", CONTROL);
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
        control(Meter.START, matchSeed, workPerDecision, workPerMatch);
    }

    /** Grants a fresh call budget and clears the last exhaustion. */
    public void beginCall() {
        control(Meter.BEGIN_CALL, 0, 0, 0);
    }

    /** @return units the current (or last) call used */
    public long usedInCall() {
        return control(Meter.USED_IN_CALL, 0, 0, 0);
    }

    /** @return units the match used so far */
    public long usedInMatch() {
        return control(Meter.USED_IN_MATCH, 0, 0, 0);
    }

    /** @return what ran out in the current or last call */
    public Exhaustion exhaustion() {
        return Exhaustion.values()[(int) control(Meter.EXHAUSTION, 0, 0, 0)];
    }

    /** Makes the agent's next checking charge throw, out of time; safe from any thread. */
    public void timeOut() {
        control(Meter.TIME_OUT, Meter.TIME, 0, 0);
    }

    /** Makes the agent's next checking charge throw, over its allocation cap; safe from any thread. */
    public void overAllocated() {
        control(Meter.TIME_OUT, Meter.ALLOCATION, 0, 0);
    }

    private long control(int op, long a, long b, long c) {
        try {
            return (long) control.invokeExact(op, a, b, c);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new AssertionError("meter operations throw no checked exceptions", t);
        }
    }
}
