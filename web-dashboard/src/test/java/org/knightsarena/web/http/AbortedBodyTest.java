package org.knightsarena.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.accounts.Role;

/**
 * Clients that promise a longer body than they send, then stop: through a raw socket on
 * loopback, the way a dropped upload or a probe does it.
 */
class AbortedBodyTest {
    @TempDir
    Path data;

    TestDashboard server;
    String aliceToken;
    String teacherToken;
    final ByteArrayOutputStream log = new ByteArrayOutputStream();
    PrintStream stderr;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
        server.dashboard().accounts().create("teacher", TestDashboard.PASSWORD, Role.ORGANISER);
        aliceToken = token("alice");
        teacherToken = token("teacher");
        // The server logs through slf4j-simple, which writes to whatever System.err is at the time.
        stderr = System.err;
        System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void stop() {
        System.setErr(stderr);
        server.close();
    }

    private String token(String user) {
        WebClient c = server.loggedIn(user);
        return json(c.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(c.csrfToken())))
                .get("token")
                .asText();
    }

    /** Requests whose head promises 100,000 bytes of body, followed by the first few of them. */
    private List<String[]> cutShortRequests() {
        String promise = "Content-Length: 100000\r\n\r\n";
        String jar = "--b\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nmy-bot\r\n--b\r\n"
                + "Content-Disposition: form-data; name=\"jar\"; filename=\"bot.jar\"\r\n"
                + "Content-Type: application/java-archive\r\n\r\nPK\u0003\u0004 the first bytes";
        return List.of(
                new String[] {
                    "/api/bots",
                    "POST /api/bots HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + aliceToken
                            + "\r\nContent-Type: multipart/form-data; boundary=b\r\n" + promise + jar
                },
                new String[] {
                    "/api/leagues",
                    "POST /api/leagues HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + teacherToken
                            + "\r\nContent-Type: application/json\r\n" + promise + "{\"name\": \"Cut"
                },
                new String[] {
                    "/login",
                    "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                            + "Content-Type: application/x-www-form-urlencoded\r\n" + promise + "username=al"
                });
    }

    private Socket send(String request) throws IOException {
        Socket socket = new Socket("127.0.0.1", server.url().getPort());
        OutputStream out = socket.getOutputStream();
        out.write(request.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        return socket;
    }

    private List<String> logLinesAbout(String path) {
        return log.toString(StandardCharsets.UTF_8)
                .lines()
                .filter(l -> l.contains("POST " + path + " "))
                .toList();
    }

    private void assertNoStackTraceNorError() {
        String written = log.toString(StandardCharsets.UTF_8);
        assertTrue(written.lines().noneMatch(l -> l.startsWith("\tat ") || l.contains(" ERROR ")), written);
    }

    @Test
    void aBodyEndedEarlyIsAnswered400AndLoggedInOneLine() throws IOException {
        for (String[] request : cutShortRequests()) {
            String answer;
            try (Socket socket = send(request[1])) {
                socket.shutdownOutput(); // the body ends here, and the answer can still come back
                answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            }
            assertTrue(answer.startsWith("HTTP/1.1 400 "), request[0] + ": " + answer);
            assertTrue(
                    answer.contains("the request body ended before the length its Content-Length header gave"), answer);
            List<String> lines = logLinesAbout(request[0]);
            assertEquals(1, lines.size(), log.toString(StandardCharsets.UTF_8));
            assertTrue(lines.get(0).contains("answered 400, the request could not be read"), lines.get(0));
        }
        assertNoStackTraceNorError();
        assertTrue(
                json(server.client().get("/api/leagues")).findValues("name").stream()
                        .noneMatch(n -> n.asText().startsWith("Cut")),
                "nothing of a cut-short body is stored");
    }

    @Test
    void aClientThatHangsUpMidBodyLeavesOneLineInTheLog() throws Exception {
        for (String[] request : cutShortRequests()) {
            Socket socket = send(request[1]);
            socket.setSoLinger(true, 0); // hang up at once, with no way left to answer
            socket.close();
            // Wait for the server to notice: a generous bound on waiting, not on its speed.
            long giveUp = System.nanoTime() + 30_000_000_000L;
            while (logLinesAbout(request[0]).isEmpty() && System.nanoTime() < giveUp) {
                Thread.sleep(20);
            }
        }
        for (String[] request : cutShortRequests()) {
            assertEquals(1, logLinesAbout(request[0]).size(), log.toString(StandardCharsets.UTF_8));
        }
        assertNoStackTraceNorError();
        assertEquals(200, server.client().get("/api/leagues").statusCode(), "the server serves on");
    }
}
