package org.knightsarena.web.table;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.web.replay.BoardGeometry;
import org.knightsarena.web.replay.ScenarioBoard;

/**
 * What the person at a table may see, as {@code GET /api/games/{id}} sends it: the game as their
 * seat's view allows (their own hand and cards, the others' counts only), the board and the
 * events their seat may see in the replay viewer's form, and the decision they must answer, if
 * any, with its legal options. A spectator of a watchable game gets the same shape with
 * {@code watching} set: the events every seat sees, no hand, no cards, no decision.
 *
 * @param seat           the person's seat (for a spectator too: whose game it is)
 * @param watching       whether this is a spectator's view
 * @param watchable      whether the game's person lets anyone watch it
 * @param decisionNumber the number of the pending decision (the actions played so far); a move carries it
 * @param toMove         the seat that must decide, empty when the game is over
 * @param decision       the decision the person must answer, empty while another seat decides
 * @param hand           the person's cards by lower-case name, as in the replay format
 * @param events         the events this seat may see, as one JSON array in the replay format
 * @param board          the dealt board of a game on a Seafarers scenario, whose header has no map
 *                       (as the replay viewer's answer carries it); absent on a standard island
 */
public record TableView(
        long id,
        String status,
        int seat,
        boolean watching,
        boolean watchable,
        List<String> players,
        String ruleset,
        int turn,
        int decisionNumber,
        Optional<Integer> toMove,
        Optional<Pending> decision,
        Map<String, Integer> hand,
        List<ProgressCard> progressCards,
        List<DevelopmentCard> developmentCards,
        List<SeatSummary> seats,
        int barbarians,
        JsonNode header,
        @JsonRawValue String events,
        BoardGeometry geometry,
        Optional<MatchResult> result,
        @JsonInclude(JsonInclude.Include.NON_NULL) ScenarioBoard board) {

    /**
     * The decision the person must answer.
     *
     * @param type    the decision's kind, the simple name of its {@code agent-api} type ({@code MainTurn}, {@code Discard}, …)
     * @param details the decision's other fields (cards to discard, the offer answered, …)
     * @param options the legal answers, each with its index; empty for a decision whose answers are not
     *                listed (a discard, a gift, the cards to take), answered with an action
     * @param freeForm whether actions other than the listed ones may be legal (discards, trade offers)
     */
    public record Pending(String type, JsonNode details, List<Option> options, boolean freeForm) {}

    /** One legal answer: its index and the action in the replay format. */
    public record Option(int index, @JsonRawValue String action) {}

    /** What everyone may see of one seat. */
    public record SeatSummary(
            int seat, String name, boolean you, int cards, int progressCards, int developmentCards, int points) {}
}
