package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.DevelopmentCards;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.rules.cities.CityImprovements;
import org.knightsarena.platform.game.rules.cities.ProgressDecks;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Improvements;
import org.knightsarena.platform.game.state.KnightBoard;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.Pieces;
import org.knightsarena.platform.game.state.TableComponents;

/** Checks that a game's state is consistent: cards conserved, pieces in limits, points and awards recomputed equal. */
final class Invariants {
    private Invariants() {}

    static void check(Game game) {
        GameState s = game.state();
        Topology t = s.topology;
        // cards: bank + hands = 19 of each resource (24 for 5-6 players), no commodities in the base game
        for (int c = 0; c < Card.COUNT; c++) {
            int total = s.cards.bank[c];
            for (int p = 0; p < s.players; p++) {
                int held = s.cards.hand[p * Card.COUNT + c];
                assertTrue(held >= 0, "negative hand count");
                total += held;
            }
            int expected = c < Card.RESOURCE_COUNT
                    ? TableComponents.bankPerResource(s.players)
                    : s.isCitiesAndKnights() ? TableComponents.bankPerCommodity(s.players) : 0;
            assertEquals(expected, total, "cards of " + Card.of(c) + " not conserved");
        }
        // development cards: deck + hands + played = 25 (34 for 5-6 players)
        int dev = s.devDeck.size();
        int knightsPlayed = 0;
        for (int p = 0; p < s.players; p++) {
            dev += s.devHands.total(p);
            knightsPlayed += s.points.knightsPlayed[p];
        }
        assertTrue(
                dev + knightsPlayed <= TableComponents.developmentCards(s.players),
                "more development cards than the deck holds");
        int[] settlements = new int[s.colours];
        int[] cities = new int[s.colours];
        int[] roads = new int[s.colours];
        for (int node = 0; node < t.intersectionCount(); node++) {
            int kind = s.pieces.buildingKind[node];
            if (kind == 0) {
                assertEquals(BoardView.NOBODY, s.pieces.buildingOwner[node]);
                continue;
            }
            int owner = s.pieces.buildingOwner[node];
            if (kind == Pieces.SETTLEMENT) {
                settlements[owner]++;
            } else {
                cities[owner]++;
            }
            for (int k = 0; k < t.neighbourCount(node); k++) {
                assertEquals(0, s.pieces.buildingKind[t.neighbour(node, k)], "R-6.2.2 distance rule broken at " + node);
            }
            boolean neutralStart = owner >= s.players && CatanForTwoInvariants.isStartingSpot(s, owner, node);
            // Diplomat may remove a building's last road: a ship may sail away from one
            if (s.turn.number > 0 && !s.isCitiesAndKnights() && !neutralStart && !s.ships.inPlay()) {
                assertTrue(Building.touchesOwnRoad(s, owner, node), "building without own road at " + node);
            }
        }
        for (int path = 0; path < t.pathCount(); path++) {
            int owner = s.pieces.roadOwner[path];
            if (owner != BoardView.NOBODY) {
                roads[owner]++;
                assertTrue(
                        connected(s, owner, path, s.pieces.roadOwner),
                        "road " + path + " is not connected to its owner's network");
            }
        }
        for (int p = 0; p < s.colours; p++) { // Catan for Two's neutral colours too
            int tipped = s.isCitiesAndKnights() ? s.pieces.tippedCities.size(p) : 0;
            assertEquals(
                    Pieces.SETTLEMENTS, settlements[p] - tipped + s.pieces.settlementsLeft[p], "settlement supply");
            assertEquals(Pieces.CITIES, cities[p] + tipped + s.pieces.citiesLeft[p], "city supply");
            assertEquals(Pieces.ROADS, roads[p] + s.pieces.roadsLeft[p], "road supply");
            assertTrue(
                    s.pieces.settlementsLeft[p] >= 0 && s.pieces.citiesLeft[p] >= 0 && s.pieces.roadsLeft[p] >= 0,
                    "negative supply");
            int points = settlements[p]
                    + 2 * cities[p]
                    + (s.points.longestRoad == p ? LongestRoad.POINTS : 0)
                    + (s.points.largestArmy == p ? DevelopmentCards.LARGEST_ARMY_POINTS : 0)
                    + (s.isCitiesAndKnights() ? citiesAndKnightsPoints(s, p) : 0)
                    + s.points.islandPoints[p];
            assertEquals(
                    points, s.points.publicPoints[p], "points tracked differ from points recomputed for seat " + p);
            if (!s.isCitiesAndKnights()
                    || s.knights.displacedFrom
                            == BoardView.NOBODY) { // lengths are updated once the displaced knight is put down
                assertEquals(LongestRoad.length(s, p), s.points.roadLength[p], "road length of seat " + p);
            }
            if (p < s.players) {
                assertEquals(
                        points + s.devHands.count(p, DevelopmentCard.VICTORY_POINT) + s.castle.points(p),
                        game.victoryPoints(p));
            }
        }
        if (s.isCatanForTwo()) {
            CatanForTwoInvariants.check(game);
        }
        if (s.isCitiesAndKnights()) {
            checkCitiesAndKnights(game);
        }
        ShipInvariants.check(s);
        if (s.points.longestRoad != BoardView.NOBODY) {
            assertTrue(s.points.roadLength[s.points.longestRoad] >= LongestRoad.MINIMUM, "R-15.2 holder below 5");
            for (int p = 0; p < s.colours; p++) {
                assertTrue(
                        s.points.roadLength[p] <= s.points.roadLength[s.points.longestRoad],
                        "R-15.3 someone is longer than the holder");
            }
        }
        if (s.points.largestArmy != BoardView.NOBODY) {
            assertTrue(s.points.knightsPlayed[s.points.largestArmy] >= 3, "R-21.7 army below 3");
            for (int p = 0; p < s.players; p++) {
                assertTrue(
                        s.points.knightsPlayed[p] <= s.points.knightsPlayed[s.points.largestArmy],
                        "R-21.7 someone has more knights");
            }
        }
    }

