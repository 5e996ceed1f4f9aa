package org.knightsarena.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.ShiftedClock;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * Games against the bots over real HTTP: refused moves (another seat's, illegal, stale) leave the
 * game as it was, a game is its owner's alone unless they let others watch it (then spectators,
 * signed in or not, see what every seat sees and no hand, and still cannot move), the open games
 * of an account are capped, an idle game ends, a game comes back after a restart, and a whole
 * game can be played to its end.
 */
class TableApiTest {
    private static final String QUICK_GAME = "{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\", \"random\"],"
            + " \"seat\": 0, \"turnCap\": 6}";

    @TempDir
    Path data;

    final ShiftedClock clock = new ShiftedClock();
    TestDashboard server;
    TablePlayer alice;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data, TestDashboard.settings(data), clock);
        alice = TablePlayer.login(server, "alice");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aMoveForAnotherSeatIsRefusedAndChangesNothing() {
        JsonNode before = firstTurn();
        assertMoveRefused(
                before,
                "{\"decision\": " + before.get("decisionNumber") + ", \"seat\": 1, \"option\": 0}",
                403,
                "you play seat 0 in game " + before.get("id") + ", not seat 1");
    }

    @Test
    void anIllegalMoveIsRefusedWithTheReasonAndChangesNothing() {
        JsonNode before = firstTurn();
        int number = before.get("decisionNumber").asInt();
        int options = before.at("/decision/options").size();
        assertEquals("Setup", before.at("/decision/type").asText());
        assertMoveRefused(
                before,
                "{\"decision\": " + number + ", \"option\": 999}",
                422,
                "option 999 is not listed: Setup has options 0 to " + (options - 1));
        assertMoveRefused(
                before,
                "{\"decision\": " + number + ", \"action\": {\"type\": \"EndTurn\"}}",
                422,
                "that move is not legal: EndTurn[] is not one of the " + options + " legal options of Setup");
        assertMoveRefused(
                before,
                "{\"decision\": " + number + ", \"option\": 0, \"action\": {\"type\": \"EndTurn\"}}",
                422,
                "a move gives either \"option\" (the index of a listed option) or \"action\", not both");

        HttpResponse<String> unreadable = alice.send(
                before.get("id").asLong(), "{\"decision\": " + number + ", \"action\": {\"type\": \"Fly\"}}");
        assertEquals(422, unreadable.statusCode(), unreadable.body());
        assertTrue(
                json(unreadable).get("error").asText().startsWith("the action could not be read: "), unreadable.body());
        assertUnchanged(before, alice.view(before.get("id").asLong()));
    }

    @Test
    void aStaleMoveIsRefusedOnceTheGameHasMovedOn() {
        JsonNode first = firstTurn();
        int old = first.get("decisionNumber").asInt();
        HttpResponse<String> played =
                alice.send(first.get("id").asLong(), "{\"decision\": " + old + ", \"option\": 0}");
        assertEquals(200, played.statusCode(), played.body());
        JsonNode now = alice.awaitTurn(json(played));
        int current = now.get("decisionNumber").asInt();
        assertTrue(current > old, now.toString());
        assertMoveRefused(
                now,
                "{\"decision\": " + old + ", \"option\": 0}",
                409,
                "this move answers decision " + old + ", but the game has moved on to decision " + current
                        + "; reload the game and choose again");
    }

    @Test
    void anotherAccountsGameIsReportedMissingAndCannotBeMovedIn() {
        JsonNode before = firstTurn();
        long id = before.get("id").asLong();
        TablePlayer bob = TablePlayer.login(server, "bob");
        HttpResponse<String> look = bob.client().get("/api/games/" + id);
        assertEquals(404, look.statusCode(), look.body());
        assertEquals(
                "you have no game " + id + " and it is not open to watch; GET /api/games lists yours,"
                        + " GET /api/games?watchable=true the games to watch",
                json(look).get("error").asText());
        HttpResponse<String> move = bob.send(id, "{\"decision\": " + before.get("decisionNumber") + ", \"option\": 0}");
        assertEquals(404, move.statusCode(), move.body());
        assertEquals(404, bob.client().get("/api/games/" + id + "/events").statusCode());
        assertEquals(0, json(bob.client().get("/api/games")).get("total").asInt());
        assertEquals(401, server.client().get("/api/games/" + id).statusCode());
        assertUnchanged(before, alice.view(id));
    }

    @Test
    void aMoveWithTheSessionCookieButNoCsrfTokenIsRefused() {
        JsonNode before = firstTurn();
        long id = before.get("id").asLong();
        HttpResponse<String> forged = alice.client()
                .postJson(
                        "/api/games/" + id + "/moves",
                        "{\"decision\": " + before.get("decisionNumber") + ", \"option\": 0}");
        assertEquals(403, forged.statusCode(), forged.body());
        assertTrue(json(forged).get("error").asText().startsWith("the CSRF token is missing or wrong"), forged.body());
        assertUnchanged(before, alice.view(id));
    }

    @Test
    void aBadRequestToStartAGameSaysWhatIsWrong() {
        assertStartRefused(
                "{\"ruleset\": \"chess\", \"bots\": [\"random\", \"random\"]}",
                "unknown ruleset 'chess': use base or cities-and-knights");
        assertStartRefused(
                "{\"ruleset\": \"base\", \"bots\": []}",
                "a game has 2 to 6 players: name 1 to 5 bots in \"bots\", not 0");
        assertStartRefused(
                "{\"ruleset\": \"base\", \"bots\": [\"random\", \"nobody\"]}",
                "there is no bot 'nobody'; the bots you may play against: "
                        + String.join(", ", server.dashboard().tables().bots(Optional.empty())));
        assertStartRefused(
                "{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\"], \"seat\": 3}",
                "your seat is 0 to 2 at a table of 3, not 3");
        assertStartRefused(
                "{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\"], \"easyStart\": true}",
                "the easy start is a Cities & Knights variant; the base game has none");
        assertStartRefused(
                "{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\"], \"moveSeconds\": 1}",
                "the clock is 5 to 3600 seconds per decision, not 1; leave moveSeconds out to play without one");
        assertEquals(0, json(alice.client().get("/api/games")).get("total").asInt());
    }

    @Test
    void aPersonsClockPlaysTheDefaultMoveForThemWhenItRunsOut() {
        JsonNode before = alice.awaitTurn(alice.start("{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\","
                + " \"random\"], \"seat\": 0, \"turnCap\": 6, \"moveSeconds\": 30}"));
        long id = before.get("id").asLong();
        clock.advance(Duration.ofSeconds(29));
        assertUnchanged(before, alice.view(id));
        clock.advance(Duration.ofSeconds(2));
        JsonNode after = alice.view(id);
        assertEquals(
                before.get("decisionNumber").asInt() + 1,
                after.get("decisionNumber").asInt(),
                after.toString());
        JsonNode fault = after.at("/events/0");
        assertEquals(
                "FaultRecorded", fault.get("type").asText(), after.get("events").toString());
        assertEquals("TIMEOUT", fault.get("kind").asText());
        assertEquals(
                "no move within 30 s; the default move was played",
                fault.get("detail").asText());
        assertEquals("Built", after.at("/events/1/type").asText());
        assertEquals("Setup", after.at("/decision/type").asText(), "the road is the person's again, with a new clock");
    }

    @Test
    void aSeededTableDealsTheSameBoardAndTheSameOpeningEveryTime() {
        String request = "{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\", \"random\", \"random\"],"
                + " \"seat\": 2, \"turnCap\": 6, \"seed\": 4242}";
        JsonNode first = alice.awaitTurn(alice.start(request));
        JsonNode second = alice.awaitTurn(alice.start(request));

        assertEquals(
                4242, first.at("/header/seed").asLong(), first.get("header").toString());
        assertEquals(first.get("header").toString(), second.get("header").toString(), "the same board");
        assertEquals(first.get("events").toString(), second.get("events").toString(), "the bots opened alike");
        assertEquals(first.get("decision").toString(), second.get("decision").toString());
        assertStartRefused(
                "{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\"], \"seed\": \"soon\"}",
                "the body is not"
                        + " valid JSON like " + NewTable.EXAMPLE
                        + ": Cannot deserialize value of type `java.lang.Long` from String"
                        + " \"soon\": not a valid `java.lang.Long` value");
    }

    private void assertStartRefused(String body, String message) {
        HttpResponse<String> refused = alice.client().postJson("/api/games", body, csrf(alice.csrfToken()));
        assertEquals(400, refused.statusCode(), refused.body());
        assertEquals(message, json(refused).get("error").asText());
    }

    @Test
    void anAccountHasAtMostThreeOpenGames() {
        for (int i = 0; i < TableLimits.DEFAULT.openPerAccount(); i++) {
            alice.start(QUICK_GAME);
        }
        HttpResponse<String> more = alice.client().postJson("/api/games", QUICK_GAME, csrf(alice.csrfToken()));
        assertEquals(429, more.statusCode(), more.body());
        assertEquals(
                "you already have 3 open games, the most one may have; finish or end one first"
                        + " (DELETE /api/games/{id})",
                json(more).get("error").asText());
        long oldest = json(alice.client().get("/api/games")).at("/games/2/id").asLong();
        assertEquals(
                204,
                alice.client()
                        .delete("/api/games/" + oldest, csrf(alice.csrfToken()))
                        .statusCode());
        assertEquals("abandoned", alice.view(oldest).get("status").asText());
        alice.start(QUICK_GAME);
        TablePlayer.login(server, "bob").start(QUICK_GAME); // the cap is per account
    }

    @Test
    void aGameNobodyMovesInForADayEndsAsAbandoned() {
        JsonNode before = firstTurn();
        long id = before.get("id").asLong();
        clock.advance(TableLimits.DEFAULT.abandonAfter().minus(Duration.ofMinutes(1)));
        assertEquals("playing", alice.view(id).get("status").asText());
        clock.advance(Duration.ofMinutes(2));
        JsonNode after = alice.view(id);
        assertEquals("abandoned", after.get("status").asText());
        assertTrue(after.get("decision").isNull(), after.toString());
        assertEquals(before.get("decisionNumber"), after.get("decisionNumber"));
        assertMoveRefused(
                after,
                "{\"decision\": " + before.get("decisionNumber") + ", \"option\": 0}",
                409,
                "game " + id + " is abandoned; no more moves");
    }

    @Test
    void aGameComesBackAfterTheServerRestarts() {
        JsonNode before = firstTurn();
        for (int i = 0; i < 3; i++) {
            before = alice.awaitTurn(alice.play(before));
        }
        server.close();
        server = TestDashboard.start(data, TestDashboard.settings(data), clock);
        alice = TablePlayer.login(server, "alice");
        JsonNode after = alice.view(before.get("id").asLong());
        assertUnchanged(before, after);
        assertEquals(before.get("decision"), after.get("decision"));
        alice.play(after);
    }

    @Test
    void aGameLetOpenToWatchStaysOpenAfterARestartAndAPrivateOneStaysPrivate() {
        long open = alice.awaitTurn(alice.start(QUICK_GAME.replace("}", ", \"watchable\": true}")))
                .get("id")
                .asLong();
        long closed = firstTurn().get("id").asLong();
        server.close();
        server = TestDashboard.start(data, TestDashboard.settings(data), clock);

        assertEquals(200, server.client().get("/api/games/" + open).statusCode());
        assertEquals(401, server.client().get("/api/games/" + closed).statusCode());
        assertEquals(
                404,
                TablePlayer.login(server, "bob")
                        .client()
                        .get("/api/games/" + closed)
                        .statusCode());
    }

    @Test
    void aWholeGameIsPlayedToItsEndThroughTheApi() {
        JsonNode view = alice.awaitTurn(alice.start("{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\","
                + " \"random\", \"random\"], \"seat\": 2, \"turnCap\": 12}"));
        int moves = 0;
        while (view.get("status").asText().equals("playing")) {
            view = alice.awaitTurn(alice.play(view));
            moves++;
        }
        assertEquals("finished", view.get("status").asText());
        assertTrue(moves >= 4, "the person placed their setup pieces at least: " + moves);
        assertEquals(4, view.at("/result/places").size(), view.toString());
        assertEquals("alice", view.at("/players/2").asText());
        assertFalse(view.get("events").isEmpty());
    }

    @Test
    void aBotKeepsItsUsualLimitsAtAPersonsTable() {
        // the fumbling bot throws on its first decision: it gets a fault and the default move, and the game goes on
        JsonNode view = alice.awaitTurn(alice.start("{\"ruleset\": \"cities-and-knights\", \"bots\": [\"fumbling\","
                + " \"random\"], \"seat\": 2, \"turnCap\": 6}"));
        JsonNode fault = null;
        for (JsonNode event : view.get("events")) {
            if (event.get("type").asText().equals("FaultRecorded")) {
                fault = event;
            }
        }
        assertTrue(fault != null, view.get("events").toString());
        assertEquals(0, fault.get("player").asInt());
        assertEquals(
                "java.lang.IllegalStateException: fumbled decision 1, on turn 0 answering Setup",
                fault.get("detail").asText());
        assertEquals("Setup", view.at("/decision/type").asText());
    }

    @Test
    void anUploadedBotThePersonMaySeeIsSeatedAndPlaysInTheSandbox(@TempDir Path scratch) {
        String token = json(alice.client().postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
        HttpResponse<String> uploaded = server.client()
                .postMultipart(
                        "/api/bots", Map.of("name", "first-bot"), BotJars.good(scratch), WebClient.bearer(token));
        assertEquals(201, uploaded.statusCode(), uploaded.body());
        assertTrue(alice.client().get("/play").body().contains("<option value=\"first-bot\">first-bot</option>"));

        JsonNode view = alice.awaitTurn(alice.start("{\"ruleset\": \"cities-and-knights\", \"bots\": [\"first-bot\","
                + " \"random\"], \"seat\": 2, \"turnCap\": 6}"));
        assertEquals("first-bot", view.at("/players/0").asText());
        JsonNode first = view.at("/events/0");
        assertEquals("Built", first.get("type").asText(), view.get("events").toString());
        assertEquals(0, first.get("player").asInt());
        assertEquals(0, first.get("location").asInt(), "the bot takes the first option: intersection 0");
        assertTrue(view.at("/header/agents/0").asText().equals("first-bot"));
    }

    @Test
    void theOwnerHearsOfEveryChangeAsServerSentEvents() throws Exception {
        String token = json(alice.client().postJson("/api/tokens", "{\"name\": \"events\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
        JsonNode before = firstTurn();
        long id = before.get("id").asLong();
        HttpResponse<Stream<String>> events = events(id, token);
        assertEquals(200, events.statusCode());
        assertEquals(
                "text/event-stream",
                events.headers().firstValue("Content-Type").orElse("").split(";")[0]);
        Iterator<String> lines = events.body().iterator();
        // the stream says when it watches; reading is bounded so that a missing line fails the test instead of hanging
        // it
        assertEquals(": watching game " + id, next(lines, line -> line.startsWith(":")));
        alice.play(before);
        assertEquals("event: changed", next(lines, line -> line.startsWith("event: ")));
        events.body().close();
    }

    @Test
    void aWatcherThatGoesAwayNeverFailsAMove() throws Exception {
        String token = json(alice.client().postJson("/api/tokens", "{\"name\": \"gone\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
        JsonNode view = firstTurn();
        long id = view.get("id").asLong();
        for (int watcher = 0; watcher < 3; watcher++) {
            HttpResponse<Stream<String>> events = events(id, token);
            assertEquals(200, events.statusCode());
            assertEquals(": watching game " + id, next(events.body().iterator(), line -> line.startsWith(":")));
            events.body().close(); // gone without a goodbye, while the game goes on
        }
        for (int move = 0; move < 6 && view.get("status").asText().equals("playing"); move++) {
            view = alice.awaitTurn(alice.play(view)); // each move answers 200 whatever the watchers do
        }
    }

    /** Opens game {@code id}'s event stream with an API token. */
    private HttpResponse<Stream<String>> events(long id, String token) throws Exception {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(server.url().resolve("/api/games/" + id + "/events"))
                                .header("Authorization", "Bearer " + token)
                                .header("Accept", "text/event-stream")
                                .build(),
                        HttpResponse.BodyHandlers.ofLines());
    }

    private static String next(Iterator<String> lines, Predicate<String> wanted) throws Exception {
        return CompletableFuture.supplyAsync(() -> {
                    while (lines.hasNext()) {
                        String line = lines.next();
                        if (wanted.test(line)) {
                            return line;
                        }
                    }
                    return "the stream ended";
                })
                .get(60, TimeUnit.SECONDS);
    }

    @Test
    void thePlayPagesShowOnlyTheOwnersGamesAndAskAVisitorToLogInToPlay() {
        long id = firstTurn().get("id").asLong();
        HttpResponse<String> anonymous = server.client().get("/play");
        assertEquals(200, anonymous.statusCode());
        assertTrue(
                anonymous.body().contains("<a href=\"/login\">Log in</a> to start a game of your own."),
                anonymous.body());
        assertTrue(anonymous.body().contains("No game is open to watch now."), anonymous.body());
        HttpResponse<String> anonymousTable = server.client().get("/play/" + id);
        assertEquals(303, anonymousTable.statusCode());
        assertEquals("/login", anonymousTable.headers().firstValue("Location").orElse(""));
        String chooser = alice.client().get("/play").body();
        assertTrue(
                chooser.contains("<a href=\"/play/" + id + "\">Game " + id + "</a>: alice, random, random#2"), chooser);
        String table = alice.client().get("/play/" + id).body();
        assertTrue(table.contains("<div id=\"table\" class=\"viewer table\" data-game-id=\"" + id + "\""), table);
        assertTrue(table.contains("<script src=\"/static/board.js\" defer></script>"), table);
        assertEquals(
                404,
                TablePlayer.login(server, "bob").client().get("/play/" + id).statusCode());
    }

    @Test
    void aWatchableGameShowsSpectatorsWhatEverySeatSeesAndNoHandAndOnlyItsPersonMoves() {
        String watchable = "{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\", \"random\"],"
                + " \"turnCap\": 40, \"watchable\": true}";
        JsonNode mine = alice.awaitTurn(alice.start(watchable));
        // Played on until the person holds cards with the game still on, so a hand leak would show. A table's
        // board is drawn at random, and on a poor one the person may hold none before the turn cap: a new game.
        for (int games = 1; cards(mine) == 0 || !mine.get("status").asText().equals("playing"); ) {
            if (mine.get("status").asText().equals("playing")) {
                mine = alice.awaitTurn(alice.play(mine));
            } else {
                assertTrue(games++ < 10, "the person held no card in 10 games");
                mine = alice.awaitTurn(alice.start(watchable));
            }
        }
        long id = mine.get("id").asLong();
        TablePlayer bob = TablePlayer.login(server, "bob");

        for (WebClient spectator : new WebClient[] {bob.client(), server.client()}) {
            JsonNode seen = json(spectator.get("/api/games/" + id));
            assertTrue(seen.get("watching").asBoolean());
            assertTrue(seen.get("watchable").asBoolean());
            assertTrue(
                    seen.path("decision").isMissingNode()
                            || seen.get("decision").isNull(),
                    "no decision for a spectator");
            for (Iterator<JsonNode> counts = seen.get("hand").elements(); counts.hasNext(); ) {
                assertEquals(0, counts.next().asInt(), "a spectator sees no hand: " + seen.get("hand"));
            }
            assertEquals(0, seen.get("progressCards").size());
            for (JsonNode event : seen.get("events")) {
                assertFalse(
                        Stream.of("StolenCardSeen", "DevelopmentCardDrawn", "ProgressCardReceived", "ProgressCardTaken")
                                .anyMatch(event.get("type").asText()::equals),
                        "a private event reached a spectator: " + event);
            }
            assertEquals(
                    cards(mine), seen.at("/seats/0/cards").asInt(), "a spectator sees how many cards the person holds");
            assertEquals(200, spectator.get("/play/" + id).statusCode());
        }
        JsonNode owner = alice.view(id);
        assertFalse(owner.get("watching").asBoolean());
        assertTrue(owner.get("decision").has("options"), "the person sees their decision");
        assertTrue(cards(owner) > 0, "the person holds cards, which a spectator must not see: " + owner.get("hand"));

        JsonNode listed = json(server.client().get("/api/games?watchable=true"));
        assertEquals(1, listed.get("total").asInt(), listed.toString());
        assertEquals(id, listed.at("/games/0/id").asLong());
        assertTrue(server.client().get("/play").body().contains("<a href=\"/play/" + id + "\">Game " + id + "</a>"));
        HttpResponse<String> move = bob.send(id, "{\"decision\": " + owner.get("decisionNumber") + ", \"option\": 0}");
        assertEquals(403, move.statusCode(), move.body());
        assertEquals(
                "you may watch game " + id + ", but only its person plays it",
                json(move).get("error").asText());
        assertUnchanged(owner, alice.view(id));
        assertEquals(
                403,
                bob.client().delete("/api/games/" + id, csrf(bob.csrfToken())).statusCode());
        assertEquals("playing", alice.view(id).get("status").asText());
        assertEquals(400, server.client().get("/api/games?watchable=maybe").statusCode());
    }

    @Test
    void aVisitorWatchingAGameHearsOfEveryChange() throws Exception {
        JsonNode before = alice.awaitTurn(alice.start(QUICK_GAME.replace("}", ", \"watchable\": true}")));
        long id = before.get("id").asLong();
        HttpResponse<Stream<String>> events = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(server.url().resolve("/api/games/" + id + "/events"))
                                .header("Accept", "text/event-stream")
                                .build(),
                        HttpResponse.BodyHandlers.ofLines());
        assertEquals(200, events.statusCode());
        Iterator<String> lines = events.body().iterator();
        assertEquals(": watching game " + id, next(lines, line -> line.startsWith(":")));
        alice.play(before);
        assertEquals("event: changed", next(lines, line -> line.startsWith("event: ")));
        events.body().close();
    }

    /** @return how many cards the view's hand holds */
    private static int cards(JsonNode view) {
        int cards = 0;
        for (Iterator<JsonNode> counts = view.get("hand").elements(); counts.hasNext(); ) {
            cards += counts.next().asInt();
        }
        return cards;
    }

    /** Sends a move, checks it is refused with the status and message, and that the game did not move. */
    private void assertMoveRefused(JsonNode before, String move, int status, String message) {
        long id = before.get("id").asLong();
        HttpResponse<String> refused = alice.send(id, move);
        assertEquals(status, refused.statusCode(), refused.body());
        assertEquals(message, json(refused).get("error").asText());
        assertUnchanged(before, alice.view(id));
    }

    /** Starts the quick game for alice and waits for her first decision. */
    private JsonNode firstTurn() {
        return alice.awaitTurn(alice.start(QUICK_GAME));
    }

    /** The game did not move: the same decision pending and the same events seen. */
    static void assertUnchanged(JsonNode before, JsonNode after) {
        assertEquals(before.get("decisionNumber"), after.get("decisionNumber"));
        assertEquals(before.get("events"), after.get("events"));
        assertEquals(before.get("hand"), after.get("hand"));
        assertEquals(before.get("status"), after.get("status"));
    }
}
