package org.knightsarena.web.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.match.EngineVersion;
import org.knightsarena.web.replay.BoardGeometry;
import org.knightsarena.web.replay.ScenarioBoard;

/**
 * What a {@link Table}'s game shows: to the person at it (their hand, cards and decision) and to
 * spectators (what every seat sees). Reads the game under the table's lock, which its caller holds.
 */
final class TableViews {
    private final long id;
    private final int seat;
    private final boolean watchable;
    private final List<String> players;
    /** A scenario game's board as dealt, null on a standard island: dealt once, as it never changes. */
    private final ScenarioBoard board;

    TableViews(long id, int seat, boolean watchable, List<String> players, Game game) {
        this.id = id;
        this.seat = seat;
        this.watchable = watchable;
        this.players = players;
        this.board = game.options()
                .scenario()
                .map(scenario -> ScenarioBoard.deal(scenario, players.size(), game.seed()))
                .orElse(null);
    }

    private BoardGeometry geometry() {
        return board != null ? board.geometry() : BoardGeometry.forPlayers(players.size());
    }

    /** @return what the person's seat may see */
    TableView person(Game game, TableStatus status) {
        GameView view = game.view(seat);
        List<TableView.SeatSummary> seats = new ArrayList<>();
        for (int p = 0; p < players.size(); p++) {
            seats.add(new TableView.SeatSummary(
                    p,
                    players.get(p),
                    p == seat,
                    view.handSize(p),
                    view.progressCardCount(p),
                    view.developmentCardCount(p),
                    view.victoryPoints(p)));
        }
        Optional<Integer> toMove = toMove(game, status);
        Optional<TableView.Pending> pending =
                toMove.filter(p -> p == seat).map(p -> ViewParts.pending(game.decision()));
        return new TableView(
                id,
                status.code(),
                seat,
                false,
                watchable,
                players,
                game.options().ruleset().id(),
                game.turn(),
                game.actions().size(),
                toMove,
                pending,
                ViewParts.counts(view.hand()),
                view.progressCards(),
                view.developmentCards(),
                seats,
                view.barbarianPosition(),
                header(game),
                events(game, e -> e.isVisibleTo(seat)),
                geometry(),
                result(game, status),
                board);
    }

    /**
     * @return what someone who plays no seat may see: the events every seat sees, each seat's
     *         public counts and points, and no hand, no cards and no decision
     */
    TableView spectator(Game game, TableStatus status) {
        List<TableView.SeatSummary> seats = new ArrayList<>();
        // another seat's view shows a seat's public points only, without its hidden ones
        GameView first = game.view(0);
        GameView second = game.view(1);
        for (int p = 0; p < players.size(); p++) {
            GameView other = p == 0 ? second : first;
            seats.add(new TableView.SeatSummary(
                    p,
                    players.get(p),
                    false,
                    other.handSize(p),
                    other.progressCardCount(p),
                    other.developmentCardCount(p),
                    other.victoryPoints(p)));
        }
        int n = players.size();
        return new TableView(
                id,
                status.code(),
                seat,
                true,
                watchable,
                players,
                game.options().ruleset().id(),
                game.turn(),
                game.actions().size(),
                toMove(game, status),
                Optional.empty(),
                ViewParts.counts(Cards.NONE),
                List.of(),
                List.of(),
                seats,
                game.view(seat).barbarianPosition(),
                header(game),
                events(game, e -> e.isSeenByAll(n)),
                geometry(),
                result(game, status),
                board);
    }

    private static Optional<Integer> toMove(Game game, TableStatus status) {
        return game.isOver() || status != TableStatus.PLAYING ? Optional.empty() : Optional.of(game.decider());
    }

    private static Optional<MatchResult> result(Game game, TableStatus status) {
        return game.isOver()
                ? Optional.of(game.result())
                : status == TableStatus.ABANDONED
                        ? Optional.of(game.result(MatchResult.Ending.TURN_CAP))
                        : Optional.empty();
    }

    private JsonNode header(Game game) {
        return ViewParts.headerOf(Replay.of(game, players, EngineVersion.current()));
    }

    private static String events(Game game, Predicate<GameEvent> shown) {
        StringBuilder events = new StringBuilder().append('[');
        int count = 0;
        for (GameEvent e : game.events()) {
            if (shown.test(e)) {
                events.append(count++ == 0 ? "" : ",").append(ReplayJson.writeEvent(e));
            }
        }
        return events.append(']').toString();
    }
}