    /** Metropolises, Defender points, Printer and Constitution, the merchant. */
    private static int citiesAndKnightsPoints(GameState s, int p) {
        int points = s.points.defenderPoints[p] + s.points.progressPoints[p] + (s.figures.merchantOwner == p ? 1 : 0);
        for (int t = 0; t < Improvements.TRACKS; t++) {
            if (s.improvements.metropolisOwner[t] == p && s.improvements.metropolisNode[t] != BoardView.NOBODY) {
                points += CityImprovements.METROPOLIS_POINTS;
            }
        }
        return points;
    }

    /**
     * The Cities &amp; Knights parts: walls, knights and progress cards within their supplies,
     * metropolises on their owners' cities and consistent with the levels.
     */
    static void checkCitiesAndKnights(Game game) {
        GameState s = game.state();
        Topology t = s.topology;
        int[] walls = new int[s.players];
        int[] knights = new int[s.colours * 3]; // Catan for Two's neutral knights too
        for (int node = 0; node < t.intersectionCount(); node++) {
            if (s.improvements.wall[node] != 0) {
                assertEquals(Pieces.CITY, s.pieces.buildingKind[node], "R-6.4.1 wall without a city at " + node);
                walls[s.pieces.buildingOwner[node]]++;
            }
            for (int colour = 0; colour < s.colours; colour++) {
                assertEquals(
                        s.knights.owner[node] == colour,
                        s.knights.placed.contains(colour, node),
                        "the kept knights of colour " + colour + " disagree with the board at " + node);
                assertEquals(
                        s.pieces.buildingKind[node] == Pieces.CITY && s.pieces.buildingOwner[node] == colour,
                        s.pieces.cityNodes.contains(colour, node),
                        "the kept cities of colour " + colour + " disagree with the board at " + node);
            }
            if (s.knights.owner[node] != BoardView.NOBODY) {
                int strength = s.knights.strength[node];
                assertTrue(strength >= 1 && strength <= 3, "knight strength " + strength);
                knights[s.knights.owner[node] * 3 + strength - 1]++;
            }
        }
        if (s.knights.displacedFrom != BoardView.NOBODY) {
            knights[s.turn.pendingSeat * 3 + s.knights.displacedStrength - 1]++; // lifted, waiting to be put down
        }
        for (int p = 0; p < s.colours; p++) {
            for (int k = 0; k < 3; k++) {
                assertEquals(
                        KnightBoard.PER_STRENGTH,
                        knights[p * 3 + k] + s.knights.left[p * 3 + k],
                        "R-2.3.2 knight supply of colour " + p + " in " + s.turn.phase());
            }
        }
        int progress = 0;
        for (int p = 0; p < s.players; p++) {
            assertEquals(
                    Improvements.WALLS, walls[p] + s.improvements.wallsLeft[p], "R-6.4.2 wall supply of seat " + p);
            progress += ProgressDecks.held(s, p) + s.points.progressPoints[p];
            for (int track = 0; track < Improvements.TRACKS; track++) {
                int level = s.improvements.levels[p * Improvements.TRACKS + track];
                assertTrue(level >= 0 && level <= 5, "level " + level);
            }
        }
        assertEquals(
                54,
                progress + s.progress.deckSize[0] + s.progress.deckSize[1] + s.progress.deckSize[2],
                "progress cards not conserved");
        for (int track = 0; track < Improvements.TRACKS; track++) {
            int owner = s.improvements.metropolisOwner[track];
            int node = s.improvements.metropolisNode[track];
            if (owner == BoardView.NOBODY) {
                assertEquals(BoardView.NOBODY, node);
                for (int p = 0; p < s.players; p++) {
                    assertTrue(
                            s.improvements.levels[p * Improvements.TRACKS + track] < 4,
                            "R-8.2.1 level 4 without a metropolis owner");
                }
                continue;
            }
            int level = s.improvements.levels[owner * Improvements.TRACKS + track];
            assertTrue(level >= 4, "R-8.2.1 metropolis owner below level 4");
            for (int p = 0; p < s.players; p++) {
                assertTrue(
                        s.improvements.levels[p * Improvements.TRACKS + track] <= level,
                        "R-8.2.4 someone outranks the holder");
            }
            if (node == BoardView.NOBODY) {
                assertEquals(Phase.METROPOLIS_CITY, s.turn.phase(), "a metropolis off the board outside its choice");
            } else {
                assertEquals(Pieces.CITY, s.pieces.buildingKind[node], "R-8.3 metropolis not on a city");
                assertEquals(owner, s.pieces.buildingOwner[node], "metropolis on someone else's city");
                for (int other = 0; other < track; other++) {
                    assertTrue(s.improvements.metropolisNode[other] != node, "two metropolises on one city");
                }
            }
        }
        if (s.turn.phase() == Phase.BEFORE_ROLL) {
            for (int p = 0; p < s.players; p++) {
                if (p == s.turn.active && s.twoPlayer.firstRoll() != 0) {
                    continue; // Catan for Two's second roll is still in the player's own turn
                }
                assertTrue(
                        ProgressDecks.held(s, p) <= ProgressDecks.HAND_LIMIT,
                        "R-13.3 seat " + p + " holds more than 4");
            }
        }
    }

    /** @return whether the piece on the path touches a building of its owner or another of its pieces in {@code owners} */
    static boolean connected(GameState s, int owner, int path, byte[] owners) {
        Topology t = s.topology;
        for (int e = 0; e < 2; e++) {
            int node = t.end(path, e);
            if (s.pieces.buildingOwner[node] == owner) {
                return true;
            }
            for (int k = 0; k < t.pathCountAt(node); k++) {
                int other = t.pathAt(node, k);
                if (other != path && owners[other] == owner) {
                    return true;
                }
            }
        }
        return false;
    }
}
