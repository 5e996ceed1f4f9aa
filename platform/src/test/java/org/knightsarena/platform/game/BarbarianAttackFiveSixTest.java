package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.BarbarianAttackCard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.MoveBarbarians;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.decision.PlaceKnightOnPath;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.platform.board.CastleMap;
import org.knightsarena.platform.board.ExtensionMap;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.barbarianattack.PathKnights;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.position.Positions;

/**
 * Barbarian Attack at 5 and 6 players (docs/rules/traders-and-barbarians.md#R-24.4.1, R-24.4.3,
 * docs/rules/variants.md#R-17.2.7): the castle map on the extension's island and the
 * knights of the special build phase, one test per point.
 */
class BarbarianAttackFiveSixTest {

    private static final List<Integer> ONE_OF_EACH = List.of(2, 3, 4, 5, 6, 8, 9, 10, 11, 12);

    @Test
    @DisplayName(
            "R-24.4.1, R-24.1.1: the castle in a corner of the 5–6 island, a desert opposite, one inland, every number on the coast")
    void r24_4_1TheCastleMapOnTheFiveSixIsland() {
        for (long seed = 0; seed < 40; seed++) {
            int players = 5 + (int) (seed % 2);
            GameState s = Game.create(
                            GameOptions.standard(Ruleset.BASE, players).withBarbarianAttack(), seed)
                    .state();
            Topology t = s.topology;
            assertSame(ExtensionMap.topology(), t);
            int castle = s.castle.castleHex;
            assertEquals(3, t.hexNeighbourCount(castle), "the castle stands in a corner");
            assertEquals(Terrain.DESERT, s.board.terrain(t.hexCount() - 1 - castle), "a desert opposite");
            List<Integer> coast = new ArrayList<>();
            List<Integer> all = new ArrayList<>();
            int deserts = 0;
            int inlandDeserts = 0;
            for (int hex = 0; hex < t.hexCount(); hex++) {
                Terrain terrain = s.board.terrain(hex);
                if (terrain == Terrain.DESERT) {
                    deserts++;
                    inlandDeserts += CastleMap.isCoast(t, hex) ? 0 : 1;
                }
                int token = s.board.token(hex);
                if (token != 0) {
                    all.add(token);
                    if (CastleMap.isCoast(t, hex)) {
                        coast.add(token);
                    }
                }
            }
            assertEquals(2, deserts);
            assertEquals(1, inlandDeserts, "the second desert inland");
            assertEquals(14, coast.size(), "16 coastal hexes less the castle and a desert");
            assertTrue(coast.containsAll(ONE_OF_EACH), "barbarians can land on every total: " + coast);
            assertEquals(27, all.size(), "27 producing hexes, one of the 28 tokens left out");
            for (int number : ONE_OF_EACH) {
                long copies = all.stream().filter(n -> n == number).count();
                assertTrue(copies <= (number == 2 || number == 12 ? 2 : 3), "no more tokens than the extension has");
            }
            for (int p = 0; p < players; p++) {
                assertEquals(CastleAndBarbarians.KNIGHTS, s.castle.knightsLeft[p], "6 knights per colour");
            }
            int barbarians = 0;
            for (byte b : s.castle.barbarians) {
                barbarians += b;
            }
            assertEquals(2, barbarians, "R-24.1.2: one on a 2, one on a 12");
        }
    }

    @Test
    @DisplayName(
            "R-24.4.1, R-24.1.3: a total the coast carries twice lands on the hex with fewer barbarians, the first on a tie")
    void r24_4_1ARepeatedCoastalNumberLandsOnTheEmptierHex() {
        for (long seed = 0; seed < 40; seed++) {
            GameState s = Game.create(GameOptions.standard(Ruleset.BASE, 5).withBarbarianAttack(), seed)
                    .state();
            for (int total = 3; total <= 11; total++) {
                List<Integer> hexes = new ArrayList<>();
                for (int hex = 0; hex < s.topology.hexCount(); hex++) {
                    if (CastleMap.isCoast(s.topology, hex) && s.board.token(hex) == total) {
                        hexes.add(hex);
                    }
                }
                if (hexes.size() < 2) {
                    continue;
                }
                java.util.Arrays.fill(s.castle.barbarians, (byte) 0);
                assertEquals(hexes.get(0), s.castle.landingHex(total), "the first in hex order on a tie");
                s.castle.barbarians[hexes.get(0)] = 1;
                assertEquals(hexes.get(1), s.castle.landingHex(total), "the emptier hex");
                return;
            }
        }
        throw new AssertionError("no coast with a repeated number in 40 deals");
    }

