package org.knightsarena.platform.worker;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Reads a worker's stderr to its end on a daemon thread, so a chatty worker never blocks on a
 * full pipe, and keeps its last lines (each cut to a length) for the report of a crash.
 * Thread-safe.
 */
final class StderrTail {

    static final int LINES = 12;
    static final int LINE_LENGTH = 300;

    private final Deque<String> lines = new ArrayDeque<>();
    private final CountDownLatch ended = new CountDownLatch(1);

    private StderrTail() {}

    /** Starts draining {@code stream} on a daemon thread named {@code name}. */
    static StderrTail drain(InputStream stream, String name) {
        StderrTail tail = new StderrTail();
        Thread reader = new Thread(() -> tail.readAll(stream), name);
        reader.setDaemon(true);
        reader.start();
        return tail;
    }

    /** Forgets the lines read so far, so that the next report covers one match only. */
    synchronized void clear() {
        lines.clear();
    }

    /** @return the last lines read, oldest first */
    synchronized List<String> lines() {
        return List.copyOf(lines);
    }

    private void readAll(InputStream stream) {
        StringBuilder line = new StringBuilder();
        boolean cut = false;
        try (Reader in = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
            char[] buffer = new char[8192];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                for (int i = 0; i < n; i++) {
                    char c = buffer[i];
                    if (c == '\n') {
                        add(line, cut);
                        line.setLength(0);
                        cut = false;
                    } else if (line.length() < LINE_LENGTH) {
                        line.append(c);
                    } else {
                        cut = true;
                    }
                }
            }
        } catch (IOException e) {
            // the worker is gone; what was read is kept
        }
        if (line.length() > 0) {
            add(line, cut);
        }
        ended.countDown();
    }

    /** Waits up to {@code timeout} for the stream's end, so that a dead worker's last words are read. */
    void awaitEnd(Duration timeout) {
        try {
            ended.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private synchronized void add(StringBuilder line, boolean cut) {
        if (lines.size() == LINES) {
            lines.removeFirst();
        }
        String text = line.toString().stripTrailing();
        lines.addLast(cut ? text + "…" : text);
    }
}
