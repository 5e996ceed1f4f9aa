package org.knightsarena.web.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.RawHttp;
import org.knightsarena.web.TestDashboard;

/**
 * Slow clients against a real server on loopback: sockets that send a {@code /login} request's
 * headers and then trickle its body a byte at a time. Every run is bounded in sockets and time,
 * and every socket is closed at the end.
 */
class SlowClientsTest {
    /** How long a test waits for an answer before it counts the server as starved. */
    private static final Duration PATIENCE = Duration.ofSeconds(15);

    @TempDir
    Path data;

    @Test
    void threeHundredTricklingLoginBodiesLeaveTheServerAnsweringOthers() throws Exception {
        try (TestDashboard server = TestDashboard.start(data);
                Trickle attack = new Trickle(server.url(), "127.0.0.2")) {
            for (int i = 0; i < 300; i++) {
                attack.open();
            }
            // Let the attack's requests reach their handlers before the normal client asks.
            attack.trickleFor(Duration.ofSeconds(1));
            HttpClient normal = HttpClient.newBuilder().connectTimeout(PATIENCE).build();
            for (int i = 0; i < 3; i++) {
                HttpResponse<String> page = normal.send(
                        HttpRequest.newBuilder(server.url().resolve("/login"))
                                .timeout(PATIENCE)
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(200, page.statusCode());
                attack.trickleFor(Duration.ofMillis(200));
            }
        }
    }

    @Test
    void aBodyTrickledBelowTheMinimumRateHasItsConnectionClosedPastTheGrace() throws Exception {
        // Five bytes a second never leave a read waiting for the 10 s read timeout, but stay far
        // below 1 KiB/s: past the 10 s grace the connection is closed.
        try (TestDashboard server = TestDashboard.start(data);
                Trickle slow = new Trickle(server.url(), "127.0.0.3")) {
            Socket socket = slow.open();
            socket.setSoTimeout((int) PATIENCE.toMillis());
            Thread trickler = new Thread(() -> slow.trickleFor(PATIENCE), "trickler");
            trickler.start();
            int answer = readOrReset(socket.getInputStream());
            slow.stop();
            trickler.join();
            assertEquals(-1, answer, "the trickled request's connection is closed, unanswered");
        }
    }

    @Test
    void aBodyThatStopsArrivingIsAnswered408AfterTheReadTimeout() throws Exception {
        DashboardSettings quick = TestDashboard.settings(data)
                .withConnections(new ConnectionLimits(
                        Duration.ofSeconds(30), Duration.ofSeconds(10), Duration.ofSeconds(1), 1, 64));
        try (TestDashboard server = TestDashboard.start(data, quick);
                Trickle stalled = new Trickle(server.url(), "127.0.0.6")) {
            Socket socket = stalled.open();
            socket.setSoTimeout((int) PATIENCE.toMillis());
            byte[] answer = socket.getInputStream().readAllBytes();
            String text = new String(answer, StandardCharsets.UTF_8);
            assertTrue(text.startsWith("HTTP/1.1 408"), text);
        }
    }

    @Test
    void connectionsPastTheCapPerAddressAreClosedAtOnceWhileOtherAddressesAreServed() throws Exception {
        DashboardSettings capped =
                TestDashboard.settings(data).withConnections(ConnectionLimits.DEFAULT.withPerAddress(4));
        try (TestDashboard server = TestDashboard.start(data, capped);
                Trickle held = new Trickle(server.url(), "127.0.0.4")) {
            for (int i = 0; i < 4; i++) {
                held.open();
            }
            held.trickleFor(Duration.ofMillis(200));
            Socket extra = RawHttp.connect(server.url(), "127.0.0.4");
            held.add(extra);
            extra.setSoTimeout((int) PATIENCE.toMillis());
            assertEquals(-1, readOrReset(extra.getInputStream()), "the fifth connection is closed unread");
            assertEquals(
                    200,
                    RawHttp.send(server.url(), "127.0.0.5", "GET", "/login", Map.of(), "")
                            .status());
        }
    }

    @Test
    void aConnectionThatSendsNothingIsClosedAfterTheIdleTimeout() throws Exception {
        DashboardSettings quick = TestDashboard.settings(data)
                .withConnections(new ConnectionLimits(
                        Duration.ofSeconds(1), Duration.ofSeconds(10), Duration.ofSeconds(10), 1, 64));
        try (TestDashboard server = TestDashboard.start(data, quick);
                Socket silent = RawHttp.connect(server.url(), "127.0.0.8")) {
            // Without the idle timeout the read would outlast the socket's own timeout and throw.
            silent.setSoTimeout((int) PATIENCE.toMillis());
            assertEquals(-1, readOrReset(silent.getInputStream()), "the server closes the silent connection");
        }
    }

    @Test
    void headersTrickledPastTheirDeadlineCloseTheConnectionThoughItIsNeverIdle() throws Exception {
        DashboardSettings quick = TestDashboard.settings(data)
                .withConnections(ConnectionLimits.DEFAULT.withHeaderTimeout(Duration.ofSeconds(1)));
        try (TestDashboard server = TestDashboard.start(data, quick);
                Socket slow = RawHttp.connect(server.url(), "127.0.0.7")) {
            slow.setSoTimeout(200);
            OutputStream out = slow.getOutputStream();
            out.write(("GET /login HTTP/1.1\r\nHost: " + server.url().getHost() + "\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            // One header byte every 200 ms: never idle for the 30 s idle timeout, and the headers
            // never end. Bounded: at most PATIENCE of trickling.
            long end = System.nanoTime() + PATIENCE.toNanos();
            boolean closed = false;
            while (!closed && System.nanoTime() < end) {
                try {
                    out.write('x');
                    out.flush();
                    closed = readOrReset(slow.getInputStream()) == -1;
                } catch (java.net.SocketTimeoutException stillOpen) {
                    // Nothing to read yet: the server is still waiting for the headers.
                } catch (IOException closedByTheServer) {
                    closed = true;
                }
            }
            assertTrue(closed, "the server still waits for headers trickled for " + PATIENCE);
            assertEquals(
                    200,
                    RawHttp.send(server.url(), "127.0.0.7", "GET", "/login", Map.of(), "")
                            .status(),
                    "a client that sends its headers at once is served");
        }
    }

    /** @return the next byte, or -1 at the end of the stream or when the server reset the connection */
    private static int readOrReset(InputStream in) throws IOException {
        try {
            return in.read();
        } catch (java.net.SocketException reset) {
            return -1;
        }
    }

    /** Sockets from one address, each with a login request's headers sent and its body trickled. */
    private static final class Trickle implements AutoCloseable {
        private final URI base;
        private final String from;
        private final List<Socket> sockets = new CopyOnWriteArrayList<>();
        private final AtomicBoolean stopped = new AtomicBoolean();

        Trickle(URI base, String from) {
            this.base = base;
            this.from = from;
        }

        /** Opens a socket and sends the headers of a login form of 100,000 bytes, then its first byte. */
        Socket open() {
            Socket socket = RawHttp.connect(base, from);
            add(socket);
            send(
                    socket,
                    "POST /login HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort()
                            + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nc");
            return socket;
        }

        void add(Socket socket) {
            sockets.add(socket);
        }

        /** Sends one more body byte on every socket every 200 ms, for about {@code time}. */
        void trickleFor(Duration time) {
            long rounds = Math.max(1, time.toMillis() / 200);
            for (long r = 0; r < rounds && !stopped.get(); r++) {
                for (Socket s : sockets) {
                    send(s, "s");
                }
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }

        void stop() {
            stopped.set(true);
        }

        private static void send(Socket socket, String text) {
            try {
                OutputStream out = socket.getOutputStream();
                out.write(text.getBytes(StandardCharsets.US_ASCII));
                out.flush();
            } catch (IOException closedByTheServer) {
                // The server may close a slow connection at any time; that is what is tested.
            }
        }

        @Override
        public void close() {
            stop();
            for (Socket s : sockets) {
                try {
                    s.close();
                } catch (IOException e) {
                    // Closing a socket the server already closed.
                }
            }
        }
    }
}
