package org.knightsarena.tournaments.queue;

/**
 * How many of a tournament's matches are in each state.
 *
 * @param queued waiting for a worker
 * @param running claimed under a lease
 * @param finished with a stored result
 * @param aborted given up
 */
public record QueueCounts(int queued, int running, int finished, int aborted) {

    /** Returns every match of the tournament. */
    public int total() {
        return queued + running + finished + aborted;
    }

    /** Returns matches that are over: finished or given up. */
    public int done() {
        return finished + aborted;
    }

    /** Returns whether no match waits or runs. */
    public boolean isDrained() {
        return queued == 0 && running == 0;
    }
}
