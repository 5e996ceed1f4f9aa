package org.knightsarena.web.table;

import java.util.List;

/**
 * One line of a person's list of games: enough to find a game and see where it stands.
 *
 * @param yourTurn  whether the game waits for its person's move (always false in a spectator's list)
 * @param watchable whether anyone may watch it
 */
public record TableSummary(
        long id,
        String status,
        String ruleset,
        List<String> players,
        int seat,
        int turn,
        int decisionNumber,
        boolean yourTurn,
        boolean watchable) {
    /** Copies the names. */
    public TableSummary {
        players = List.copyOf(players);
    }

    static TableSummary of(TableView view) {
        return new TableSummary(
                view.id(),
                view.status(),
                view.ruleset(),
                view.players(),
                view.seat(),
                view.turn(),
                view.decisionNumber(),
                view.decision().isPresent(),
                view.watchable());
    }
}
