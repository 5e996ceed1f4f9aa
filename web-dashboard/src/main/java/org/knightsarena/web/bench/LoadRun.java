package org.knightsarena.web.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A closed-loop HTTP load on loopback: each client thread sends one GET at a time, going round
 * the endpoints in turn (each thread starting at a different one), through one shared
 * {@link HttpClient}. Responses during the warm-up are thrown away; during the measured window
 * each response's time is recorded against its endpoint, and any status but 200 (or an I/O
 * failure) is counted as an error. Bounded in time and in requests per client.
 */
public final class LoadRun {
    /** Requests one client sends at most, whatever the duration. */
    public static final int MAX_REQUESTS_PER_CLIENT = 1_000_000;

    /** Error responses whose text is kept for printing, per endpoint. */
    private static final int KEPT_ERRORS = 3;

    /** An endpoint under load: a name for the table and the path and query to GET. */
    public record Endpoint(String name, String path) {
        /** @throws IllegalArgumentException when the path does not start with a slash */
        public Endpoint {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(path, "path");
            if (!path.startsWith("/")) {
                throw new IllegalArgumentException("an endpoint path starts with '/': " + path);
            }
        }
    }

    /**
     * What one endpoint did in the measured window.
     *
     * @param latencies the times of its 200 responses
     * @param errors responses with another status, or failed requests
     * @param errorSamples the first few errors, as status and text
     * @param unfinished requests that started in the window but ended after it (not timed)
     * @param seconds the length of the measured window
     */
    public record Figures(
            Endpoint endpoint,
            Latencies latencies,
            int errors,
            List<String> errorSamples,
            int unfinished,
            double seconds) {
        /** @return 200 responses per second over the window */
        public double throughput() {
            return latencies.count() / seconds;
        }
    }

    private final URI base;
    private final List<Endpoint> endpoints;
    private final int clients;

    /**
     * @param base the server's address, such as {@code http://127.0.0.1:8080/}; must be loopback
     * @param endpoints 1 or more
     * @param clients client threads, 1 or more
     */
    public LoadRun(URI base, List<Endpoint> endpoints, int clients) {
        this.base = Objects.requireNonNull(base, "base");
        this.endpoints = List.copyOf(endpoints);
        if (!"127.0.0.1".equals(base.getHost()) && !"localhost".equals(base.getHost())) {
            throw new IllegalArgumentException("the load only goes to this machine (127.0.0.1), not " + base);
        }
        if (this.endpoints.isEmpty() || clients < 1) {
            throw new IllegalArgumentException("a load needs an endpoint and a client, got " + this.endpoints.size()
                    + " endpoints and " + clients + " clients");
        }
        this.clients = clients;
    }

    /**
     * Sends one request to each endpoint, then runs the warm-up and the measured window.
     *
     * @return figures per endpoint, in the order given
     */
    public List<Figures> run(Duration warmup, Duration measured) throws InterruptedException {
        HttpClient http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
        prime(http);
        long start = System.nanoTime();
        long measureFrom = start + warmup.toNanos();
        long measureTo = measureFrom + measured.toNanos();
        Recorder[] recorders = new Recorder[endpoints.size()];
        for (int e = 0; e < recorders.length; e++) {
            recorders[e] = new Recorder();
        }
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int first = c % endpoints.size();
            Thread t = new Thread(() -> load(http, first, measureFrom, measureTo, recorders), "bench-client-" + c);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        double seconds = measured.toNanos() / 1e9;
        List<Figures> figures = new ArrayList<>();
        for (int e = 0; e < endpoints.size(); e++) {
            figures.add(new Figures(
                    endpoints.get(e),
                    recorders[e].latencies(),
                    recorders[e].errors.get(),
                    List.copyOf(recorders[e].samples),
                    recorders[e].unfinished.get(),
                    seconds));
        }
        return figures;
    }

    /**
     * Sends one untimed request to each endpoint first: the first request of a JVM sets up the
     * HTTP client, which can take longer than a short window.
     */
    private void prime(HttpClient http) throws InterruptedException {
        for (Endpoint e : endpoints) {
            try {
                http.send(
                        HttpRequest.newBuilder(base.resolve(e.path()))
                                .timeout(Duration.ofSeconds(60))
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.discarding());
            } catch (IOException failed) {
                // counted when it happens again under load
            }
        }
    }

    private void load(HttpClient http, int first, long measureFrom, long measureTo, Recorder[] recorders) {
        List<HttpRequest> requests = endpoints.stream()
                .map(e -> HttpRequest.newBuilder(base.resolve(e.path()))
                        .timeout(Duration.ofSeconds(60))
                        .GET()
                        .build())
                .toList();
        long[][] times = new long[endpoints.size()][64];
        int[] counts = new int[endpoints.size()];
        int e = first;
        for (int sent = 0; sent < MAX_REQUESTS_PER_CLIENT; sent++) {
            long begin = System.nanoTime();
            if (begin >= measureTo) {
                break;
            }
            int status;
            String text;
            try {
                HttpResponse<String> response = http.send(requests.get(e), HttpResponse.BodyHandlers.ofString());
                status = response.statusCode();
                text = status == 200 ? "" : response.body();
            } catch (IOException failed) {
                status = -1;
                text = failed.toString();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                break;
            }
            long end = System.nanoTime();
            // only requests that start and end inside the window count
            if (begin >= measureFrom && end <= measureTo) {
                if (status == 200) {
                    if (counts[e] == times[e].length) {
                        times[e] = Arrays.copyOf(times[e], times[e].length * 2);
                    }
                    times[e][counts[e]++] = end - begin;
                } else {
                    recorders[e].error(status, text);
                }
            } else if (begin >= measureFrom) {
                recorders[e].unfinished.incrementAndGet();
            }
            e = (e + 1) % endpoints.size();
        }
        for (int i = 0; i < endpoints.size(); i++) {
            recorders[i].add(Arrays.copyOf(times[i], counts[i]));
        }
    }

    /** Collects one endpoint's times from every client thread. Thread-safe. */
    private static final class Recorder {
        private final ConcurrentLinkedQueue<long[]> parts = new ConcurrentLinkedQueue<>();
        private final AtomicInteger errors = new AtomicInteger();
        private final AtomicInteger unfinished = new AtomicInteger();
        private final ConcurrentLinkedQueue<String> samples = new ConcurrentLinkedQueue<>();

        void add(long[] times) {
            parts.add(times);
        }

        void error(int status, String text) {
            if (errors.incrementAndGet() <= KEPT_ERRORS) {
                String shown = text.length() > 300 ? text.substring(0, 300) + "…" : text;
                samples.add((status < 0 ? "failed" : "HTTP " + status) + ": " + shown);
            }
        }

        Latencies latencies() {
            long[] all = parts.stream().flatMapToLong(Arrays::stream).toArray();
            return Latencies.of(all);
        }
    }
}
