package org.knightsarena.web.http;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.thread.Scheduler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Closes a connection whose request headers take longer than a deadline to arrive. Jetty's idle
 * timeout alone does not: a client that sends one header byte every few seconds is never idle, and
 * Jetty 12 has no header timeout of its own (its minimum data rate counts body bytes only).
 *
 * <p>Each connection is looked at every half deadline. A connection whose parser is inside a
 * request's headers at two looks a deadline apart, with no request completed in between, is
 * closed: so headers may take up to the deadline, and are stopped within one and a half. Reading
 * the parser's state from the scheduler's thread is a racy read of one field, which at worst
 * delays a close by one look. Registered on a Jetty connector as a connection listener.
 * Thread-safe.
 */
public final class HeaderDeadline implements Connection.Listener {
    private static final Logger LOG = LoggerFactory.getLogger(HeaderDeadline.class);

    private final Scheduler scheduler;
    private final long deadlineMillis;

    /**
     * @param scheduler the connector's scheduler, which runs the looks
     * @param deadline  how long one request's headers may take to arrive; positive
     */
    public HeaderDeadline(Scheduler scheduler, Duration deadline) {
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        if (deadline.isNegative() || deadline.isZero()) {
            throw new IllegalArgumentException("the header deadline must be positive: " + deadline);
        }
        this.deadlineMillis = deadline.toMillis();
    }

    @Override
    public void onOpened(Connection connection) {
        if (connection instanceof HttpConnection http) {
            new Watch(http).schedule();
        }
    }

    /** The looks at one connection; only the scheduler's thread touches its fields. */
    private final class Watch implements Runnable {
        private final HttpConnection connection;
        /** Messages in when the headers now arriving were first seen unfinished; -1 when none are. */
        private long waitingSince = -1;
        private int looks;

        Watch(HttpConnection connection) {
            this.connection = connection;
        }

        void schedule() {
            scheduler.schedule(this, Math.max(1, deadlineMillis / 2), TimeUnit.MILLISECONDS);
        }

        @Override
        public void run() {
            if (!connection.getEndPoint().isOpen()) {
                return;
            }
            boolean inHeaders = !connection.getParser().isStart() && connection.getParser().inHeaderState();
            long messages = connection.getMessagesIn();
            if (!inHeaders || messages != waitingSince) {
                waitingSince = inHeaders ? messages : -1;
                looks = inHeaders ? 1 : 0;
            } else if (++looks > 2) {
                LOG.info("closing a connection from {}: its request headers took longer than {} ms",
                        connection.getEndPoint().getRemoteSocketAddress(), deadlineMillis);
                connection.getEndPoint().close();
                return;
            }
            schedule();
        }
    }
}