    private static int castlePath(GameState s, int k) {
        Topology t = s.topology;
        int hex = s.castle.castleHex;
        return t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
    }

    /** A 5-player game in seat 1's special build phase after seat 0's turn, seat 1 holding the price of a card. */
    private static Fixture specialBuild(BarbarianAttackCard card) {
        Fixture f = Fixture.barbarianAttack(5, 7);
        GameState s = f.state();
        f.hand(1, "1 grain, 1 ore, 1 wool");
        s.turn.active = 0;
        s.turn.specialBuilder = 1;
        s.turn.enter(Phase.SPECIAL_BUILD);
        assertTrue(s.castle.bringToTop(card));
        return f;
    }

    @Test
    @DisplayName(
            "R-24.4.3, R-24.4.5, R-17.2.7: a knight placed in the special build phase must move at once, and only it")
    void r24_4_5AKnightPlacedInTheSpecialBuildPhaseMovesAtOnce() {
        Fixture f = specialBuild(BarbarianAttackCard.KNIGHTHOOD);
        GameState s = f.state();
        s.castle.placeKnight(1, castlePath(s, 3), 0); // an older knight of the builder's: it may not move now
        MainTurn build = assertInstanceOf(MainTurn.class, f.game().decision());
        assertEquals(1, build.seat());
        assertFalse(build.options().stream().anyMatch(a -> a instanceof MovePathKnight), "no movement otherwise");
        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        PlaceKnightOnPath place =
                assertInstanceOf(PlaceKnightOnPath.class, f.game().decision());
        assertEquals(1, place.seat(), "the builder places it");
        assertEquals(1, LegalActions.decider(s));
        int entry = castlePath(s, 0);
        f.game().applyChecked(new PlacePathKnight(entry));
        MoveKnightsOnPaths move =
                assertInstanceOf(MoveKnightsOnPaths.class, f.game().decision());
        assertEquals(1, move.seat());
        assertEquals(Phase.MOVE_NEW_KNIGHT, s.turn.phase());
        assertFalse(move.options().contains(EndTurn.INSTANCE), "it must move: no passing");
        for (Action option : move.options()) {
            assertEquals(entry, ((MovePathKnight) option).from(), "only the new knight moves");
        }
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(EndTurn.INSTANCE), "refused: not moving");
        int other = castlePath(s, 3);
        int[] d = PathKnights.distances(s, other, 1);
        int near = -1;
        for (int p = 0; p < d.length; p++) {
            near = d[p] == 1 && s.castle.knightOwner[p] < 0 ? p : near;
        }
        MovePathKnight wrongKnight = new MovePathKnight(other, near);
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(wrongKnight), "refused: another knight");

        String position = Positions.write(f.game());
        assertTrue(position.contains("\"mustMovePath\""), "a position keeps the move owed");
        assertEquals(position, Positions.write(Positions.read(position)));

        MovePathKnight chosen =
                (MovePathKnight) move.options().get(move.options().size() - 1);
        int events = f.game().events().size();
        f.game().apply(chosen);
        assertEquals(
                new PathKnightMoved(1, entry, chosen.to(), false),
                f.game().events().get(events));
        assertEquals(1, s.castle.knightOwner[chosen.to()]);
        assertEquals(Phase.SPECIAL_BUILD, s.turn.phase(), "back to the builder's special build phase");
        assertEquals(1, LegalActions.decider(s));
        assertEquals(-1, s.castle.mustMovePath);
        assertEquals(
                0,
                s.castle.knightFlags[chosen.to()] & CastleAndBarbarians.MOVED,
                "its move in the special build phase is not a movement phase's (a ruling)");
    }

    @Test
    @DisplayName(
            "R-24.4.3, R-24.1.5: a Treason card bought in the special build phase returns to that phase, its builder deciding")
    void r24_4_3ACardsStepsInTheSpecialBuildPhaseAreTheBuilders() {
        Fixture f = specialBuild(BarbarianAttackCard.TREASON);
        GameState s = f.state();
        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        assertEquals(2, s.castle.gold[1], "the builder takes the gold");
        MoveBarbarians move = assertInstanceOf(MoveBarbarians.class, f.game().decision());
        assertEquals(1, move.seat());
        f.game().apply(move.options().get(0));
        f.game().apply(f.game().decision().options().get(0));
        assertEquals(Phase.SPECIAL_BUILD, s.turn.phase());
        assertInstanceOf(MainTurn.class, f.game().decision());
        assertEquals(0, s.turn.active, "the turn is still seat 0's");
    }
}
