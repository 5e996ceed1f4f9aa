package org.knightsarena.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;

/**
 * Refused moves at the decisions that interrupt a turn, over real HTTP: a card answer of the
 * wrong size, of cards not held, or of the wrong kind to a discard, an unlisted option of a
 * queued decision, and any move once the game is over; each is refused with what is wrong, and
 * the game stays as it was (and then takes a legal answer). The seeded game deals the same
 * decisions every time.
 */
class QueuedMoveRefusalApiTest {
    /** A seeded game of four, the person first, whose first-option play meets a discard and a listed queued decision. */
    private static final String SEEDED_GAME = "{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\","
            + " \"random\", \"random\"], \"seat\": 0, \"turnCap\": 150, \"seed\": 3}";

    /** One dashboard for the class: each test plays a game of its own, and finishes it. */
    @TempDir
    static Path data;

    static TestDashboard server;
    static TablePlayer alice;

    @BeforeAll
    static void startTheDashboard() {
        server = TestDashboard.start(data);
        alice = TablePlayer.login(server, "alice");
    }

    @AfterAll
    static void stopTheDashboard() {
        server.close();
    }

    @Test
    void aDiscardOfTheWrongCardsIsRefusedWithTheRuleAndChangesNothing() {
        JsonNode discard = playUntil(alice.awaitTurn(alice.start(SEEDED_GAME)), Set.of("Discard"));
        int count = discard.at("/decision/details/count").asInt();
        String missing = firstMissing(discard.get("hand"));

        // a discard is asked of a hand of more than seven cards, half of it rounded down
        assertRefused(
                discard,
                discardOf(firstCards(discard.get("hand"), count + 1)),
                "that move is not legal: must discard exactly " + count + " cards, not " + (count + 1));
        assertRefused(discard, discardOf("\"" + missing + "\": " + count), "that move is not legal: cannot discard ");
        assertRefused(
                discard,
                "{\"decision\": " + discard.get("decisionNumber") + ", \"action\": {\"type\": \"EndTurn\"}}",
                "that move is not legal: a discard is answered with DiscardCards, not ");
        HttpResponse<String> legal = alice.send(discard.get("id").asLong(), TablePlayer.anyLegalMove(discard));
        assertEquals(200, legal.statusCode(), legal.body());
    }

    @Test
    void anUnlistedOptionOfAQueuedDecisionIsRefusedAndChangesNothing() {
        Set<String> listed = new TreeSet<>(PersonDecisions.QUEUED);
        listed.removeAll(PersonDecisions.ANSWERED_WITH_CARDS);
        JsonNode queued = playUntil(alice.awaitTurn(alice.start(SEEDED_GAME)), listed);
        int options = queued.at("/decision/options").size();
        String type = queued.at("/decision/type").asText();
        assertRefused(
                queued,
                "{\"decision\": " + queued.get("decisionNumber") + ", \"option\": " + options + "}",
                "option " + options + " is not listed: " + type + " has options 0 to " + (options - 1));
        HttpResponse<String> legal = alice.send(queued.get("id").asLong(), TablePlayer.anyLegalMove(queued));
        assertEquals(200, legal.statusCode(), legal.body());
    }

    @Test
    void aMoveAfterTheGameIsOverIsRefused() {
        JsonNode over = alice.playToTheEnd(alice.start("{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\","
                + " \"random\"], \"seat\": 0, \"turnCap\": 4}"));
        assertEquals("finished", over.get("status").asText());
        long id = over.get("id").asLong();
        HttpResponse<String> refused =
                alice.send(id, "{\"decision\": " + over.get("decisionNumber") + ", \"option\": 0}");
        assertEquals(409, refused.statusCode(), refused.body());
        assertEquals(
                "game " + id + " is finished; no more moves",
                json(refused).get("error").asText());
        TableApiTest.assertUnchanged(over, alice.view(id));
    }

    /** Plays first options until the person must answer a decision of one of the types; fails if the game ends first. */
    private JsonNode playUntil(JsonNode view, Set<String> types) {
        while (view.get("status").asText().equals("playing")) {
            if (types.contains(view.at("/decision/type").asText())) {
                return view;
            }
            view = alice.awaitTurn(alice.play(view));
        }
        throw new AssertionError("the seeded game ended before the person met one of " + types);
    }

    private static String discardOf(String cards) {
        return "{\"action\": {\"type\": \"DiscardCards\", \"cards\": {" + cards + "}}, \"decision\": ";
    }

    /** Sends a move, checks it is refused as illegal with a message that starts so, and that the game did not move. */
    private void assertRefused(JsonNode before, String move, String message) {
        long id = before.get("id").asLong();
        String sent = move.endsWith("\"decision\": ") ? move + before.get("decisionNumber") + "}" : move;
        HttpResponse<String> refused = alice.send(id, sent);
        assertEquals(422, refused.statusCode(), refused.body());
        String error = json(refused).get("error").asText();
        assertTrue(error.startsWith(message), error);
        TableApiTest.assertUnchanged(before, alice.view(id));
    }

    /** @return the first {@code n} cards of the hand, in its order, as the card counts of an action */
    private static String firstCards(JsonNode hand, int n) {
        StringBuilder cards = new StringBuilder();
        int left = n;
        for (Iterator<Map.Entry<String, JsonNode>> kinds = hand.fields(); kinds.hasNext() && left > 0; ) {
            Map.Entry<String, JsonNode> kind = kinds.next();
            int take = Math.min(left, kind.getValue().asInt());
            if (take > 0) {
                cards.append(cards.length() == 0 ? "" : ", ")
                        .append('"')
                        .append(kind.getKey())
                        .append("\": ")
                        .append(take);
                left -= take;
            }
        }
        return cards.toString();
    }

    private static String firstMissing(JsonNode hand) {
        for (Iterator<Map.Entry<String, JsonNode>> cards = hand.fields(); cards.hasNext(); ) {
            Map.Entry<String, JsonNode> card = cards.next();
            if (card.getValue().asInt() == 0) {
                return card.getKey();
            }
        }
        throw new AssertionError("a hand with a kind missing: " + hand);
    }
}
