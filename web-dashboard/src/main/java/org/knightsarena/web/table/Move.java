package org.knightsarena.web.table;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A move sent by the page: the number of the decision it answers (from the view, so that a move
 * made on an old view is refused rather than applied to another decision), and either the index
 * of one of the listed options or, for decisions whose answers are not listed (discards, gifts,
 * trade offers), the action itself in the replay format.
 *
 * @param decision the decision's number, as the view gives it
 * @param seat     the seat the move is for, if the page says; it must be the caller's
 * @param option   the index of a listed option, or null
 * @param action   an action as JSON, or null; exactly one of {@code option} and {@code action} is given
 */
public record Move(Integer decision, Integer seat, Integer option, JsonNode action) {
    /** A sample body, for error messages. */
    public static final String EXAMPLE = "{\"decision\": 12, \"option\": 3} or {\"decision\": 12, \"action\":"
            + " {\"type\": \"DiscardCards\", \"cards\": {\"wool\": 2}}}";
}
