package org.knightsarena.platform.external;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.chronicle.ReplayJson;

/**
 * The lines the platform sends a process bot, protocol version {@value #VERSION}
 * ({@code docs/protocol.md}): {@code start}, {@code event}, {@code decide} and {@code end}, each
 * one JSON object on one line.
 *
 * <p>Actions, events, decisions, cards and the match result are written by {@link ReplayJson},
 * so they read exactly as in a replay; the view and board layout by {@link ViewJson}. Stateless
 * and thread-safe.
 */
public final class Messages {

    /** The protocol version this platform speaks; it changes when a message changes incompatibly. */
    public static final int VERSION = 1;

    private static final ObjectMapper TREES = new ObjectMapper();

    private Messages() {}

    /**
     * @param context the match context the runner gave the agent
     * @param seed    the bot's own seed, drawn from its seeded generator (never the game's seed,
     *                from which dice and decks could be foreseen)
     * @param view    the seat's view, for the board layout
     * @return the {@code start} line
     */
    public static String start(MatchContext context, long seed, GameView view) {
        ObjectNode start = TREES.createObjectNode();
        start.put("type", "start");
        start.put("protocol", VERSION);
        start.put("seat", context.seat());
        start.put("players", context.playerCount());
        start.put("ruleset", context.ruleset().id());
        start.put("seed", seed);
        start.set("variants", ViewJson.variants(view));
        start.put("scenario", view.scenario().orElse(null));
        start.put("pointsToWin", view.pointsToWin());
        ObjectNode budget = start.putObject("budget");
        budget.put("perDecisionMs", context.budget().perDecision().toMillis());
        budget.put("bankMs", context.budget().bank().toMillis());
        start.set("layout", ViewJson.layout(view.board()));
        return start.toString();
    }

    /** @return the {@code event} line telling the bot one event it may see */
    public static String event(GameEvent event) {
        ObjectNode line = TREES.createObjectNode();
        line.put("type", "event");
        line.set("event", parse(ReplayJson.writeEvent(event)));
        return line.toString();
    }

    /**
     * @param id the decide's number in the match, from 1; an answer that carries it back cannot be
     *           mistaken for the answer to another decide
     * @return the {@code decide} line: its id, the decision with its options and the seat's view
     */
    public static String decide(long id, GameView view, Decision decision) {
        ObjectNode line = TREES.createObjectNode();
        line.put("type", "decide");
        line.put("id", id);
        ObjectNode d = line.putObject("decision");
        d.put("type", decision.getClass().getSimpleName());
        d.setAll((ObjectNode) tree(decision));
        d.put("freeForm", freeForm(decision).orElse(null));
        line.set("view", ViewJson.view(view));
        return line.toString();
    }

    /** @return the {@code end} line with the final points and places */
    public static String end(MatchResult result) {
        ObjectNode line = TREES.createObjectNode();
        line.put("type", "end");
        line.set("result", tree(result));
        return line.toString();
    }

    /**
     * Names the action type a decision also accepts beyond its listed options: the answers too
     * many to list ({@link Decision#validate} says why one is refused).
     */
    static Optional<String> freeForm(Decision decision) {
        if (decision instanceof MainTurn) {
            return Optional.of("OfferTrade");
        }
        if (decision instanceof Discard) {
            return Optional.of("DiscardCards");
        }
        if (decision instanceof ChooseCardsToTake) {
            return Optional.of("TakeCards");
        }
        if (decision instanceof ChooseGift) {
            return Optional.of("GiveCards");
        }
        return Optional.empty();
    }

    /** @return a value of the agent API in its replay JSON form, as a tree */
    static JsonNode tree(Object value) {
        return parse(ReplayJson.writeValue(value));
    }

    private static JsonNode parse(String json) {
        try {
            return TREES.readTree(json);
        } catch (JsonProcessingException e) {
            throw new AssertionError("ReplayJson wrote JSON that does not parse: " + json, e); // it writes only JSON
        }
    }
}
