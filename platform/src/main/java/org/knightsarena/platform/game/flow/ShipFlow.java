package org.knightsarena.platform.game.flow;

import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.MovePirate;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.base.Costs;
import org.knightsarena.platform.game.rules.seafarers.Pirate;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/**
 * Applies the ship and pirate actions of a Seafarers game (docs/rules/seafarers.md, R-23.2, R-23.3,
 * a ship is paid for in the main phase and the special build phase, free as the
 * setup piece and with Road Building, where the turn's flow moves on as after a road; a seven or a
 * Knight card moves the robber or the pirate. Called by {@link ActionDispatch} and {@link TurnFlow}.
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

    /**
     * the phase a seven or a Knight card moves a figure in: on a map with a pirate the
     * robber or the pirate, else the robber. A knight's chase and Bishop keep {@link Phase#PLACE_ROBBER}.
     */
    static Phase robberPhase(GameState s) {
        return Pirate.inPlay(s) ? Phase.PLACE_ROBBER_OR_PIRATE : Phase.PLACE_ROBBER;
    }

    /** the pirate moves, then its mover robs an owner of a ship beside it. */
    static Continuation apply(GameState s, Chronicle c, int seat, MovePirate action) {
        Pirate.move(s, c, seat, action.hex());
        Robbery.rob(s, c, seat, Pirate.victims(s, seat), Phase.CHOOSE_PIRATE_VICTIM);
        return Continuation.NONE;
    }
}
