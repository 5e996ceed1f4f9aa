package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.board.Piece;

/**
 * Places a starting piece during setup (docs/rules/cities-and-knights.md#R-3.3,
 * docs/rules/cities-and-knights.md#R-3.4, docs/rules/base.md#R-21.1), free and without a road
 * connection.
 *
 * @param seat    the player placing
 * @param piece   the piece placed: a settlement, a city (Cities &amp; Knights round 2) or a road
 * @param options one {@code BuildSettlement}, {@code BuildCity} or {@code BuildRoad} per legal spot
 *
 * @since 0.1
 */
public record Setup(int seat, Piece piece, List<Action> options) implements Decision {
    /** Copies the options. @throws NullPointerException if an argument is null */
    public Setup {
        options = ActionList.of(options);
    }
}
