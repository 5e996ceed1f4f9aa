package org.knightsarena.web.http;

import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.thread.Scheduler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Closes a connection whose request arrives too slowly: headers that take longer than a deadline,
 * or a body that arrives slower than a minimum rate while the server waits for it.
 *
 * <p>Jetty does neither well here. Its idle timeout never fires on a client that sends a byte
 * every few seconds, it has no header timeout, and its minimum data rate refused complete 14-byte
 * bodies on a loaded machine (408), since it measures from the body's first byte to the
 * application's next read, however long the server itself took to read again.
 *
 * <p>So each connection is looked at every {@link #LOOK}. Headers: a connection whose parser is
 * inside the same request's headers at looks a deadline apart is closed, so headers may take up to
 * the deadline and are stopped within the deadline and one look. Body: only the time the server
 * spends waiting for body bytes counts (the parser is in the body and the connection waits to
 * read), so a busy server never blames its client; once that time passes a grace, the body's bytes
 * must keep up with the rate over the time past the grace. Reading the parser's state from the
 * scheduler's thread is a racy read of a field, which at worst delays a close by one look.
 * Registered on a Jetty connector as a connection listener. Thread-safe.
 */
public final class SlowRequests implements Connection.Listener {
    /** How often each connection is looked at. */
    static final Duration LOOK = Duration.ofMillis(500);

    private static final Logger LOG = LoggerFactory.getLogger(SlowRequests.class);

    private final Scheduler scheduler;
    private final long headerMillis;
    private final long graceMillis;
    private final long minBytesPerSecond;

    /**
     * @param scheduler         the connector's scheduler, which runs the looks
     * @param headerDeadline    how long one request's headers may take to arrive; positive
     * @param bodyGrace         how long the server may wait for a body's bytes before the rate
     *                          applies; positive
     * @param minBytesPerSecond the rate a body must keep up past its grace; at least 1
     */
    public SlowRequests(Scheduler scheduler, Duration headerDeadline, Duration bodyGrace, long minBytesPerSecond) {
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.headerMillis = headerDeadline.toMillis();
        this.graceMillis = bodyGrace.toMillis();
        this.minBytesPerSecond = minBytesPerSecond;
        if (headerMillis <= 0 || graceMillis <= 0 || minBytesPerSecond < 1) {
            throw new IllegalArgumentException("slow-request limits must be positive: headers " + headerDeadline
                    + ", body grace " + bodyGrace + ", " + minBytesPerSecond + " bytes per second");
        }
    }

    @Override
    public void onOpened(Connection connection) {
        if (connection instanceof HttpConnection http) {
            new Watch(http).schedule();
        }
    }

    /** Why a connection was closed under a handler still reading its request. */
    static final class TooSlow extends IOException {
        private static final long serialVersionUID = 1L;

        TooSlow(String message) {
            super(message);
        }
    }

    /** The looks at one connection; only the scheduler's thread touches its fields. */
    private final class Watch implements Runnable {
        private final HttpConnection connection;
        /** The request looked at (its number among the connection's requests), -1 for none. */
        private long request = -1;

        private long headerMillisSeen;
        private long bodyWaitMillis;
        private long bodyBytesAtStart = -1;

        Watch(HttpConnection connection) {
            this.connection = connection;
        }

        void schedule() {
            scheduler.schedule(this, LOOK.toMillis(), TimeUnit.MILLISECONDS);
        }

        @Override
        public void run() {
            if (!connection.getEndPoint().isOpen()) {
                return;
            }
            String late = late();
            if (late != null) {
                LOG.info(
                        "closing a connection from {}: {}",
                        connection.getEndPoint().getRemoteSocketAddress(),
                        late);
                // The cause reaches a handler blocked reading the body, which answers in one line.
                connection.getEndPoint().close(new TooSlow(late));
                return;
            }
            schedule();
        }

        /** @return why the request now arriving is too slow, or null while it is not */
        private String late() {
            boolean inHeaders =
                    !connection.getParser().isStart() && connection.getParser().inHeaderState();
            boolean inBody = connection.getParser().inContentState();
            long messages = connection.getMessagesIn();
            if (messages != request || !(inHeaders || inBody)) {
                request = inHeaders || inBody ? messages : -1;
                headerMillisSeen = 0;
                bodyWaitMillis = 0;
                bodyBytesAtStart = -1;
                return null;
            }
            if (inHeaders) {
                headerMillisSeen += LOOK.toMillis();
                return headerMillisSeen > headerMillis
                        ? "its request headers took longer than " + headerMillis + " ms"
                        : null;
            }
            if (bodyBytesAtStart < 0) {
                bodyBytesAtStart = connection.getBytesIn();
            }
            if (connection.getEndPoint().isFillInterested()) {
                bodyWaitMillis += LOOK.toMillis();
            }
            long owed = minBytesPerSecond * Math.max(0, bodyWaitMillis - graceMillis) / 1000;
            long arrived = connection.getBytesIn() - bodyBytesAtStart;
            return arrived < owed
                    ? "its request body arrived slower than " + minBytesPerSecond + " bytes a second"
                    : null;
        }
    }
}
