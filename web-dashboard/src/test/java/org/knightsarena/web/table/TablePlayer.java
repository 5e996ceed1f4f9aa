package org.knightsarena.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.http.HttpResponse;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/** A person at a table, through the games API with their session and CSRF token (other packages' tests seat bots of theirs). */
public record TablePlayer(WebClient client, String csrfToken) {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** How many times a view is read while the bots move before the test gives up. */
    private static final int PATIENCE = 20_000;

    private static final String[] CARDS = {"brick", "lumber", "wool", "grain", "ore", "paper", "cloth", "coin"};

    public static TablePlayer login(TestDashboard server, String username) {
        WebClient client = server.loggedIn(username);
        return new TablePlayer(client, client.csrfToken());
    }

    /** Starts a game; fails the test unless it is created. */
    public JsonNode start(String body) {
        HttpResponse<String> created = client.postJson("/api/games", body, csrf(csrfToken));
        assertEquals(201, created.statusCode(), created.body());
        return json(created);
    }

    public JsonNode view(long id) {
        HttpResponse<String> view = client.get("/api/games/" + id);
        assertEquals(200, view.statusCode(), view.body());
        return json(view);
    }

    public HttpResponse<String> send(long id, String move) {
        return client.postJson("/api/games/" + id + "/moves", move, csrf(csrfToken));
    }

    /** Plays a legal move ({@link #anyLegalMove}); fails the test unless it is taken. @return the view after it */
    public JsonNode play(JsonNode view) {
        HttpResponse<String> played = send(view.get("id").asLong(), anyLegalMove(view));
        assertEquals(200, played.statusCode(), played.body());
        return json(played);
    }

    /** Reads the game until it is this person's turn or the game is over. */
    public JsonNode awaitTurn(JsonNode view) {
        long id = view.get("id").asLong();
        for (int i = 0; i < PATIENCE; i++) {
            if (!view.get("decision").isNull() || !view.get("status").asText().equals("playing")) {
                return view;
            }
            Thread.onSpinWait();
            view = view(id);
        }
        throw new AssertionError("the bots of game " + id + " never let the person move: " + view);
    }

    /**
     * A legal move for the pending decision: the first listed option, or for a decision whose
     * answers are not listed the first cards of the hand it names.
     */
    public static String anyLegalMove(JsonNode view) {
        JsonNode decision = view.get("decision");
        ObjectNode move = JSON.createObjectNode()
                .put("decision", view.get("decisionNumber").asInt());
        if (decision.get("options").size() > 0) {
            return move.put("option", 0).toString();
        }
        JsonNode details = decision.get("details");
        String type = decision.get("type").asText();
        String hand = type.equals("ChooseCardsToTake") ? "theirHand" : "hand";
        String action = switch (type) {
            case "Discard" -> "DiscardCards";
            case "ChooseGift" -> "GiveCards";
            case "ChooseCardsToTake" -> "TakeCards";
            default -> throw new AssertionError("no listed option for " + decision);
        };
        ObjectNode cards = JSON.createObjectNode();
        int left = details.get("count").asInt();
        for (String card : CARDS) {
            int take = Math.min(left, details.get(hand).get(card).asInt());
            if (take > 0) {
                cards.put(card, take);
                left -= take;
            }
        }
        move.set("action", JSON.createObjectNode().put("type", action).set("cards", cards));
        return move.toString();
    }

    /** Plays legal moves until the game is over; @return the last view */
    public JsonNode playToTheEnd(JsonNode view) {
        view = awaitTurn(view);
        while (view.get("status").asText().equals("playing")) {
            view = awaitTurn(play(view));
        }
        return view;
    }

    /** The person's finished game in their match list; the bots' last moves are stored just after the view says so. */
    public JsonNode awaitStoredGame() {
        for (int i = 0; i < PATIENCE; i++) {
            HttpResponse<String> listed = client.get("/api/matches?limit=200");
            assertEquals(200, listed.statusCode(), listed.body());
            for (JsonNode m : json(listed).get("matches")) {
                if (m.toString().contains("\"person\"")) {
                    return m;
                }
            }
            Thread.onSpinWait();
        }
        throw new AssertionError("the finished game was never listed at /api/matches");
    }
}
