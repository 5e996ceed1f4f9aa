package org.knightsarena.web.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.bearer;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/** Bot uploads over real HTTP: the sandbox's verdict, storage by digest, limits, and nothing changed on refusal. */
class BotUploadApiTest {
    @TempDir
    Path data;

    @TempDir
    Path scratch;

    TestDashboard server;
    String aliceToken;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
        WebClient alice = server.loggedIn("alice");
        aliceToken = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private HttpResponse<String> upload(String name, byte[] jar, String token) {
        return server.client().postMultipart("/api/bots", Map.of("name", name), jar, bearer(token));
    }

    /** Rows of uploaded bots and their versions; the sample bots the open league registers at start are not counted. */
    private long agentRows() {
        return server.database()
                .jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT (SELECT COUNT(*) FROM agents WHERE owner_account_id IS NOT NULL) + (SELECT COUNT(*)"
                                        + " FROM agent_versions v JOIN agents a ON a.id = v.agent_id WHERE a.owner_account_id IS NOT NULL)")
                        .mapTo(Long.class)
                        .one());
    }

    private List<Path> storedFiles() throws IOException {
        try (Stream<Path> files = Files.walk(data.resolve("jars"))) {
            List<Path> jars = files.filter(Files::isRegularFile).sorted().toList();
            try (Stream<Path> incoming = Files.list(data.resolve("incoming"))) {
                return Stream.concat(jars.stream(), incoming).toList();
            }
        }
    }

    @Test
    void theDataFolderAndStoredJarsAreOwnerOnly() throws Exception {
        assertEquals(201, upload("first", BotJars.good(scratch), aliceToken).statusCode());
        assertEquals("rwx------", permissions(data));
        for (String folder : List.of("jars", "incoming", "replays")) {
            assertEquals("rwx------", permissions(data.resolve(folder)), folder);
        }
        if (TestDashboard.backend() == StorageBackend.SQLITE) { // on PostgreSQL the database is no file of ours
            assertEquals("rw-------", permissions(server.database().file()));
        }
        List<Path> jars = storedFiles();
        assertEquals(1, jars.size(), jars.toString());
        assertEquals("rw-------", permissions(jars.get(0)));
    }

    private static String permissions(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    @Test
    void acceptedUploadIsStoredByDigestAsVersionOneThenTwo() throws Exception {
        byte[] jar = BotJars.good(scratch);
        HttpResponse<String> first = upload("first-bot", jar, aliceToken);
        assertEquals(201, first.statusCode(), first.body());
        JsonNode body = json(first);
        String sha =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(jar));
        assertEquals("first-bot", body.get("bot").get("name").asText());
        assertEquals("alice", body.get("bot").get("owner").asText());
        assertEquals("1", body.get("version").get("version").asText());
        assertEquals("active", body.get("version").get("status").asText());
        assertEquals(sha, body.get("version").get("sha256").asText());
        assertEquals("bots.First", body.get("agentClass").asText());
        assertEquals(0, body.get("problems").size());
        assertTrue(Files.exists(data.resolve("jars").resolve(sha + ".jar")));

        HttpResponse<String> second = upload("first-bot", jar, aliceToken);
        assertEquals(201, second.statusCode(), second.body());
        assertEquals("2", json(second).get("version").get("version").asText());
        JsonNode listed = json(server.client().get("/api/bots/first-bot"));
        assertEquals(2, listed.get("versions").size());
        assertEquals(List.of(data.resolve("jars").resolve(sha + ".jar")), storedFiles(), "one file for identical JARs");
    }

    @Test
    void simultaneousUploadsOfANewBotEachBecomeAVersion() throws Exception {
        byte[] jar = BotJars.good(scratch);
        int uploads = 3;
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(uploads);
        try {
            java.util.concurrent.CountDownLatch ready = new java.util.concurrent.CountDownLatch(uploads);
            List<java.util.concurrent.Future<Integer>> statuses = new java.util.ArrayList<>();
            for (int i = 0; i < uploads; i++) {
                statuses.add(pool.submit(() -> {
                    ready.countDown();
                    ready.await();
                    return upload("racer", jar, aliceToken).statusCode();
                }));
            }
            for (java.util.concurrent.Future<Integer> status : statuses) {
                assertEquals(201, status.get());
            }
        } finally {
            pool.shutdown();
        }
        JsonNode versions = json(server.client().get("/api/bots/racer")).get("versions");
        java.util.Set<String> numbers = new java.util.TreeSet<>();
        versions.forEach(v -> numbers.add(v.get("version").asText()));
        assertEquals(java.util.Set.of("1", "2", "3"), numbers);
    }

    @Test
    void refusedUploadReportsClassMethodAndLineAndChangesNothing() throws IOException {
        HttpResponse<String> r = upload("quitter", BotJars.exits(scratch), aliceToken);
        assertEquals(422, r.statusCode(), r.body());
        JsonNode body = json(r);
        assertEquals(
                "the bot was refused: 1 problem; fix them and upload again",
                body.get("error").asText());
        JsonNode problem = body.get("problems").get(0);
        assertEquals("bots.Quitter", problem.get("where").asText());
        assertEquals("decide(GameView, Decision)", problem.get("method").asText(), problem.toString());
        assertEquals(8, problem.get("line").asInt(), problem.toString());
        assertEquals(
                "System.exit(...) is not allowed — return an action instead: the platform ends the match",
                problem.get("message").asText());
        assertEquals(0, agentRows());
        assertEquals(List.of(), storedFiles());
    }

    @Test
    void malformedUploadsGetClearErrorsAndChangeNothing() throws IOException {
        HttpResponse<String> notAJar =
                upload("junk", "this is not a zip file".getBytes(StandardCharsets.UTF_8), aliceToken);
        assertEquals(422, notAJar.statusCode(), notAJar.body());
        assertFalse(json(notAJar).get("problems").isEmpty(), notAJar.body());

        // The problems name the user's file, not the server's temporary copy (upload-….jar).
        HttpResponse<String> named = server.client()
                .postMultipart(
                        "/api/bots",
                        Map.of("name", "junk"),
                        "jar",
                        "my-bot.jar",
                        "this is not a zip file".getBytes(StandardCharsets.UTF_8),
                        bearer(aliceToken));
        assertEquals(422, named.statusCode(), named.body());
        JsonNode problem = json(named).get("problems").get(0);
        assertEquals("my-bot.jar", problem.get("where").asText(), named.body());
        assertFalse(named.body().contains("upload-"), named.body());

        HttpResponse<String> noFile =
                server.client().postMultipart("/api/bots", Map.of("name", "nofile"), null, bearer(aliceToken));
        assertEquals(400, noFile.statusCode());
        assertEquals(
                "the form field 'jar' with the bot's JAR file, or 'zip' with a process bot's zip (docs/protocol.md), is missing",
                json(noFile).get("error").asText());

        HttpResponse<String> badName = upload("a/b", BotJars.good(scratch), aliceToken);
        assertEquals(400, badName.statusCode());
        assertEquals(
                "a bot name may not contain control characters, '/' or '\\'",
                json(badName).get("error").asText());

        HttpResponse<String> notMultipart = server.client().postJson("/api/bots", "{}", bearer(aliceToken));
        assertEquals(400, notMultipart.statusCode());
        assertTrue(json(notMultipart).get("error").asText().startsWith("send the bot as multipart/form-data"));

        assertEquals(0, agentRows());
        assertEquals(List.of(), storedFiles());
    }

    @Test
    void tooLargeUploadIsRefusedWith413(@TempDir Path other) throws IOException {
        try (TestDashboard small = TestDashboard.start(
                other, TestDashboard.settings(other).withUploadLimits(2_000, 50, Duration.ofHours(1)))) {
            WebClient alice = small.loggedIn("alice");
            String token = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                    .get("token")
                    .asText();
            byte[] big = new byte[3_000];
            HttpResponse<String> r =
                    small.client().postMultipart("/api/bots", Map.of("name", "big"), big, bearer(token));
            assertEquals(413, r.statusCode(), r.body());
            assertTrue(
                    json(r).get("error").asText().startsWith("the upload is larger than this server accepts"),
                    r.body());
        }
    }

    @Test
    void anotherAccountCannotUploadUnderYourBotName() {
        assertEquals(201, upload("mine", BotJars.good(scratch), aliceToken).statusCode());
        WebClient bob = server.loggedIn("bob");
        HttpResponse<String> r = bob.postMultipart(
                "/api/bots", Map.of("name", "mine", "csrf", bob.csrfToken()), BotJars.good(scratch.resolve("b")));
        assertEquals(403, r.statusCode(), r.body());
        assertEquals(
                "the bot name 'mine' belongs to another account; choose another name",
                json(r).get("error").asText());
        assertEquals(
                1, json(server.client().get("/api/bots/mine")).get("versions").size());
    }

    @Test
    void nobodyUploadsUnderTheNameOfABotNoAccountOwns() {
        // A command-line tournament on the same data folder registered this JAR: no account owns it.
        server.database()
                .jdbi()
                .useExtension(AgentDao.class, dao -> dao.insertAgent("cli-bot", OptionalLong.empty(), Instant.now()));
        HttpResponse<String> r = upload("cli-bot", BotJars.good(scratch), aliceToken);
        assertEquals(403, r.statusCode(), r.body());
        assertEquals(
                "the bot name 'cli-bot' belongs to the platform (no account owns it, so nobody may upload a"
                        + " version of it); choose another name",
                json(r).get("error").asText());
        assertEquals(
                0,
                json(server.client().get("/api/bots/cli-bot")).get("versions").size());
    }

    @Test
    void uploadsPerAccountAreRateLimited(@TempDir Path other) {
        try (TestDashboard limited = TestDashboard.start(
                other, TestDashboard.settings(other).withUploadLimits(1024 * 1024, 2, Duration.ofHours(1)))) {
            WebClient alice = limited.loggedIn("alice");
            String token = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                    .get("token")
                    .asText();
            byte[] jar = BotJars.good(scratch);
            for (int i = 0; i < 2; i++) {
                assertEquals(
                        201,
                        limited.client()
                                .postMultipart("/api/bots", Map.of("name", "r"), jar, bearer(token))
                                .statusCode());
            }
            HttpResponse<String> r =
                    limited.client().postMultipart("/api/bots", Map.of("name", "r"), jar, bearer(token));
            assertEquals(429, r.statusCode());
            assertEquals("3600", r.headers().firstValue("Retry-After").orElseThrow());
            assertEquals(
                    "too many uploads; you may upload again within 60 minutes",
                    json(r).get("error").asText());
        }
    }

    @Test
    void botNamedLikeAScriptRendersAsText() {
        String name = "<script>alert(1)";
        assertEquals(201, upload(name, BotJars.good(scratch), aliceToken).statusCode());
        String page = server.client().get("/bots/%3Cscript%3Ealert(1)").body();
        assertTrue(page.contains("<h1 id=\"bot-name\">&lt;script&gt;alert(1)</h1>"), page);
        assertTrue(page.contains("<title>&lt;script&gt;alert(1) · Knights Arena</title>"), page);
        assertFalse(page.contains(name), page);
    }

    @Test
    void uploadPageFormStoresABotWithTheSessionAndCsrfField() {
        WebClient alice = server.loggedIn("alice");
        String csrfField = WebClient.csrfField(alice.get("/upload").body());
        HttpResponse<String> r =
                alice.postMultipart("/upload", Map.of("csrf", csrfField, "name", "from-page"), BotJars.good(scratch));
        assertEquals(201, r.statusCode(), r.body());
        assertTrue(r.body().contains("Stored version v1 of <a href=\"/bots/from-page\">from-page</a>"), r.body());
    }
}
