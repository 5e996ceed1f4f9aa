package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.platform.board.Topology;

/** Checks that a game's state is consistent: cards conserved, pieces in limits, points and awards recomputed equal. */
final class Invariants {
    private Invariants() {
    }

    static void check(Game game) {
        GameState s = game.state();
        Topology t = s.topology;
        // cards: bank + hands = 19 of each resource, no commodities in the base game
        for (int c = 0; c < Card.COUNT; c++) {
            int total = s.bank[c];
            for (int p = 0; p < s.players; p++) {
                int held = s.hand[p * Card.COUNT + c];
                assertTrue(held >= 0, "negative hand count");
                total += held;
            }
            assertEquals(c < Card.RESOURCE_COUNT ? 19 : 0, total, "cards of " + Card.of(c) + " not conserved");
        }
        // development cards: deck + hands + played = 25
        int dev = s.devDeckSize;
        int knightsPlayed = 0;
        for (int p = 0; p < s.players; p++) {
            dev += s.devCards(p);
            knightsPlayed += s.knightsPlayed[p];
        }
        assertTrue(dev + knightsPlayed <= 25, "more development cards than the deck holds");
        int[] settlements = new int[s.players];
        int[] cities = new int[s.players];
        int[] roads = new int[s.players];
        for (int node = 0; node < t.intersectionCount(); node++) {
            int kind = s.buildingKind[node];
            if (kind == 0) {
                assertEquals(BoardView.NOBODY, s.buildingOwner[node]);
                continue;
            }
            int owner = s.buildingOwner[node];
            if (kind == GameState.SETTLEMENT) {
                settlements[owner]++;
            } else {
                cities[owner]++;
            }
            for (int k = 0; k < t.neighbourCount(node); k++) {
                assertEquals(0, s.buildingKind[t.neighbour(node, k)], "R-6.2.2 distance rule broken at " + node);
            }
            if (s.turn > 0) {
                assertTrue(Building.touchesOwnRoad(s, owner, node), "building without own road at " + node);
            }
        }
        for (int path = 0; path < t.pathCount(); path++) {
            int owner = s.roadOwner[path];
            if (owner != BoardView.NOBODY) {
                roads[owner]++;
                assertTrue(connected(s, owner, path), "road " + path + " is not connected to its owner's network");
            }
        }
        for (int p = 0; p < s.players; p++) {
            assertEquals(GameState.SETTLEMENTS, settlements[p] + s.settlementsLeft[p], "settlement supply");
            assertEquals(GameState.CITIES, cities[p] + s.citiesLeft[p], "city supply");
            assertEquals(GameState.ROADS, roads[p] + s.roadsLeft[p], "road supply");
            assertTrue(s.settlementsLeft[p] >= 0 && s.citiesLeft[p] >= 0 && s.roadsLeft[p] >= 0, "negative supply");
            int points = settlements[p] + 2 * cities[p]
                    + (s.longestRoad == p ? LongestRoad.POINTS : 0)
                    + (s.largestArmy == p ? DevelopmentCards.LARGEST_ARMY_POINTS : 0);
            assertEquals(points, s.publicPoints[p], "points tracked differ from points recomputed for seat " + p);
            assertEquals(LongestRoad.length(s, p), s.roadLength[p], "road length of seat " + p);
            assertEquals(points + s.devCount(p, DevelopmentCard.VICTORY_POINT), game.victoryPoints(p));
        }
        if (s.longestRoad != BoardView.NOBODY) {
            assertTrue(s.roadLength[s.longestRoad] >= LongestRoad.MINIMUM, "R-15.2 holder below 5");
            for (int p = 0; p < s.players; p++) {
                assertTrue(s.roadLength[p] <= s.roadLength[s.longestRoad], "R-15.3 someone is longer than the holder");
            }
        }
        if (s.largestArmy != BoardView.NOBODY) {
            assertTrue(s.knightsPlayed[s.largestArmy] >= 3, "R-21.7 army below 3");
            for (int p = 0; p < s.players; p++) {
                assertTrue(s.knightsPlayed[p] <= s.knightsPlayed[s.largestArmy], "R-21.7 someone has more knights");
            }
        }
    }

    private static boolean connected(GameState s, int owner, int path) {
        Topology t = s.topology;
        for (int e = 0; e < 2; e++) {
            int node = t.end(path, e);
            if (s.buildingOwner[node] == owner) {
                return true;
            }
            for (int k = 0; k < t.pathCountAt(node); k++) {
                int other = t.pathAt(node, k);
                if (other != path && s.roadOwner[other] == owner) {
                    return true;
                }
            }
        }
        return false;
    }
}
