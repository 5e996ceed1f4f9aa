package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.ChasePirate;
import org.knightsarena.api.action.MovePirate;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.action.TakeResource;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.decision.ChooseGoldResource;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.api.event.PirateMoved;
import org.knightsarena.api.event.ShipMoved;
import org.knightsarena.platform.board.MapAreas;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.rules.seafarers.GoldFields;
import org.knightsarena.platform.game.rules.seafarers.Pirate;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.maps.Scenarios;

/**
 * Seeded random play of every scenario, base and Cities &amp; Knights, 3 and 4 players: each game
 * ends, the engine's invariants ({@link Invariants}, with {@link ShipInvariants}), the gold and
 * island rules and the sea's limits on every option hold after every step, and ships are built and
 * moved on every scenario. {@code -Dseafarers.games=N} plays N games per scenario (the issue's
 * figure is 1,000).
 */
class SeafarersRandomPlayTest {

    /** Games per scenario, spread evenly over the two rulesets and two player counts; {@code -Dseafarers.games=N} for another count. */
    static final int GAMES_PER_SCENARIO = Integer.getInteger("seafarers.games", 100);

    @Test
    @DisplayName(
            "R-23.1.2, R-23.1.4, R-23.2, R-23.3, R-23.4, R-23.5, R-23.6, R-23.7, R-23.9, R-17.1: random games on every"
                    + " scenario end, sail, move the pirate, and keep gold and island bonuses right")
    void everyScenario() {
        int golds = 0;
        int bonuses = 0;
        int piratesMoved = 0;
        int pirateChases = 0;
        for (String scenario : Scenarios.names()) {
            int shipsBuilt = 0;
            int shipsMoved = 0;
            for (int g = 0; g < GAMES_PER_SCENARIO; g++) {
                Ruleset ruleset = g % 2 == 0 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS;
                int players = 3 + (g / 2) % 2;
                Game game =
                        Game.create(GameOptions.standard(ruleset, players).withScenario(scenario), g, Scenarios::deal);
                int[] kept = new int[players];
                RandomPlay.toTheEnd(game, new Random(g), played -> {
                    Invariants.check(played);
                    check(played, kept);
                    checkSea(played);
                });
                assertTrue(game.isOver());
                for (GameEvent event : game.events()) {
                    shipsBuilt += event instanceof Built b && b.piece() == Piece.SHIP ? 1 : 0;
                    shipsMoved += event instanceof ShipMoved ? 1 : 0;
                    piratesMoved += event instanceof PirateMoved ? 1 : 0;
                    pirateChases +=
                            event instanceof KnightChanged k && k.change() == KnightChange.CHASED_PIRATE ? 1 : 0;
                }
                golds += (int) game.events().stream()
                        .filter(e -> e instanceof org.knightsarena.api.event.GoldChosen)
                        .count();
                bonuses += (int) game.events().stream()
                        .filter(e -> e instanceof org.knightsarena.api.event.IslandBonusEarned)
                        .count();
            }
            assertTrue(shipsBuilt > 0, scenario + ": no ship built in " + GAMES_PER_SCENARIO + " games");
            assertTrue(shipsMoved > 0, scenario + ": no ship moved in " + GAMES_PER_SCENARIO + " games");
        }
        assertTrue(golds > 0, "gold was picked");
        assertTrue(bonuses > 0, "island bonuses were earned");
        assertTrue(piratesMoved > 0, "R-23.6.1 the pirate was moved");
        assertTrue(pirateChases > 0, "R-17.1.4 a knight chased the pirate");
    }

    /** The gold and island invariants of one state; {@code kept} holds each seat's special points so far. */
    static void check(Game game, int[] kept) {
        GameState s = game.state();
        MapAreas areas = s.sea.areas();
        for (int p = 0; p < s.players; p++) {
            assertTrue(s.islands.goldOwed[p] >= 0, "negative gold owed");
            assertEquals(0, s.islands.homeAreas[p] & s.islands.bonusAreas[p], "R-23.9.2 a bonus in a home area");
            int points = 0;
            for (int claimed = s.islands.bonusAreas[p]; claimed != 0; claimed &= claimed - 1) {
                points += areas.bonusVictoryPoints(Integer.numberOfTrailingZeros(claimed));
            }
            assertEquals(points, s.points.islandPoints[p], "special points of seat " + p);
            assertTrue(points >= kept[p], "R-23.9.3 special points lost");
            kept[p] = points;
        }
        for (int node = 0; node < s.topology.intersectionCount() && s.turn.number > 0; node++) {
            int owner = s.pieces.buildingOwner[node];
            if (s.pieces.buildingKind[node] != 0) {
                int foreign = areas.areaMaskAt(node) & ~s.islands.homeAreas[owner];
                for (; foreign != 0; foreign &= foreign - 1) {
                    int area = Integer.numberOfTrailingZeros(foreign);
                    assertTrue(
                            areas.bonusVictoryPoints(area) == 0 || (s.islands.bonusAreas[owner] & (1 << area)) != 0,
                            "R-23.9.2 seat " + owner + " settled area " + area + " unpaid");
                }
            }
        }
        if (game.isOver()) {
            return;
        }
        assertEquals(s.turn.phase() == Phase.GOLD, s.islands.anyGoldOwed(), "gold owed outside the GOLD phase");
        if (s.turn.phase() == Phase.GOLD) {
            ChooseGoldResource d = assertInstanceOf(ChooseGoldResource.class, game.decision());
            assertEquals(GoldFields.nextChooser(s), d.seat(), "R-23.5.2 seat order");
            assertEquals(s.islands.goldOwed[d.seat()], d.picksLeft());
            assertTrue(!d.options().isEmpty(), "R-23.5.3 a pick is asked only while the bank holds a resource");
            for (Action option : d.options()) {
                TakeResource take = (TakeResource) option;
                assertTrue(!take.resource().isCommodity(), "R-17.1.2 a commodity offered for gold");
                assertTrue(s.cards.bank[take.resource().ordinal()] > 0, "R-23.5.3 a pick the bank cannot pay");
            }
        }
    }

