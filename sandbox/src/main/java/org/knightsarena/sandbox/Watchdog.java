package org.knightsarena.sandbox;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.Iterator;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import org.knightsarena.sandbox.load.MeterControl;

/**
 * The one daemon thread that trips the meters of calls running past their wall-clock allowance.
 * Each agent has a {@link Deadline} that its calling thread writes at the start and end of every
 * call (one volatile store each, no task scheduled and cancelled per call); the thread looks at
 * every deadline each {@value #TICK_MILLIS} ms, and at the bytes the call's thread allocated since
 * the call began (bot code and the JDK code it calls alike, which the work meter cannot see).
 * Tripping only throws the meter's stop switch: the bot's next checking
 * charge throws, so time spent inside a long JDK call is cut off as soon as the call returns into
 * bot code. A JDK call that never returns is beyond it: see {@link HardStop}.
 *
 * <p>Static on purpose: one thread serves every sandboxed agent of the JVM. It holds the deadlines
 * weakly, so an agent dropped by the host (and its class loaders) can be collected. Thread-safe.
 */
final class Watchdog {
    static final long TICK_MILLIS = 10;

    private static final Queue<WeakReference<Deadline>> WATCHED = new ConcurrentLinkedQueue<>();
    /** The JVM's count of the bytes each thread allocated, where it keeps one (HotSpot does). */
    private static final Optional<com.sun.management.ThreadMXBean> ALLOCATION = allocationCounter();

    static {
        Thread thread = new Thread(Watchdog::watch, "sandbox-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    private Watchdog() {}

    private static Optional<com.sun.management.ThreadMXBean> allocationCounter() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads
                && threads.isThreadAllocatedMemorySupported()) {
            threads.setThreadAllocatedMemoryEnabled(true);
            return Optional.of(threads);
        }
        return Optional.empty();
    }

    /** @return a new, unarmed deadline for the agent metered by {@code meter}, watched from now on */
    static Deadline deadlineFor(MeterControl meter) {
        Deadline deadline = new Deadline(meter);
        WATCHED.add(new WeakReference<>(deadline));
        return deadline;
    }

    private static void watch() {
        while (true) {
            LockSupport.parkNanos(TICK_MILLIS * 1_000_000);
            long now = System.nanoTime();
            for (Iterator<WeakReference<Deadline>> i = WATCHED.iterator(); i.hasNext(); ) {
                Deadline deadline = i.next().get();
                if (deadline == null) {
                    i.remove();
                } else {
                    deadline.tripIfPast(now);
                }
            }
        }
    }

    /**
     * When one agent's current call must end: written by the agent's calling thread, read by the
     * watchdog's.
     */
    static final class Deadline {
        private static final long UNARMED = Long.MAX_VALUE;
        private static final VarHandle AT;

        static {
            try {
                AT = MethodHandles.lookup().findVarHandle(Deadline.class, "at", long.class);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError("the field is declared below", e);
            }
        }

        private final MeterControl meter;

        @SuppressWarnings("unused") // through AT
        private volatile long at = UNARMED;

        private long thread;
        private long allocatedAtStart;
        private long allocationCap;

        private Deadline(MeterControl meter) {
            this.meter = meter;
        }

        /**
         * Trips the meter once {@code after} has passed, or once the calling thread has allocated
         * more than {@code allocationCap} bytes from now on, unless {@link #disarm()} comes first.
         * Call from the thread that runs the call.
         */
        void arm(Duration after, long allocationCap) {
            long nanos;
            try {
                nanos = Math.max(0, after.toNanos());
            } catch (ArithmeticException tooLong) {
                nanos = Long.MAX_VALUE / 4; // centuries: never in practice, and no overflow below
            }
            thread = Thread.currentThread().getId();
            allocatedAtStart = ALLOCATION.isPresent() ? ALLOCATION.get().getCurrentThreadAllocatedBytes() : 0;
            this.allocationCap = allocationCap;
            AT.setVolatile(this, System.nanoTime() + nanos); // publishes the three fields above to the watchdog
        }

        /** @return whether the calling thread allocated more than the cap since {@link #arm}; call from that thread */
        boolean allocatedPastCap() {
            return ALLOCATION.isPresent()
                    && ALLOCATION.get().getCurrentThreadAllocatedBytes() - allocatedAtStart > allocationCap;
        }

        void disarm() {
            AT.setVolatile(this, UNARMED);
        }

        private void tripIfPast(long now) {
            long seen = (long) AT.getVolatile(this);
            if (seen == UNARMED) {
                return;
            }
            // compare by difference: nanoTime may be negative; the swap keeps a call that just
            // ended and re-armed from being tripped for its predecessor
            if (now - seen >= 0 && AT.compareAndSet(this, seen, UNARMED)) {
                meter.timeOut();
            } else if (ALLOCATION.isPresent()
                    && ALLOCATION.get().getThreadAllocatedBytes(thread) - allocatedAtStart > allocationCap
                    && AT.compareAndSet(this, seen, UNARMED)) {
                meter.overAllocated();
            }
        }
    }
}
