package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.ShipMoved;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.maps.Scenarios;

/**
 * Seeded random play over every Seafarers scenario, 3 and 4 players, base and Cities &amp;
 * Knights: each game ends with a winner at the target or at the turn cap, the invariants
 * ({@link Invariants}, {@link ShipInvariants}) hold after every step, no option puts a piece where
 * the sea keeps it out, and ships are built and moved. {@code -Dseafarers.games=N} plays N games
 * per scenario (20 in the ordinary build; the figure is 1,000).
 */
class SeafarersRandomPlayTest {

    private static final int GAMES_PER_SCENARIO = Integer.getInteger("seafarers.games", 20);

    @Test
    @DisplayName(
            "R-23.1.2, R-23.1.4, R-23.2, R-23.3, R-23.4, R-23.7: random games on every scenario end, keep the invariants and sail")
    void everyScenarioPlaysToTheEnd() {
        for (String scenario : Scenarios.names()) {
            int shipsBuilt = 0;
            int shipsMoved = 0;
            for (int g = 0; g < GAMES_PER_SCENARIO; g++) {
                Ruleset ruleset = g % 4 < 2 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS;
                int players = 3 + g % 2;
                Game game = play(scenario, ruleset, players, g);
                String which = scenario + " " + ruleset + " " + players + " players, game " + g;
                assertTrue(game.isOver(), which + " did not end");
                if (game.winner().isPresent()) {
                    int winner = game.winner().getAsInt();
                    assertTrue(
                            game.victoryPoints(winner) >= game.options().pointsToWin(),
                            which + ": winner below target");
                } else {
                    assertEquals(game.options().turnCap(), game.turn(), which + ": no winner before the cap");
                }
                for (GameEvent event : game.events()) {
                    shipsBuilt += event instanceof Built b && b.piece() == Piece.SHIP ? 1 : 0;
                    shipsMoved += event instanceof ShipMoved ? 1 : 0;
                }
            }
            assertTrue(shipsBuilt > 0, scenario + ": no ship built in " + GAMES_PER_SCENARIO + " games");
            assertTrue(shipsMoved > 0, scenario + ": no ship moved in " + GAMES_PER_SCENARIO + " games");
        }
    }

    /** Plays a seeded game of uniform agents; checks every step's state and decision against the sea. */
    private static Game play(String scenario, Ruleset ruleset, int players, long seed) {
        GameOptions options = GameOptions.standard(ruleset, players).withScenario(scenario);
        Game game = Game.create(options, seed, Scenarios::deal);
        RandomPlay.toTheEnd(game, new Random(seed), played -> {
            Invariants.check(played);
            checkSea(played);
        });
        return game;
    }

    private static void checkSea(Game game) {
        GameState s = game.state();
        if (s.figures.robber != BoardView.NOBODY) {
            assertTrue(s.sea.landHex(s.figures.robber), "R-23.1.2 robber on sea hex " + s.figures.robber);
        }
        if (game.isOver()) {
            return;
        }
        for (Action option : game.decision().options()) {
            if (option instanceof BuildRoad road) {
                assertTrue(s.sea.landPath(road.path()), "R-23.2.2 road offered on sea path " + road.path());
            } else if (option instanceof BuildShip ship) {
                assertTrue(s.sea.shipPath(ship.path()), "R-23.2.2 ship offered on land path " + ship.path());
            } else if (option instanceof MoveShip move) {
                assertTrue(s.sea.shipPath(move.to()), "R-23.3.4 ship moved onto land path " + move.to());
                assertTrue(s.ships.builtTurn[move.from()] < s.turn.number, "R-23.3.3 moving a ship built this turn");
            } else if (option instanceof BuildSettlement settlement) {
                assertTrue(s.sea.landAt(settlement.intersection()), "R-23.1.4 settlement offered at sea");
            } else if (option instanceof MoveRobber robber) {
                assertTrue(s.sea.landHex(robber.hex()), "R-23.1.2 robber offered a sea hex");
            }
        }
    }
}
