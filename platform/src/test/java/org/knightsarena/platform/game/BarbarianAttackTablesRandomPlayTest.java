package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.BarbariansCaptured;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.PathKnightChanged;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.platform.board.CastleMap;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.rules.barbarianattack.Landing;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.position.Positions;

/**
 * Seeded random play of Barbarian Attack at the tables added by issue 17, with the base rules and
 * with Cities &amp; Knights pieces: Catan for Two with the Foreign Knight and its
 * neutral path knights, and 5 and 6 players. Each
 * game ends without an exception, and the engine's invariants ({@link Invariants}), Catan for Two's
 * ({@link CatanForTwoInvariants}) and the variant's hold after every step. {@code -Dbarbarian.games=N}
 * plays N games per table (the figure is 1,000), {@code -Dbarbarian.rulesets=CITIES_AND_KNIGHTS}
 * the tables of one ruleset only.
 */
class BarbarianAttackTablesRandomPlayTest {

    static final int GAMES = Integer.getInteger("barbarian.games", 60);

    /** The rulesets played, {@code -Dbarbarian.rulesets=CITIES_AND_KNIGHTS} for one (a long run of one table set). */
    private static final String RULESETS = System.getProperty("barbarian.rulesets", "BASE,CITIES_AND_KNIGHTS");

    /** The tables: base rules and C&amp;K pieces at 2, 5 and 6 players. */
    private static final String TABLES =
            "BASE,2\nBASE,5\nBASE,6\nCITIES_AND_KNIGHTS,2\nCITIES_AND_KNIGHTS,5\nCITIES_AND_KNIGHTS,6";

    @ParameterizedTest(
            name = "R-24.3.1, R-24.4.1, R-24.4.5, R-17.2.7, R-17.3.1–R-17.3.3, R-17.3.7: random Barbarian Attack"
                    + " games with {0} at {1} players keep the invariants")
    @CsvSource(textBlock = TABLES)
    void randomGamesKeepTheInvariants(Ruleset ruleset, int players) {
        Assumptions.assumeTrue(List.of(RULESETS.split(",")).contains(ruleset.name()), "-Dbarbarian.rulesets");
        // foreign knight moves, knights moved in a special build phase, captures, neutral knights placed, promoted
        int[] counts = new int[5];
        long start = System.nanoTime();
        int won = 0;
        for (int g = 0; g < GAMES; g++) {
            Game game = Game.create(GameOptions.standard(ruleset, players).withBarbarianAttack(), g);
            RandomPlay.toTheEnd(game, new Random(g), played -> {
                Invariants.check(played);
                if (players == 2) {
                    CatanForTwoInvariants.check(played);
                }
                check(played.state());
                counts[1] += played.state().turn.phase() == Phase.MOVE_NEW_KNIGHT ? 1 : 0;
            });
            assertTrue(game.isOver());
            won += game.winner().isPresent() ? 1 : 0;
            for (GameEvent event : game.events()) {
                counts[0] += event instanceof PathKnightMoved m && m.player() >= players ? 1 : 0;
                counts[2] += event instanceof BarbariansCaptured ? 1 : 0;
                int neutral = game.state().castle.neutralColour;
                counts[3] += event instanceof PathKnightPlaced p && p.player() == neutral ? 1 : 0;
                counts[4] += event instanceof PathKnightChanged k
                                && k.player() == neutral
                                && k.change() == KnightChange.PROMOTED
                        ? 1
                        : 0;
            }
        }
        System.out.printf(
                "Barbarian Attack (%s) at %d players: %d games (%d won) in %.1f s; %d Foreign Knight moves, %d knights"
                        + " moved in a special build phase, %d captures, %d neutral path knights placed, %d promoted%n",
                ruleset,
                players,
                GAMES,
                won,
                (System.nanoTime() - start) / 1e9,
                counts[0],
                counts[1],
                counts[2],
                counts[3],
                counts[4]);
        assertTrue(counts[2] > 0, "barbarians captured");
        if (players == 2) {
            assertTrue(counts[0] > 0, "R-24.3.1: the Foreign Knight moves");
            if (ruleset == Ruleset.CITIES_AND_KNIGHTS) {
                assertTrue(counts[3] > 0 && counts[4] > 0, "R-17.3.1, R-17.3.3: neutral path knights placed, promoted");
            }
        } else {
            assertTrue(counts[1] > 0, "R-24.4.5: knights placed in the special build phase move at once");
        }
    }

