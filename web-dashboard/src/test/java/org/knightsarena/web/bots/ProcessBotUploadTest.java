package org.knightsarena.web.bots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.bearer;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.table.TablePlayer;

/**
 * The Python starter's example bot uploaded as a zip to a running dashboard (real HTTP on
 * loopback, a real SQLite file) that plays: stored by digest, entered in the open league, and its
 * test match played by the real process under bubblewrap; and refused zips that leave nothing.
 */
class ProcessBotUploadTest {
    private static final Path STARTER = Path.of("..", "sample-agents", "python-starter");
    private static final String MANIFEST =
            "{\"protocol\": 1, \"language\": \"python\", \"entry\": \"example_bot.py\"," + " \"version\": \"0.1\"}";

    @TempDir
    Path data;

    TestDashboard server;
    String aliceToken;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data, TestDashboard.playing(data));
        WebClient alice = server.loggedIn("alice");
        aliceToken = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static byte[] zip(Map<String, byte[]> files) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> e : files.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static Map<String, byte[]> starter(String manifest) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("arena-bot.json", manifest.getBytes(StandardCharsets.UTF_8));
        for (String name : List.of("example_bot.py", "arena_client.py")) {
            files.put(name, Files.readAllBytes(STARTER.resolve(name)));
        }
        return files;
    }

    private HttpResponse<String> upload(String name, byte[] zip) {
        return server.client()
                .postMultipart("/api/bots", Map.of("name", name), "zip", "bot.zip", zip, bearer(aliceToken));
    }

    /** Waits for the match to be played by the dashboard's background play; returns its detail. */
    private JsonNode played(long match) throws InterruptedException {
        WebClient alice = server.loggedIn("alice");
        for (int i = 0; i < 1200; i++) {
            JsonNode detail = json(alice.get("/api/matches/" + match));
            if (!List.of("queued", "running").contains(detail.get("status").asText())) {
                return detail;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("match " + match + " was not played in two minutes");
    }

    private List<Path> filesUnder(String folder) throws IOException {
        try (Stream<Path> files = Files.walk(data.resolve(folder))) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }

    @Test
    void theExampleBotUploadedAsAZipIsStoredByDigestAndPlaysItsTestMatchWithoutFaults() throws Exception {
        byte[] zip = zip(starter(MANIFEST));
        String sha =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(zip));

        HttpResponse<String> answer = upload("py-example", zip);

        assertEquals(201, answer.statusCode(), answer.body());
        JsonNode body = json(answer);
        assertEquals("python example_bot.py (0.1)", body.get("agentClass").asText());
        assertEquals(sha, body.get("version").get("sha256").asText());
        Path folder = data.resolve("process-bots").resolve(sha);
        assertEquals(
                List.of(
                        folder.resolveSibling(sha + ".zip"),
                        folder.resolve("arena-bot.json"),
                        folder.resolve("arena_client.py"),
                        folder.resolve("example_bot.py")),
                filesUnder("process-bots"));
        assertArrayEquals(
                zip, Files.readAllBytes(folder.resolveSibling(sha + ".zip")), "the zip is kept by its digest");
        assertEquals(List.of(), filesUnder("incoming"), "nothing is left in incoming/");

        JsonNode match = played(body.get("testMatch").get("id").asLong());
        assertEquals("finished", match.get("status").asText(), match.toString());
        JsonNode seat = null;
        for (JsonNode s : match.get("seats")) {
            if (s.get("name").asText().equals("py-example")) {
                seat = s;
            }
        }
        assertTrue(seat != null, match.toString());
        assertEquals(0, seat.get("faults").asInt(), seat.toString());
        assertFalse(seat.get("ejected").asBoolean(), seat.toString());
    }

    @Test
    void aZipWithABadManifestIsRefusedNamingItAndNothingIsStored() throws Exception {
        HttpResponse<String> answer = upload("py-bad", zip(starter(MANIFEST.replace("example_bot.py", "missing.py"))));

        assertEquals(422, answer.statusCode(), answer.body());
        JsonNode problem = json(answer).get("problems").get(0);
        assertEquals("arena-bot.json", problem.get("where").asText());
        assertEquals(
                "the entry 'missing.py' is not a file in the zip",
                problem.get("message").asText());
        assertEquals(404, server.client().get("/api/bots/py-bad").statusCode());
        assertEquals(List.of(), filesUnder("process-bots"));
        assertEquals(List.of(), filesUnder("incoming"));
    }

    @Test
    void aZipWhoseEntryEscapesItsFolderIsRefusedAndNothingIsWritten() throws Exception {
        Map<String, byte[]> files = starter(MANIFEST);
        files.put("../../escaped.py", "x".getBytes(StandardCharsets.UTF_8));

        HttpResponse<String> answer = upload("py-escape", zip(files));

        assertEquals(422, answer.statusCode(), answer.body());
        assertEquals(
                "entry name contains '..'",
                json(answer).get("problems").get(0).get("message").asText());
        assertEquals(List.of(), filesUnder("process-bots"));
        assertFalse(Files.exists(data.resolve("escaped.py")));
        assertFalse(Files.exists(data.getParent().resolve("escaped.py")));
    }

    @Test
    void theUploadPageTakesAZipToo() throws Exception {
        WebClient alice = server.loggedIn("alice");
        String csrfField = WebClient.csrfField(alice.get("/upload").body());
        assertTrue(alice.get("/upload").body().contains("name=\"zip\""));

        HttpResponse<String> page = alice.postMultipart(
                "/upload", Map.of("csrf", csrfField, "name", "py-page"), "zip", "bot.zip", zip(starter(MANIFEST)));

        assertEquals(201, page.statusCode(), page.body());
        assertTrue(page.body().contains("Stored version v1"), page.body());
        assertTrue(page.body().contains("python example_bot.py (0.1)"), page.body());
    }

    @Test
    void anUploadedProcessBotSitsAtAPersonsTablePlaysTheGameOutAndIsStoppedAtItsEnd() throws Exception {
        byte[] zip = zip(starter(MANIFEST));
        String sha =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(zip));
        assertEquals(201, upload("py-table", zip).statusCode());
        TablePlayer alice = TablePlayer.login(server, "alice");

        JsonNode view = alice.playToTheEnd(alice.start("{\"ruleset\": \"cities-and-knights\","
                + " \"bots\": [\"py-table\", \"random\"], \"seat\": 1, \"turnCap\": 6}"));

        assertEquals("finished", view.get("status").asText(), view.toString());
        assertEquals("py-table", view.at("/players/0").asText());
        JsonNode first = view.at("/events/0");
        assertEquals("Built", first.get("type").asText(), "the process bot placed the first settlement");
        assertEquals(0, first.get("player").asInt());
        JsonNode match = alice.awaitStoredGame();
        assertEquals("py-table", match.at("/seats/0/name").asText(), match.toString());
        assertEquals(0, match.at("/seats/0/faults").asInt(), "the process bot answered every decision: " + match);
        // its process was told the game ended and stopped: none of this JVM's descendants runs from its folder
        for (ProcessHandle left : ProcessHandle.current()
                .descendants()
                .filter(p -> p.info().commandLine().orElse("").contains(sha))
                .toList()) {
            left.onExit().get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aFormWithBothAJarAndAZipOrNeitherIsABadRequest() {
        HttpResponse<String> neither =
                server.client().postMultipart("/api/bots", Map.of("name", "x"), null, bearer(aliceToken));

        assertEquals(400, neither.statusCode());
        assertTrue(neither.body().contains("'zip' with a process bot's zip"), neither.body());
    }
}
