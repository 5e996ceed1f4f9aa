package org.knightsarena.platform.worker;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;

/**
 * A pool's worker JVMs and how many matches each has in flight: which worker the next match goes
 * to, when to start one, when to forget one. Thread-safe.
 *
 * <p>A match goes to an idle worker if there is one, else to a new worker while the pool has fewer
 * than {@link WorkerSettings#workers()} (matches are spread before they are queued), else behind
 * the matches of the worker with the fewest, up to {@link WorkerSettings#inFlight()}; among equals,
 * the most recently used worker, which is the warmest.
 */
final class WorkerRoster {

    private final List<String> command;
    private final WorkerSettings settings;
    private final ScheduledExecutorService timer;
    /** The live workers, the most recently used first. */
    private final List<WorkerProcess> order = new ArrayList<>();

    private final Map<WorkerProcess, Integer> inFlight = new HashMap<>();
    private int starting;
    private boolean closed;

    WorkerRoster(List<String> command, WorkerSettings settings, ScheduledExecutorService timer) {
        this.command = command;
        this.settings = settings;
        this.timer = timer;
    }

    /**
     * Takes room for one match on a worker, starting one if that is where the match should go.
     *
     * @return the worker, whose count of matches in flight includes this one
     * @throws IllegalStateException if the pool is closed or a new worker could not start (the
     *                               message says why)
     */
    WorkerProcess take() {
        synchronized (this) {
            while (true) {
                if (closed) {
                    throw new IllegalStateException("the pool was closed");
                }
                WorkerProcess least = leastBusy();
                boolean full = order.size() + starting >= settings.workers();
                if (least != null && (inFlight.get(least) == 0 || full)) {
                    inFlight.merge(least, 1, Integer::sum);
                    return least;
                }
                if (!full) {
                    starting++;
                    break;
                }
                // every worker is full or starting: wait for room
                waitForChange();
            }
        }
        return startOne();
    }

    /**
     * Gives back the room a match took on {@code worker}.
     *
     * @param healthy whether the worker is still good for matches; if not, it is destroyed and
     *                forgotten (the other matches in flight on it learn that from their channel)
     */
    synchronized void giveBack(WorkerProcess worker, boolean healthy) {
        Integer count = inFlight.get(worker);
        if (count != null) {
            if (healthy && !closed) {
                inFlight.put(worker, count - 1);
                order.remove(worker);
                order.add(0, worker);
            } else {
                forget(worker);
            }
        }
        if (!healthy) {
            worker.destroy();
        }
        notifyAll();
    }

    /** @return the matches in flight on the live workers, counting those about to be sent */
    synchronized int matchesInFlight() {
        return inFlight.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** @return the process ids of the live workers */
    synchronized List<Long> pids() {
        return order.stream().map(WorkerProcess::pid).toList();
    }

    /** Kills every worker and refuses to take room from now on. */
    synchronized void close() {
        closed = true;
        for (WorkerProcess worker : order) {
            worker.destroy();
        }
        order.clear();
        inFlight.clear();
        notifyAll();
    }

    /** @return the live worker with the fewest matches in flight and room for one more, or null */
    private WorkerProcess leastBusy() {
        WorkerProcess least = null;
        for (WorkerProcess worker : List.copyOf(order)) {
            int count = inFlight.get(worker);
            if (!worker.isAlive()) {
                if (count == 0) {
                    forget(worker);
                    worker.destroy();
                }
                continue;
            }
            if (count < settings.inFlight() && (least == null || count < inFlight.get(least))) {
                least = worker;
            }
        }
        return least;
    }

    private WorkerProcess startOne() {
        WorkerProcess worker;
        try {
            worker = WorkerProcess.start(command, settings, timer);
        } catch (RuntimeException e) {
            synchronized (this) {
                starting--;
                notifyAll();
            }
            if (e instanceof RejectedExecutionException) {
                throw new IllegalStateException("the pool was closed", e);
            }
            throw e;
        }
        synchronized (this) {
            starting--;
            notifyAll();
            if (closed) {
                worker.destroy();
                throw new IllegalStateException("the pool was closed");
            }
            order.add(0, worker);
            inFlight.put(worker, 1);
            return worker;
        }
    }

    private void forget(WorkerProcess worker) {
        order.remove(worker);
        inFlight.remove(worker);
    }

    /** Waits for room; an interrupt is kept for the caller, which already holds its slot. */
    private void waitForChange() {
        try {
            wait();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for room on a worker JVM", e);
        }
    }
}