    /** The variant's invariants at any table: barbarians on the coast, every knight accounted for. */
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
        int[] onBoard = new int[castle.knightsLeft.length];
        for (int path = 0; path < castle.knightOwner.length; path++) {
            if (castle.knightOwner[path] != BoardView.NOBODY) {
                onBoard[castle.knightOwner[path]]++;
            }
        }
        int[] lost = castle.lostPoints.clone();
        Landing.refreshConquest(s);
        for (int p = 0; p < s.players; p++) {
            assertEquals(CastleAndBarbarians.KNIGHTS, onBoard[p] + castle.knightsLeft[p], "R-24.1.5: 6 knights");
            assertTrue(castle.gold[p] >= 0 && castle.prisoners[p] >= 0, "gold and prisoners");
            assertEquals(lost[p], castle.lostPoints[p], "R-24.1.4: conquered points kept up to date");
        }
        if (s.players == 2) {
            int foreign = castle.foreignColour;
            assertEquals(CastleAndBarbarians.FOREIGN_KNIGHTS, onBoard[foreign] + castle.knightsLeft[foreign]);
            if (onBoard[foreign] == 0 && s.turn.phase() != Phase.PLACE_FOREIGN_KNIGHT) {
                assertEquals(0, onBoard[0] + onBoard[1], "R-24.3.1: the Foreign Knight enters with the first knight");
            }
            checkNeutralKnights(s, onBoard);
        } else {
            assertEquals(s.players, castle.knightsLeft.length, "no Foreign Knight beyond Catan for Two");
        }
        if (castle.mustMovePath >= 0) {
            assertEquals(Phase.MOVE_NEW_KNIGHT, s.turn.phase(), "R-24.4.5: a knight owes its move only then");
            assertEquals(s.turn.specialBuilder, castle.knightOwner[castle.mustMovePath], "the builder's new knight");
        }
    }

    /**
     * the Foreign Knight stays a basic inactive knight: the neutral path
     * knights (C&amp;K pieces only) are inactive, basic or strong, two pieces of each at most.
     */
    private static void checkNeutralKnights(GameState s, int[] onBoard) {
        CastleAndBarbarians castle = s.castle;
        int neutral = castle.neutralColour;
        assertEquals(s.options.ruleset() != Ruleset.BASE, neutral >= 0, "neutral path knights with C&K pieces only");
        int[] strengths = new int[4];
        for (int path = 0; path < castle.knightOwner.length; path++) {
            int owner = castle.knightOwner[path];
            if (owner == castle.foreignColour) {
                assertEquals(1, castle.knightStrength[path], "R-17.3.7: the Foreign Knight is never promoted");
                assertTrue(!castle.isActive(path), "R-17.3.7: the Foreign Knight is never active");
            } else if (owner == neutral && neutral >= 0) {
                assertTrue(!castle.isActive(path), "R-17.3.2: neutral knights are never active");
                strengths[castle.knightStrength[path]]++;
            }
        }
        if (neutral >= 0) {
            assertEquals(CastleAndBarbarians.NEUTRAL_KNIGHTS, onBoard[neutral] + castle.knightsLeft[neutral]);
            assertTrue(strengths[1] <= 2 && strengths[2] <= 2 && strengths[3] == 0, "R-17.3.3: no higher than strong");
        }
    }

    @ParameterizedTest(
            name = "R-24.3.1, R-24.4.5, R-17.2.7, R-17.3.1 with {0} at {1} players: replays re-run and positions load"
                    + " back identically")
    @CsvSource(textBlock = TABLES)
    void replaysAndPositionsCarryTheNewState(Ruleset ruleset, int players) {
        for (long seed = 0; seed < 6; seed++) {
            Game game = Game.create(GameOptions.standard(ruleset, players).withBarbarianAttack(), seed);
            RandomPlay.steps(game, new Random(seed), 600 + 400 * (int) seed);
            String position = Positions.write(game);
            assertEquals(position, Positions.write(Positions.read(position)), "position, seed " + seed);
            String replay = ReplayJson.write(Replay.of(game, Collections.nCopies(players, "uniform"), "test"));
            assertEquals(position, Positions.write(Rerun.game(ReplayJson.read(replay))), "re-run, seed " + seed);
            Game loaded = Positions.read(position);
            RandomPlay.toTheEnd(loaded, new Random(seed + 100));
            RandomPlay.toTheEnd(game, new Random(seed + 100));
            assertEquals(Positions.write(game), Positions.write(loaded), "a loaded game plays on as the saved one");
        }
    }
}
