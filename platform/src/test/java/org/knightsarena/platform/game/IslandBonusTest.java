package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.IslandBonusEarned;
import org.knightsarena.platform.board.MapAreas;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.Costs;
import org.knightsarena.platform.game.rules.cities.Barbarians;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.maps.Scenarios;

/** Special victory points for new islands (docs/rules/seafarers.md#R-23.9), on Heading for New Shores. */
class IslandBonusTest {

    private static final String SHORES = "heading-for-new-shores";

    /** A game whose setup was played at random: every seat's home areas are where its setup buildings stand. */
    private static Game afterSetup(Ruleset ruleset, long seed) {
        Game game = Game.create(GameOptions.standard(ruleset, 4).withScenario(SHORES), seed, Scenarios::deal);
        Random random = new Random(seed);
        while (game.state().turn.number == 0) {
            RandomPlay.steps(game, random, 1);
        }
        return game;
    }

    /** @return a free spot, with a free land path, standing in one area only, a foreign one of the seat that gives a bonus */
    private static int foreignSpot(GameState s, int seat) {
        MapAreas areas = s.sea.areas();
        return spot(
                s,
                mask -> (s.islands.homeAreas[seat] & mask) == 0
                        && areas.bonusVictoryPoints(Integer.numberOfTrailingZeros(mask)) > 0);
    }

    /** @return a free spot, with a free land path, standing in {@code area} only */
    private static int sameAreaSpot(GameState s, int area) {
        return spot(s, mask -> mask == 1 << area);
    }

    private static int spot(GameState s, java.util.function.IntPredicate areaMask) {
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            int mask = s.sea.areas().areaMaskAt(node);
            if (Integer.bitCount(mask) == 1
                    && areaMask.test(mask)
                    && Building.isFreeSpot(s, node)
                    && freeLandPath(s, node) >= 0) {
                return node;
            }
        }
        throw new AssertionError("no free spot in the area wanted");
    }

    private static int freeLandPath(GameState s, int node) {
        for (int k = 0; k < s.topology.pathCountAt(node); k++) {
            int path = s.topology.pathAt(node, k);
            if (s.sea.landPath(path) && s.pieces.roadOwner[path] == BoardView.NOBODY) {
                return path;
            }
        }
        return -1;
    }

    /** Builds a settlement through the engine in the seat's main phase, its road laid and its cost given first. */
    private static List<GameEvent> settle(Game game, int seat, int node) {
        GameState s = game.state();
        Building.placeRoad(s, Chronicle.discarding(), seat, freeLandPath(s, node));
        s.cards.receive(seat, Costs.SETTLEMENT);
        s.turn.active = seat;
        s.turn.enter(Phase.MAIN);
        int before = game.events().size();
        game.applyChecked(new BuildSettlement(node));
        return BaseBoardQueries.eventsSince(game, before);
    }

    /** @return an intersection standing in home areas of the seat only */
    private static int firstHomeOnlySpot(GameState s, int seat) {
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            int mask = s.sea.areas().areaMaskAt(node);
            if (mask != 0 && (mask & ~s.islands.homeAreas[seat]) == 0) {
                return node;
            }
        }
        throw new AssertionError("no intersection in home areas only");
    }

    private static int areaAt(GameState s, int node) {
        return Integer.numberOfTrailingZeros(s.sea.areas().areaMaskAt(node));
    }

    @Test
    @DisplayName("R-23.9.1, R-23.9.2 the first settlement in a foreign area earns its bonus, once per area and player,"
            + " and the view tells what each seat has still to earn")
    void oncePerAreaAndPlayer() {
        Game game = afterSetup(Ruleset.BASE, 3);
        GameState s = game.state();
        for (int p = 0; p < 4; p++) {
            assertNotEquals(0, s.islands.homeAreas[p], "R-23.9.1 seat " + p + " has home areas");
            assertEquals(0, s.points.islandPoints[p], "setup earns no bonus");
        }
        int node = foreignSpot(s, 0);
        int area = areaAt(s, node);
        int bonus = s.sea.areas().bonusVictoryPoints(area);
        int points = game.victoryPoints(0);
        assertEquals(bonus, game.view(0).islandBonusAt(0, node), "the view tells the bonus still to earn");
        assertEquals(bonus, game.view(2).islandBonusAt(0, node), "as any seat sees it");
        int home = firstHomeOnlySpot(s, 0);
        assertEquals(0, game.view(0).islandBonusAt(0, home), "a home area pays nothing");
        List<GameEvent> events = settle(game, 0, node);
        assertTrue(events.contains(new IslandBonusEarned(0, s.sea.areas().areaId(area), bonus)), events.toString());
        assertEquals(points + 1 + bonus, game.victoryPoints(0));
        assertEquals(bonus, game.view(1).islandPoints(0), "the view shows the special points");
        Invariants.check(game);

        assertEquals(0, game.view(0).islandBonusAt(0, node), "paid once: nothing more to earn there");
        int again = sameAreaSpot(s, area);
        List<GameEvent> second = settle(game, 0, again);
        assertTrue(second.stream().noneMatch(e -> e instanceof IslandBonusEarned), "once per area");
        assertEquals(bonus, s.points.islandPoints[0]);

        int other = sameAreaSpot(s, area);
        assertEquals(bonus, game.view(0).islandBonusAt(1, other), "another seat still has it to earn");
        List<GameEvent> third = settle(game, 1, other);
        assertTrue(third.contains(new IslandBonusEarned(1, s.sea.areas().areaId(area), bonus)), "per player");
        Invariants.check(game);
    }

    @Test
    @DisplayName("R-23.9.3 the special points are kept when the settlement becomes a city and the city is sacked")
    void keptForGood() {
        Game game = afterSetup(Ruleset.CITIES_AND_KNIGHTS, 5);
        GameState s = game.state();
        int node = foreignSpot(s, 2);
        settle(game, 2, node);
        int bonus = s.points.islandPoints[2];
        assertTrue(bonus > 0);
        Barbarians.upgrade(s, Chronicle.discarding(), 2, node);
        assertEquals(bonus, s.points.islandPoints[2], "a city keeps them");
        Invariants.check(game);
        Barbarians.sack(s, Chronicle.discarding(), 2, node);
        assertEquals(bonus, s.points.islandPoints[2], "a sacked city keeps them");
        Invariants.check(game);
    }

    @Test
    @DisplayName("R-23.9.3 the special points count for the target: a bonus can win the game")
    void countedToWin() {
        Game game = afterSetup(Ruleset.BASE, 7);
        GameState s = game.state();
        int node = foreignSpot(s, 1);
        int bonus = s.sea.areas().bonusVictoryPoints(areaAt(s, node));
        s.points.publicPoints[1] = s.options.pointsToWin() - 1 - bonus - s.devHands.victoryPoints(1);
        List<GameEvent> events = settle(game, 1, node);
        assertTrue(events.get(events.size() - 1) instanceof GameWon won && won.player() == 1, events.toString());
        assertEquals(s.options.pointsToWin(), game.victoryPoints(1));
    }
}
