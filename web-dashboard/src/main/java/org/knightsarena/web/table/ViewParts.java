package org.knightsarena.web.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;

/** The parts of a {@link TableView} written in the replay viewer's forms: cards, the header, a decision. Stateless. */
final class ViewParts {
    /** Decisions hold {@code Optional}s (a development card played before the roll names its cards). */
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new Jdk8Module());

    private ViewParts() {}

    /** The cards by lower-case name, as the replay format writes them, zero counts included. */
    static Map<String, Integer> counts(Cards cards) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Card card : Card.values()) {
            counts.put(card.name().toLowerCase(Locale.ROOT), cards.count(card));
        }
        return counts;
    }

    /** The replay header as the viewer reads it (the board's map, the seats' names, the options). */
    static JsonNode headerOf(Replay replay) {
        Replay empty = new Replay(replay.header(), List.of(), List.of());
        try {
            return JSON.readTree(ReplayJson.write(empty)).get("header");
        } catch (java.io.IOException e) {
            throw new AssertionError("the engine's own replay JSON is always readable", e);
        }
    }

    static TableView.Pending pending(Decision decision) {
        List<TableView.Option> options = new ArrayList<>();
        List<Action> listed = decision.options();
        for (int i = 0; i < listed.size(); i++) {
            options.add(new TableView.Option(i, ReplayJson.writeAction(listed.get(i))));
        }
        ObjectNode details = JSON.valueToTree(decision);
        details.remove("options");
        boolean freeForm = decision instanceof Discard
                || decision instanceof ChooseGift
                || decision instanceof ChooseCardsToTake
                || decision instanceof MainTurn;
        return new TableView.Pending(decision.getClass().getSimpleName(), details, options, freeForm);
    }
}
