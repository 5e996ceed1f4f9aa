package org.knightsarena.sandbox.instrument.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MutableCallSite;
import java.lang.invoke.VarHandle;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * The work meter and determinism hooks of one agent instance: the static methods instrumented bot
 * code calls.
 *
 * <p>Static on purpose: the runtime loader of each bot class loader defines this class anew, so
 * its fields belong to the one agent that loader serves at a time (a loader serves one agent after
 * another, match after match; {@link #start} clears every field for the next) and die with it. Bot code can never name this class
 * (the verifier refuses every {@code org/knightsarena/} reference outside the API, and it is not
 * visible through the bot loader's parent), so only instrumented calls and the host reach it.
 *
 * <p>Work is counted in units: at each method entry, one per instruction of the method outside its
 * loops; at each loop head, one per instruction of that loop (not of its inner loops); one per
 * element of each array allocated. Each host call into the agent starts with
 * {@link #beginCall()}, which grants the smaller of the per-decision budget and what is left of the
 * match budget. Once the grant is used up, or a checking charge (at a method entry, a loop head or
 * a handler) finds that the watchdog called {@link #stop}, every charge throws
 * {@link WorkLimitError} until the next {@code beginCall}.
 *
 * <p>Hooks are called from the agent's thread; only {@link #stop} comes from another thread. It
 * sets the volatile {@code stopped}, the truth, and throws the {@link #STOP_SWITCH}, which every
 * checking charge asks. Compiled code takes the switch's position as a constant, so in the JIT's
 * code a checking charge is no more than a subtraction and a comparison; throwing the switch makes
 * the JVM deoptimize the compiled code that asked it, including a loop running at that moment (at
 * its next safepoint poll, which every compiled loop has), and the interpreter then sees the new
 * position. A volatile read at every loop head instead was a barrier to the JIT, which made the
 * compiled code reload every field and array it held in registers at every iteration (about 40 % of
 * the sandboxed heuristic sample bot's time per decision, docs/benchmarks.md, issue 18, 4 December).
 */
public final class Meter {
    /** {@link #exhaustion()}: nothing ran out. */
    public static final int NONE = 0;
    /** {@link #exhaustion()}: the budget of one call ran out. */
    public static final int DECISION = 1;
    /** {@link #exhaustion()}: the budget of the match ran out. */
    public static final int MATCH = 2;
    /** {@link #exhaustion()}: the watchdog found the call over its wall-clock allowance. */
    public static final int TIME = 3;
    /** {@link #exhaustion()}: the watchdog found the call's thread over its allocation cap. */
    public static final int ALLOCATION = 4;

    /** Virtual nanoseconds per unit of work; the bot's clocks advance only with its work. */
    static final long NANOS_PER_UNIT = 1;
    /** Where the virtual wall clock starts: 2026-01-01T00:00:00Z. */
    static final long EPOCH_MILLIS = 1_767_225_600_000L;

    /** What numbering an object costs: a hash table lookup, where the bot's call counted one unit. */
    static final int IDENTITY_COST = 50;

    private static final WorkLimitError LIMIT = new WorkLimitError();
    private static final ClassValue<Boolean> OWN_HASH_CODE = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            if (Enum.class.isAssignableFrom(type)) {
                return false; // Enum#hashCode is final and is the identity hash
            }
            try {
                return type.getMethod("hashCode").getDeclaringClass() != Object.class;
            } catch (NoSuchMethodException e) {
                return false;
            }
        }
    };

    /** The switch's two positions: {@link #STOP_SWITCH} answers whether the call may have been stopped. */
    private static final MethodHandle GO = MethodHandles.constant(boolean.class, false);

    private static final MethodHandle HALT = MethodHandles.constant(boolean.class, true);
    /**
     * At {@link #HALT} from {@link #stop} until the next call or the next checking charge that finds
     * {@code stopped} clear (a stop that raced with the call's end): then checking charges take the
     * slow path, which reads {@code stopped}.
     */
    private static final MutableCallSite STOP_SWITCH = new MutableCallSite(GO);

    private static final MethodHandle MAY_BE_STOPPED = STOP_SWITCH.dynamicInvoker();

    private static long left;

    private static long granted;
    private static long perDecision;
    private static long matchLeft;
    private static long matchBudget;
    private static int exhaustion;
    /** Why the watchdog stopped the call ({@link #TIME} or {@link #ALLOCATION}), or {@link #NONE}. */
    private static volatile int stopped;

    private static SplittableRandom seeds;
    private static Random mathRandom;
    private static IdentityNumbers identities;
    /**
     * Which match the agent plays: one more at every {@link #start}. A bot class whose epoch
     * differs resets its static fields and runs its static initializer again at its first use.
     */
    private static int epoch;

    private Meter() {}

    // ---- called by the host (through one method handle), never by bot code

    /** {@link #control} operations. */
    public static final int START = 0;
    /** {@link #control}: {@link #beginCall()}. */
    public static final int BEGIN_CALL = 1;
    /** {@link #control}: {@link #usedInCall()}. */
    public static final int USED_IN_CALL = 2;
    /** {@link #control}: {@link #usedInMatch()}. */
    public static final int USED_IN_MATCH = 3;
    /** {@link #control}: {@link #exhaustion()}. */
    public static final int EXHAUSTION = 4;
    /** {@link #control}: {@link #stop}, with the reason as {@code a}. */
    public static final int TIME_OUT = 5;

    /**
     * The host's one entry point, so that it needs a single method handle per agent: runs the
     * operation {@code op} ({@link #START} takes the seed and the two budgets as {@code a}, {@code b},
     * {@code c}) and returns its result, or 0 for operations without one.
     */
    public static long control(int op, long a, long b, long c) {
        switch (op) {
            case START:
                start(a, b, c);
                return 0;
            case BEGIN_CALL:
                beginCall();
                return 0;
            case USED_IN_CALL:
                return usedInCall();
            case USED_IN_MATCH:
                return usedInMatch();
            case EXHAUSTION:
                return exhaustion();
            case TIME_OUT:
                stop((int) a);
                return 0;
            default:
                throw new IllegalArgumentException("no meter operation " + op);
        }
    }

    /** Sets the budgets and the match seed; the agent may then be called. */
    public static void start(long matchSeed, long workPerDecision, long workPerMatch) {
        perDecision = workPerDecision;
        matchBudget = workPerMatch;
        matchLeft = workPerMatch;
        epoch++;
        seeds = new SplittableRandom(matchSeed);
        mathRandom = new Random(seeds.nextLong());
        identities = new IdentityNumbers(seeds.nextLong());
        granted = 0;
        left = 0;
        exhaustion = NONE;
        stopped = NONE;
        setSwitch(GO);
    }

    /** Grants the budget of one host call; ends the previous call's exhaustion. */
    public static void beginCall() {
        settle();
        granted = Math.min(perDecision, matchLeft);
        left = granted;
        exhaustion = NONE;
        stopped = NONE;
        setSwitch(GO);
    }

    /** @return the units the current (or last) call used so far */
    public static long usedInCall() {
        return Math.max(0, granted - left);
    }

    /** @return the units the match used so far, including the current call */
    public static long usedInMatch() {
        return matchBudget - matchLeft + Math.min(granted, usedInCall());
    }

    /** @return {@link #NONE}, {@link #DECISION}, {@link #MATCH} or {@link #TIME} */
    public static int exhaustion() {
        return exhaustion;
    }

    /**
     * Called by the watchdog thread: the next checking charge throws, for {@link #TIME} or
     * {@link #ALLOCATION}, once the JVM has deoptimized the compiled code that took the switch's
     * position as a constant.
     */
    public static void stop(int reason) {
        stopped = reason;
        VarHandle.fullFence(); // the agent's thread, clearing a stale stop, sets the switch and then reads the reason
        setSwitch(HALT);
    }

    /** Sets the switch, unless it is there already: a change deoptimizes the code that asked it. */
    private static void setSwitch(MethodHandle position) {
        if (STOP_SWITCH.getTarget() != position) {
            STOP_SWITCH.setTarget(position);
            MutableCallSite.syncAll(new MutableCallSite[] {STOP_SWITCH});
        }
    }

    private static boolean mayBeStopped() {
        try {
            return (boolean) MAY_BE_STOPPED.invokeExact();
        } catch (RuntimeException | Error e) {
            throw e; // a StackOverflowError of deep recursion, say, as any call there would throw
        } catch (Throwable t) {
            throw new AssertionError("a constant method handle throws nothing", t);
        }
    }

    private static void settle() {
        matchLeft -= Math.min(granted, usedInCall());
        granted = 0;
    }

    // ---- called by instrumented bot code

    /** Charges the instructions of one basic block. */
    public static void charge(int units) {
        long l = left - units;
        left = l;
        if (l < 0) {
            exhausted();
        }
    }

    /**
     * Charges the instructions of a block that starts a method, a loop iteration or a handler,
     * and checks whether the watchdog stopped the call: every endless run passes such blocks.
     */
    public static void chargeAndCheck(int units) {
        long l = left - units;
        left = l;
        if (l < 0 || mayBeStopped()) {
            exhaustedOrStopped();
        }
    }

    private static void exhaustedOrStopped() {
        if (left < 0 || stopped != NONE) {
            exhausted();
        }
        setSwitch(GO); // thrown for a call that has ended: this one goes on
        VarHandle.fullFence(); // unless the watchdog stops this one meanwhile: then it must stay thrown
        if (stopped != NONE) {
            setSwitch(HALT);
            exhausted();
        }
    }

    /** Charges an array allocation of {@code length} elements. */
    public static void chargeCells(int length) {
        if (length > 0) {
            charge(length);
        }
    }

    /** Charges a multi-dimensional allocation: the product of its dimensions, capped. */
    public static void chargeCells(long cells) {
        chargeCells((int) Math.min(cells, Integer.MAX_VALUE));
    }

    /** One step of the product of array dimensions; negative dimensions count as zero. */
    public static long timesDimension(long product, int dimension) {
        return Math.min(product * Math.max(dimension, 0), Integer.MAX_VALUE);
    }

    private static void exhausted() {
        if (exhaustion == NONE) {
            int why = stopped;
            exhaustion = why != NONE ? why : granted < perDecision ? MATCH : DECISION;
        }
        if (left >= 0) {
            left = -1; // once out of time, out of work too: every later charge throws
        }
        throw LIMIT;
    }

    /** @return the epoch of the match being played, which bot classes compare their own with */
    public static int epoch() {
        return epoch;
    }

    /**
     * What a static initializer's exception becomes, as the JVM would make of it: bot code cannot
     * name {@code ExceptionInInitializerError} itself.
     */
    public static Error initializerFailed(Throwable thrown) {
        return new ExceptionInInitializerError(thrown);
    }

    /** Replaces the seed of {@code new Random()} and {@code new SplittableRandom()}. */
    public static long seed() {
        return seeds.nextLong();
    }

    /** Replaces {@code Random::new} method references. */
    public static Random newRandom() {
        return new Random(seeds.nextLong());
    }

    /** Replaces {@code SplittableRandom::new} method references. */
    public static SplittableRandom newSplittableRandom() {
        return new SplittableRandom(seeds.nextLong());
    }

    /** Replaces {@code Math.random()} and {@code StrictMath.random()}. */
    public static double random() {
        return mathRandom.nextDouble();
    }

    /** Replaces {@code Collections.shuffle(List)}, which uses a generator the bot cannot seed. */
    public static void shuffle(List<?> list) {
        Collections.shuffle(list, mathRandom);
    }

    /** Replaces {@code System.nanoTime()}: the work done in the match, as virtual nanoseconds. */
    public static long nanoTime() {
        return usedInMatch() * NANOS_PER_UNIT;
    }

    /** Replaces {@code System.currentTimeMillis()}: a fixed epoch plus the virtual time. */
    public static long currentTimeMillis() {
        return EPOCH_MILLIS + nanoTime() / 1_000_000;
    }

    /** Replaces {@code System.identityHashCode} and {@code super.hashCode()} on {@code Object}. */
    public static int identityHashCode(Object o) {
        return o == null ? 0 : number(o);
    }

    /** Replaces {@code hashCode()} called on {@code Object}, {@code Enum} or a bot enum. */
    public static int hashCode(Object o) {
        return OWN_HASH_CODE.get(o.getClass()) ? o.hashCode() : number(o);
    }

    private static int number(Object o) {
        chargeAndCheck(IDENTITY_COST);
        return identities.numberOf(o);
    }
}
