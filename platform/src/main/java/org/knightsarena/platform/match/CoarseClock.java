package org.knightsarena.platform.match;

/**
 * A clock read with one memory load, for charging the built-in agents' turns: a daemon thread
 * sets it to {@link System#nanoTime()} every {@value #TICK_MILLIS} ms.
 *
 * <p>On this project's shared machines a {@code System.nanoTime()} costs 70 to 90 ns (a virtual
 * machine's clock), and the one read at every change of the deciding seat was some 8 % of a game
 * of random agents (issue 15, 4 December 2026). A reading lags the true time by up to a tick, more
 * when a loaded machine keeps the ticking thread waiting for a core: precise enough to charge a
 * trusted agent's turn against allowances of a second or so, not for the bots whose clock decides
 * their faults, which are timed with {@code System.nanoTime()} itself. The ticking costs about
 * one percent of a core.
 */
final class CoarseClock {
    static final long TICK_MILLIS = 2;

    private static volatile long now = System.nanoTime();

    static {
        Thread ticker = new Thread(CoarseClock::tick, "arena-coarse-clock");
        ticker.setDaemon(true);
        ticker.start();
    }

    private CoarseClock() {}

    /** @return {@code System.nanoTime()} as it was at most a tick ago, or a little more on a busy machine */
    static long nanoTime() {
        return now;
    }

    private static void tick() {
        while (true) {
            try {
                Thread.sleep(TICK_MILLIS);
            } catch (InterruptedException e) {
                return; // no one interrupts it; if someone does, readings stay where they were
            }
            now = System.nanoTime();
        }
    }
}
