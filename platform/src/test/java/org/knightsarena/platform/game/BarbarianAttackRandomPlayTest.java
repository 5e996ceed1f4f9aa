package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.BarbariansCaptured;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.PathKnightChanged;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.platform.board.CastleMap;
import org.knightsarena.platform.game.rules.barbarianattack.Landing;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;

/**
 * Seeded random play of Barbarian Attack with the base rules and with Cities &amp; Knights, 3
 * and 4 players: each game ends, the
 * engine's invariants ({@link Invariants}) and the variant's hold after every step, and knights are
 * placed and moved and barbarians captured. {@code -Dbarbarian.games=N} plays N games (the issue's
 * figure is 1,000).
 */
class BarbarianAttackRandomPlayTest {

    static final int GAMES = Integer.getInteger("barbarian.games", 100);

    @Test
    @DisplayName(
            "R-24.1.1, R-24.1.3, R-24.1.4, R-24.1.5, R-24.1.6, R-24.1.7, R-24.1.9: random games of Barbarian Attack"
                    + " end and keep barbarians, knights, prisoners and points consistent")
    void randomGames() {
        play(Ruleset.BASE);
    }

    @Test
    @DisplayName("R-17.2.1, R-17.2.4, R-17.2.6, R-17.2.8, R-24.1.12: random games of Barbarian Attack with Cities &"
            + " Knights end and keep knights' strengths, pieces and activity consistent")
    void randomGamesWithCitiesAndKnights() {
        play(Ruleset.CITIES_AND_KNIGHTS);
    }

    private static void play(Ruleset ruleset) {
        int placed = 0;
        int moved = 0;
        int captures = 0;
        int changed = 0;
        int displaced = 0;
        int won = 0;
        long start = System.nanoTime();
        for (int g = 0; g < GAMES; g++) {
            int players = 3 + g % 2;
            Game game = Game.create(GameOptions.standard(ruleset, players).withBarbarianAttack(), g);
            RandomPlay.toTheEnd(game, new Random(g), played -> {
                Invariants.check(played);
                check(played.state());
            });
            assertTrue(game.isOver());
            for (GameEvent event : game.events()) {
                placed += event instanceof PathKnightPlaced ? 1 : 0;
                moved += event instanceof PathKnightMoved ? 1 : 0;
                captures += event instanceof BarbariansCaptured ? 1 : 0;
                changed += event instanceof PathKnightChanged ? 1 : 0;
                displaced += event instanceof PathKnightChanged c && c.change() == KnightChange.DISPLACED ? 1 : 0;
                won += event instanceof GameWon ? 1 : 0;
            }
        }
        System.out.printf(
                "Barbarian Attack (%s): %d games in %.1f s, %d won; %d knights placed, %d moves, %d captures,"
                        + " %d activations/promotions/displacements, %d displacements%n",
                ruleset, GAMES, (System.nanoTime() - start) / 1e9, won, placed, moved, captures, changed, displaced);
        assertTrue(placed > 0 && moved > 0 && captures > 0, "knights placed, moved and capturing");
        if (ruleset == Ruleset.CITIES_AND_KNIGHTS) {
            assertTrue(changed > 0, "C&K knights activated and promoted");
        }
    }

    /** The variant's invariants. */
    static void check(GameState s) {
        CastleAndBarbarians castle = s.castle;
        assertEquals(-1, s.figures.robber, "R-24.1.1: no robber");
        for (int hex = 0; hex < castle.barbarians.length; hex++) {
            int b = castle.barbarians[hex];
            assertTrue(b >= 0 && b <= CastleAndBarbarians.CONQUEST, "0 to 3 barbarians on a hex");
            if (b > 0) {
                assertTrue(CastleMap.isCoast(s.topology, hex) && s.board.token(hex) != 0, "barbarians on the coast");
            }
        }
        int[] onBoard = new int[s.players];
        for (int path = 0; path < castle.knightOwner.length; path++) {
            if (castle.knightOwner[path] != BoardView.NOBODY) {
                onBoard[castle.knightOwner[path]]++;
            }
        }
        if (castle.ranked) {
            checkCitiesAndKnights(s);
        }
        int[] lost = castle.lostPoints.clone();
        Landing.refreshConquest(s);
        for (int p = 0; p < s.players; p++) {
            assertEquals(CastleAndBarbarians.KNIGHTS, onBoard[p] + castle.knightsLeft[p], "R-24.1.5: 6 knights");
            assertTrue(castle.gold[p] >= 0 && castle.prisoners[p] >= 0, "gold and prisoners");
            assertEquals(lost[p], castle.lostPoints[p], "R-24.1.4: conquered points kept up to date");
        }
    }

    /** strengths 1 to 3 on knights only, two pieces of each, none on intersections, no scenario deck. */
    private static void checkCitiesAndKnights(GameState s) {
        CastleAndBarbarians castle = s.castle;
        int[][] byStrength = new int[s.players][4];
        for (int path = 0; path < castle.knightOwner.length; path++) {
            int owner = castle.knightOwner[path];
            int strength = castle.knightStrength[path];
            if (owner == BoardView.NOBODY) {
                assertEquals(0, strength, "no strength without a knight");
                assertEquals(0, castle.knightFlags[path], "no flags without a knight");
            } else {
                assertTrue(strength >= 1 && strength <= 3, "R-17.2.1: basic, strong or mighty");
                byStrength[owner][strength]++;
            }
        }
        for (int p = 0; p < s.players; p++) {
            assertEquals(0, s.knights.onBoard(p), "R-17.2.1: no knight on an intersection");
            for (int strength = 1; strength <= 3; strength++) {
                assertTrue(byStrength[p][strength] <= 2, "R-24.1.12: two pieces of each strength");
            }
        }
        assertTrue(castle.deckEmpty(), "R-17.2.8: no scenario deck");
    }
}