    /** No option puts a piece where the sea keeps it out, the robber stays on land and the pirate at sea. */
    private static void checkSea(Game game) {
        GameState s = game.state();
        if (s.figures.robber != BoardView.NOBODY) {
            assertTrue(s.sea.landHex(s.figures.robber), "R-23.1.2 robber on sea hex " + s.figures.robber);
        }
        if (s.figures.pirate != BoardView.NOBODY) {
            assertTrue(!s.sea.landHex(s.figures.pirate), "R-23.6.1 pirate on land hex " + s.figures.pirate);
        } else {
            assertEquals(s.topology.hexCount(), landHexes(s), "R-23.6.1 no pirate, yet the map has sea");
        }
        if (game.isOver()) {
            return;
        }
        for (Action option : game.decision().options()) {
            if (option instanceof BuildRoad road) {
                assertTrue(s.sea.landPath(road.path()), "R-23.2.2 road offered on sea path " + road.path());
            } else if (option instanceof BuildShip ship) {
                assertTrue(s.sea.shipPath(ship.path()), "R-23.2.2 ship offered on land path " + ship.path());
                assertTrue(!Pirate.blocks(s, ship.path()), "R-23.2.5 ship offered beside the pirate");
            } else if (option instanceof MoveShip move) {
                assertTrue(s.sea.shipPath(move.to()), "R-23.3.4 ship moved onto land path " + move.to());
                assertTrue(
                        !Pirate.blocks(s, move.from()) && !Pirate.blocks(s, move.to()), "R-23.3.5 beside the pirate");
                assertTrue(s.ships.builtTurn[move.from()] < s.turn.number, "R-23.3.3 moving a ship built this turn");
            } else if (option instanceof BuildSettlement settlement) {
                assertTrue(s.sea.landAt(settlement.intersection()), "R-23.1.4 settlement offered at sea");
            } else if (option instanceof MoveRobber robber) {
                assertTrue(s.sea.landHex(robber.hex()), "R-23.1.2 robber offered a sea hex");
            } else if (option instanceof MovePirate pirate) {
                assertTrue(!s.sea.landHex(pirate.hex()), "R-23.6.2 pirate offered a land hex");
                assertTrue(pirate.hex() != s.figures.pirate, "R-23.6.2 pirate offered its own hex");
                assertTrue(!s.isCitiesAndKnights() || s.barbarians.hasAttacked(), "R-17.1.4 pirate before the attack");
            } else if (option instanceof ChasePirate chase) {
                int knight = chase.knight();
                assertTrue(s.barbarians.hasAttacked(), "R-17.1.4 chase before the attack");
                assertEquals(s.turn.active, s.knights.owner[knight], "R-17.1.4 chase with another's knight");
                assertTrue(Knights.canAct(s, knight), "R-17.1.4 chase with a knight that cannot act");
                assertTrue(isCorner(s, s.figures.pirate, knight), "R-17.1.4 chase from away from the pirate");
            }
            assertTrue(
                    s.turn.phase() != Phase.PLACE_PIRATE || option instanceof MovePirate,
                    "R-17.1.4 the pirate's chase offers " + option);
        }
    }

    private static boolean isCorner(GameState s, int hex, int node) {
        for (int c = 0; c < 6; c++) {
            if (s.topology.corner(hex, c) == node) {
                return true;
            }
        }
        return false;
    }

    private static int landHexes(GameState s) {
        int land = 0;
        for (int hex = 0; hex < s.topology.hexCount(); hex++) {
            land += s.sea.landHex(hex) ? 1 : 0;
        }
        return land;
    }
}
