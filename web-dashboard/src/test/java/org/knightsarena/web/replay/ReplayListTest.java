package org.knightsarena.web.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.jdbi.v3.core.statement.SqlLogger;
import org.jdbi.v3.core.statement.StatementContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;
import org.knightsarena.web.SampleReplays;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/** {@code GET /api/replays} pages its answer and reads the same few rows whatever the page. */
class ReplayListTest {
    @TempDir
    Path data;

    TestDashboard server;
    List<Long> matches;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
        List<EntrantSpec> entrants = new ArrayList<>();
        for (String bot : List.of("a", "b", "c", "d")) {
            entrants.add(new EntrantSpec(
                    bot,
                    server.database()
                            .jdbi()
                            .withExtension(
                                    AgentDao.class,
                                    dao -> dao.findOrInsertVersion(
                                            bot,
                                            OptionalLong.empty(),
                                            "1",
                                            "random",
                                            Optional.empty(),
                                            Instant.now()))));
        }
        // Four entrants at tables of three: 12 matches a round, 60 in five rounds.
        long tournament = new Tournaments(server.database(), Clock.systemUTC())
                .create(
                        "replays",
                        new TournamentSettings(
                                Ruleset.BASE,
                                3,
                                5,
                                1,
                                TournamentSettings.Start.STANDARD,
                                MatchLimits.DEFAULT,
                                EloSettings.STANDARD),
                        entrants,
                        Optional.empty(),
                        OptionalLong.empty())
                .id();
        matches = server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT id FROM matches WHERE tournament_id = :t ORDER BY id")
                        .bind("t", tournament)
                        .mapTo(Long.class)
                        .list());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** Stores a replay for each of the first {@code count} matches that have none. */
    private List<Long> storeReplays(int count) {
        byte[] replay = ReplayCodec.compress(ReplayData.text("{\"header\": {}, \"events\": [], \"actions\": []}"));
        return server.database().jdbi().withHandle(h -> {
            List<Long> ids = h.createQuery("SELECT id FROM matches WHERE id NOT IN (SELECT match_id FROM replays)"
                            + " ORDER BY id LIMIT :n")
                    .bind("n", count)
                    .mapTo(Long.class)
                    .list();
            for (long id : ids) {
                h.createUpdate("INSERT INTO replays (match_id, encoding, size_bytes, data) VALUES (:id, 'gzip', :size,"
                                + " :data)")
                        .bind("id", id)
                        .bind("size", replay.length)
                        .bind("data", replay)
                        .execute();
            }
            return ids;
        });
    }

    private int matchesWithAReplay() {
        return server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM replays")
                        .mapTo(Integer.class)
                        .one());
    }

    private static List<Long> ids(JsonNode page) {
        List<Long> ids = new ArrayList<>();
        page.get("replays").forEach(id -> ids.add(id.asLong()));
        return ids;
    }

    @Test
    void replaysArePagedStoredOnesFirstThenLooseFilesWithALinkToTheNextPage() {
        List<Long> stored = storeReplays(5);
        SampleReplays.citiesAndKnights(data, 1_000_000);
        WebClient client = server.client();

        JsonNode first = json(client.get("/api/replays?limit=2"));
        assertEquals(6, first.get("total").asLong());
        assertEquals(2, first.get("limit").asInt());
        assertEquals(0, first.get("offset").asInt());
        assertEquals("/api/replays?limit=2&offset=2", first.get("next").asText());
        assertEquals(stored.subList(0, 2), ids(first));

        List<Long> walked = new ArrayList<>();
        for (JsonNode page = first; ; page = json(client.get(page.get("next").asText()))) {
            walked.addAll(ids(page));
            if (page.get("next").isNull()) {
                break;
            }
        }
        List<Long> expected = new ArrayList<>(stored);
        expected.add(1_000_000L);
        assertEquals(expected, walked);

        JsonNode all = json(client.get("/api/replays"));
        assertEquals(50, all.get("limit").asInt(), "the default page");
        assertTrue(all.get("next").isNull());
        assertEquals(expected, ids(all));

        assertEquals(
                "{\"error\":\"limit must be 1 to 200, was 201\"}",
                client.get("/api/replays?limit=201").body());
        assertEquals(
                "{\"error\":\"offset must be 0 or more, was '-1'\"}",
                client.get("/api/replays?offset=-1").body());
    }

    @Test
    void aPageOfReplaysTakesTheSameNumberOfQueriesWhateverItsSizeOrTheNumberOfReplays() {
        AtomicInteger statements = new AtomicInteger();
        // Counts what the request threads ask the real database; other threads are left out.
        server.database().jdbi().setSqlLogger(new SqlLogger() {
            @Override
            public void logBeforeExecution(StatementContext context) {
                if (Thread.currentThread().getName().startsWith("JettyServerThreadPool")) {
                    statements.incrementAndGet();
                }
            }
        });
        WebClient anonymous = server.client();
        WebClient alice = server.loggedIn("alice");
        List<Integer> counts = new ArrayList<>();
        for (int replays : new int[] {3, 53}) {
            storeReplays(replays - matchesWithAReplay());
            for (WebClient client : List.of(anonymous, alice)) {
                for (String limit : List.of("1", "200")) {
                    statements.set(0);
                    JsonNode page = json(client.get("/api/replays?limit=" + limit));
                    assertEquals(replays, page.get("total").asInt());
                    assertEquals(
                            Math.min(replays, Integer.parseInt(limit)),
                            page.get("replays").size());
                    counts.add(statements.get());
                }
            }
        }
        assertTrue(counts.get(0) > 0, "the statements are counted: " + counts);
        assertEquals(
                List.of(counts.get(0), counts.get(0), counts.get(2), counts.get(2)),
                counts.subList(0, 4),
                "a page of 1 and a page of 3 take the same queries: " + counts);
        assertEquals(counts.subList(0, 4), counts.subList(4, 8), "3 replays and 53 take the same queries: " + counts);
    }
}
