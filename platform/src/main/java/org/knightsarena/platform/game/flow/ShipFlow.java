package org.knightsarena.platform.game.flow;

import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.base.Costs;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/**
 * Applies the ship actions of a Seafarers game (docs/rules/seafarers.md, R-23.2, R-23.3, R-23.7):
 * a ship is paid for in the main phase and the special build phase, free as the setup piece and
 * with Road Building, where the turn's flow moves on as after a road. Called by
 * {@link ActionDispatch} only.
 */
final class ShipFlow {
    private ShipFlow() {}

    static Continuation apply(GameState s, Chronicle c, int seat, BuildShip action) {
        switch (s.turn.phase()) {
            case SETUP_ROAD:
                Shipping.placeShip(s, c, seat, action.path());
                TurnFlow.nextSetupStep(s, c);
                break;
            case FREE_ROAD:
                Shipping.placeShip(s, c, seat, action.path());
                TurnFlow.afterFreePiece(s, seat);
                break;
            default:
                s.cards.pay(seat, Costs.SHIP);
                Shipping.placeShip(s, c, seat, action.path());
        }
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, MoveShip action) {
        Shipping.move(s, c, seat, action);
        return Continuation.NONE;
    }
}
