package org.knightsarena.web.bench;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A poor man's profiler for the load: every few milliseconds it takes the stacks of the threads
 * that are serving a request (Jetty threads inside Javalin) and counts, per sample, the innermost
 * project frame ({@code org.knightsarena}, outside this package) and the frame at the top of the
 * stack. The shares say where the server's request time goes. Runs on its own daemon thread until
 * {@link #stop}.
 */
public final class StackSampler {
    private final Duration interval;
    private final Map<String, Integer> projectFrames = new HashMap<>();
    private final Map<String, Integer> topFrames = new HashMap<>();
    private final Thread thread;
    private volatile boolean running = true;
    private int samples;

    private StackSampler(Duration interval) {
        this.interval = interval;
        this.thread = new Thread(this::sample, "bench-stack-sampler");
        this.thread.setDaemon(true);
    }

    /** Starts sampling every {@code interval}. */
    public static StackSampler start(Duration interval) {
        StackSampler sampler = new StackSampler(interval);
        sampler.thread.start();
        return sampler;
    }

    /** Stops sampling and waits for the sampling thread. */
    public void stop() throws InterruptedException {
        running = false;
        thread.join();
    }

    private void sample() {
        while (running) {
            for (Map.Entry<Thread, StackTraceElement[]> e :
                    Thread.getAllStackTraces().entrySet()) {
                StackTraceElement[] stack = e.getValue();
                if (!isServing(stack)) {
                    continue;
                }
                synchronized (this) {
                    samples++;
                    topFrames.merge(frame(stack[0]), 1, Integer::sum);
                    for (StackTraceElement f : stack) {
                        if (f.getClassName().startsWith("org.knightsarena.")
                                && !f.getClassName().startsWith(StackSampler.class.getPackageName())) {
                            projectFrames.merge(frame(f), 1, Integer::sum);
                            break;
                        }
                    }
                }
            }
            try {
                Thread.sleep(interval.toMillis());
            } catch (InterruptedException ex) {
                return;
            }
        }
    }

    /**
     * A request runs on a Jetty pool thread inside Javalin's servlet; an idle pool thread has
     * Jetty frames only, and Javalin's keep-alive thread has no Jetty frame.
     */
    private static boolean isServing(StackTraceElement[] stack) {
        boolean javalin = false;
        boolean jetty = false;
        for (StackTraceElement f : stack) {
            javalin |= f.getClassName().startsWith("io.javalin.");
            jetty |= f.getClassName().startsWith("org.eclipse.jetty.");
        }
        return javalin && jetty;
    }

    private static String frame(StackTraceElement f) {
        return f.getClassName() + "." + f.getMethodName();
    }

    /** A frame and its share of the samples. */
    public record Share(String frame, double percent) {}

    /** @return how many serving-thread stacks were taken */
    public synchronized int samples() {
        return samples;
    }

    /** @return the innermost project frames, most sampled first */
    public synchronized List<Share> projectFrames(int limit) {
        return top(projectFrames, limit);
    }

    /** @return the top-of-stack frames, most sampled first */
    public synchronized List<Share> topFrames(int limit) {
        return top(topFrames, limit);
    }

    private List<Share> top(Map<String, Integer> counts, int limit) {
        return counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(limit)
                .map(e -> new Share(e.getKey(), 100.0 * e.getValue() / Math.max(1, samples)))
                .toList();
    }
}
