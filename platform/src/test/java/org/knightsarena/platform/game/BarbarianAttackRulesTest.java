package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.BuyWithGold;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TakePrisoner;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.BarbarianAttackCard;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.decision.ChooseBarbarianPrisoner;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.decision.PlaceKnightOnPath;
import org.knightsarena.api.decision.Setup;
import org.knightsarena.api.event.Produced;
import org.knightsarena.platform.board.CastleMap;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.rules.barbarianattack.PathKnights;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.position.Positions;

/** The rules of Barbarian Attack with the base rules (docs/rules/traders-and-barbarians.md#R-24.1), one test per id. */
class BarbarianAttackRulesTest {

    private static int castlePath(GameState s, int k) {
        Topology t = s.topology;
        int hex = s.castle.castleHex;
        return t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
    }

    static int hexPath(GameState s, int hex, int k) {
        Topology t = s.topology;
        return t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
    }

    @Test
    void r24_1_1CastleOnACornerDesertOppositeOneOfEachNumberOnTheCoastNoRobber() {
        for (long seed = 0; seed < 30; seed++) {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4).withBarbarianAttack(), seed);
            GameState s = game.state();
            Topology t = s.topology;
            int castle = s.castle.castleHex;
            assertEquals(Terrain.CASTLE, s.board.terrain(castle));
            assertEquals(3, t.hexNeighbourCount(castle), "the castle stands in a corner of the coast");
            assertEquals(Terrain.DESERT, s.board.terrain(18 - castle), "the desert stands opposite");
            assertEquals(0, s.board.token(castle), "the castle hex produces nothing");
            List<Integer> coast = new ArrayList<>();
            int castles = 0;
            for (int hex = 0; hex < t.hexCount(); hex++) {
                castles += s.board.terrain(hex) == Terrain.CASTLE ? 1 : 0;
                if (CastleMap.isCoast(t, hex) && s.board.token(hex) != 0) {
                    coast.add(s.board.token(hex));
                }
            }
            coast.sort(null);
            assertEquals(1, castles);
            assertEquals(List.of(2, 3, 4, 5, 6, 8, 9, 10, 11, 12), coast);
            assertEquals(-1, s.figures.robber, "no robber");
        }
    }

    @Test
    void r24_1_2BarbariansOnTheTwoAndTwelveAndTheSecondSetupBuildingIsACity() {
        Game game = Game.create(GameOptions.standard(Ruleset.BASE, 3).withBarbarianAttack(), 5);
        GameState s = game.state();
        int total = 0;
        for (byte b : s.castle.barbarians) {
            total += b;
        }
        assertEquals(2, total);
        assertEquals(1, s.castle.barbarians[s.castle.landingHex(2)]);
        assertEquals(1, s.castle.barbarians[s.castle.landingHex(12)]);
        Random random = new Random(1);
        while (s.turn.setupIndex < s.players) {
            if (s.turn.phase() == Phase.SETUP_SETTLEMENT) {
                assertEquals(Piece.SETTLEMENT, ((Setup) game.decision()).piece());
            }
            RandomPlay.steps(game, random, 1);
        }
        assertEquals(Piece.CITY, ((Setup) game.decision()).piece(), "R-24.1.2: the second building is a city");
        RandomPlay.steps(game, random, 2 * s.players);
        assertEquals(1, s.turn.number);
        assertEquals(3 * 3, game.victoryPoints(0) + game.victoryPoints(1) + game.victoryPoints(2));
    }

    /** A settlement of seat 0 at a coastal corner that touches one hex only, which carries a number. */
    static int lonelyNode(GameState s) {
        Topology t = s.topology;
        for (int node = 0; node < t.intersectionCount(); node++) {
            if (t.hexCountAt(node) == 1 && s.board.token(t.hexAt(node, 0)) != 0) {
                return node;
            }
        }
        throw new AssertionError("no coastal corner");
    }

    @Test
    void r24_1_3ACityBringsThreeBarbariansSevensAndFullHexesRolledAgain() {
        Fixture f = Fixture.barbarianAttack(4, 3);
        GameState s = f.state();
        int node = lonelyNode(s);
        f.settlement(0, node).main(0).hand(0, "2 grain, 3 ore");
        s.castle.barbarians[s.castle.landingHex(3)] = 3;
        f.dice(3, 4).dice(1, 2).dice(2, 2).dice(5, 6).dice(4, 4);
        f.game().applyChecked(new BuildCity(node));
        assertEquals(3, s.castle.barbarians[s.castle.landingHex(3)], "a full hex takes none");
        assertEquals(1, s.castle.barbarians[s.castle.landingHex(4)]);
        assertEquals(1, s.castle.barbarians[s.castle.landingHex(11)]);
        assertEquals(1, s.castle.barbarians[s.castle.landingHex(8)]);
    }

    @Test
    void r24_1_4AConqueredHexProducesNothingAndItsLonelyBuildingCountsNoPoint() {
        Fixture f = Fixture.barbarianAttack(4, 3);
        GameState s = f.state();
        int node = lonelyNode(s);
        int hex = s.topology.hexAt(node, 0);
        int number = s.board.token(hex);
        f.settlement(0, node);
        assertEquals(1, f.game().victoryPoints(0));
        s.castle.barbarians[hex] = 3;
        org.knightsarena.platform.game.rules.barbarianattack.Landing.refreshConquest(s);
        assertEquals(0, f.game().victoryPoints(0), "a besieged settlement counts no VP");
        f.beforeRoll(0).dice(number / 2, number - number / 2);
        int events = f.game().events().size();
        f.game().applyChecked(RollDice.INSTANCE);
        assertFalse(
                f.game().events().subList(events, f.game().events().size()).stream()
                        .anyMatch(e -> e instanceof Produced p && p.player() == 0),
                "a conquered hex produces nothing");
    }

    @Test
    void r24_1_4ABesiegedBuildingUsesNoHarbour() {
        for (long seed = 0; seed < 20; seed++) {
            Fixture f = Fixture.barbarianAttack(3, seed);
            GameState s = f.state();
            Topology t = s.topology;
            for (int node = 0; node < t.intersectionCount(); node++) {
                boolean allNumbered = t.hexCountAt(node) > 0;
                for (int k = 0; k < t.hexCountAt(node); k++) {
                    allNumbered &= s.board.token(t.hexAt(node, k)) != 0;
                }
                if (s.board.harbour(node) == org.knightsarena.api.board.Harbour.NONE || !allNumbered) {
                    continue;
                }
                f.settlement(0, node);
                int before = org.knightsarena.platform.game.rules.base.Trading.rate(s, 0, Card.ORE);
                assertTrue(before < 4, "a harbour's rate");
                for (int k = 0; k < t.hexCountAt(node); k++) {
                    s.castle.barbarians[t.hexAt(node, k)] = 3;
                }
                org.knightsarena.platform.game.rules.barbarianattack.Landing.refreshConquest(s);
                assertEquals(4, org.knightsarena.platform.game.rules.base.Trading.rate(s, 0, Card.ORE));
                return;
            }
        }
        throw new AssertionError("no harbour on numbered hexes only");
    }

    /** Seat 0, in its main phase with the price of two cards, has just bought {@code card}. */
    private static Fixture buying(BarbarianAttackCard card) {
        Fixture f = Fixture.barbarianAttack(3, 2);
        f.main(0).hand(0, "2 grain, 2 ore, 2 wool");
        assertTrue(f.state().castle.bringToTop(card));
        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        return f;
    }

    @Test
    void r24_1_5KnighthoodPlacesOnACastlePathAndTheBlackKnightAnywhere() {
        Fixture f = buying(BarbarianAttackCard.KNIGHTHOOD);
        GameState s = f.state();
        PlaceKnightOnPath castle =
                assertInstanceOf(PlaceKnightOnPath.class, f.game().decision());
        assertTrue(castle.castleOnly());
        Set<Action> castlePaths = new HashSet<>();
        for (int k = 0; k < 6; k++) {
            castlePaths.add(new PlacePathKnight(castlePath(s, k)));
        }
        assertEquals(castlePaths, new HashSet<>(castle.options()));
        f.game().applyChecked(new PlacePathKnight(castlePath(s, 0)));
        assertEquals(0, s.castle.knightOwner[castlePath(s, 0)]);
        assertEquals(5, s.castle.knightsLeft[0]);
        s.castle.bringToTop(BarbarianAttackCard.BLACK_KNIGHT);
        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        PlaceKnightOnPath anywhere =
                assertInstanceOf(PlaceKnightOnPath.class, f.game().decision());
        assertEquals(s.topology.pathCount() - 1, anywhere.options().size(), "every free path");
        int far = hexPath(s, 18 - s.castle.castleHex, 0);
        f.game().applyChecked(new PlacePathKnight(far));
        assertEquals(0, s.castle.knightOwner[far]);
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    void r24_1_5IntrigueTakesABarbarianPrisonerAndTreasonPaysTwoGoldAndMovesTwoBarbarians() {
        Fixture f = buying(BarbarianAttackCard.INTRIGUE);
        GameState s = f.state();
        ChooseBarbarianPrisoner choose =
                assertInstanceOf(ChooseBarbarianPrisoner.class, f.game().decision());
        assertEquals(2, choose.options().size(), "the hexes with the 2 and the 12");
        f.game().applyChecked(new TakePrisoner(s.castle.landingHex(2)));
        assertEquals(1, s.castle.prisoners[0]);
        assertEquals(0, s.castle.barbarians[s.castle.landingHex(2)]);
        s.castle.bringToTop(BarbarianAttackCard.TREASON);
        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        assertEquals(2, s.castle.gold[0]);
        org.knightsarena.api.decision.MoveBarbarians move = assertInstanceOf(
                org.knightsarena.api.decision.MoveBarbarians.class, f.game().decision());
        assertEquals(2, move.movesLeft());
        int twelve = s.castle.landingHex(12);
        int three = s.castle.landingHex(3);
        assertTrue(move.options().contains(new org.knightsarena.api.action.MoveBarbarian(twelve, three)));
        assertFalse(
                move.options().contains(new org.knightsarena.api.action.MoveBarbarian(s.castle.landingHex(2), three)),
                "no barbarian on the 2 any more");
        f.game().applyChecked(new org.knightsarena.api.action.MoveBarbarian(twelve, three));
        assertEquals(1, ((org.knightsarena.api.decision.MoveBarbarians) f.game().decision()).movesLeft());
        f.game().applyChecked(f.game().decision().options().get(0));
        assertInstanceOf(MainTurn.class, f.game().decision(), "two moves, then back to the main phase");
        assertEquals(0, s.castle.treasonMoves);
    }

    /** A game in seat 0's movement phase with one knight of seat 0 on {@code path}. */
    private static Fixture moving(int path, boolean leftCastle, String hand) {
        Fixture f = Fixture.barbarianAttack(3, 2);
        GameState s = f.state();
        s.castle.placeKnight(0, path, leftCastle ? CastleAndBarbarians.LEFT_CASTLE : 0);
        f.main(0).hand(0, hand);
        f.game().applyChecked(EndTurn.INSTANCE);
        assertInstanceOf(MoveKnightsOnPaths.class, f.game().decision(), "R-24.1.6: the movement phase");
        return f;
    }

    /** A path at exactly {@code steps} from {@code from}, off the castle. */
    private static int pathAt(GameState s, int from, int steps) {
        int[] d = PathKnights.distances(s, from, 6);
        for (int p = 0; p < d.length; p++) {
            if (d[p] == steps && !PathKnights.isCastlePath(s, p)) {
                return p;
            }
        }
        throw new AssertionError("no path at " + steps);
    }

    @Test
    void r24_1_6AKnightMovesThreePathsOrFiveForOneGrainAndOnlyOnce() {
        Fixture f = Fixture.barbarianAttack(3, 2);
        int from = castlePath(f.state(), 0);
        f = moving(from, false, "");
        GameState s = f.state();
        List<Action> options = f.game().decision().options();
        assertEquals(EndTurn.INSTANCE, options.get(0), "ending the phase comes first");
        assertTrue(options.contains(new MovePathKnight(from, pathAt(s, from, 3))), "3 paths accepted");
        assertFalse(options.contains(new MovePathKnight(from, pathAt(s, from, 4))), "4 refused without grain");

        f = moving(from, false, "1 grain");
        s = f.state();
        options = f.game().decision().options();
        int four = pathAt(s, from, 4);
        assertTrue(options.contains(new MovePathKnight(from, pathAt(s, from, 5))), "5 accepted for a grain");
        assertFalse(options.contains(new MovePathKnight(from, pathAt(s, from, 6))), "6 refused");
        f.game().applyChecked(new MovePathKnight(from, four));
        assertEquals(0, s.cards.count(0, Card.GRAIN), "going beyond 3 paid 1 grain");
        assertEquals(List.of(EndTurn.INSTANCE), f.game().decision().options(), "a knight moves once a turn");
        f.game().applyChecked(EndTurn.INSTANCE);
        assertEquals(1, s.turn.active, "ending the movement phase ends the turn");
    }

    @Test
    void r17_2_2AKnightOutOfTheCastleMayPassButNotStopOnACastlePathAndPassesKnights() {
        Fixture f = Fixture.barbarianAttack(3, 2);
        GameState s0 = f.state();
        int castlePath = castlePath(s0, 0);
        int outside = pathAt(s0, castlePath, 1);
        f = moving(outside, true, "");
        GameState s = f.state();
        List<Action> options = f.game().decision().options();
        assertFalse(options.contains(new MovePathKnight(outside, castlePath)), "no stop on a castle path again");
        f = moving(castlePath, false, "");
        s = f.state();
        assertTrue(
                f.game().decision().options().contains(new MovePathKnight(castlePath, castlePath(s, 1))),
                "a knight still in the castle moves along its paths");
        int next = pathAt(s, castlePath, 1);
        f = Fixture.barbarianAttack(3, 2);
        s = f.state();
        s.castle.placeKnight(0, castlePath, 0);
        s.castle.placeKnight(1, next, CastleAndBarbarians.LEFT_CASTLE);
        f.main(0).game().applyChecked(EndTurn.INSTANCE);
        options = f.game().decision().options();
        assertFalse(options.contains(new MovePathKnight(castlePath, next)), "no stop on another knight");
        int[] d = PathKnights.distances(s, next, 1);
        boolean passed = false;
        for (int p = 0; p < d.length; p++) {
            if (d[p] == 1 && PathKnights.distances(s, castlePath, 2)[p] == 2 && !PathKnights.isCastlePath(s, p)) {
                passed |= options.contains(new MovePathKnight(castlePath, p));
            }
        }
        assertTrue(passed, "a knight passes another on its way");
    }

    /** A hex with barbarians, ringed by knights of seats 0 and 1; seat 0 moves one in and ends its phase. */
    static Fixture ring(int barbarians, int knights0, int knights1) {
        Fixture f = Fixture.barbarianAttack(3, 2);
        GameState s = f.state();
        int hex = s.castle.landingHex(6);
        s.castle.barbarians[hex] = (byte) barbarians;
        int k = 0;
        for (int i = 0; i < knights1; i++) {
            s.castle.placeKnight(1, hexPath(s, hex, k++), CastleAndBarbarians.LEFT_CASTLE);
        }
        for (int i = 0; i < knights0; i++) {
            s.castle.placeKnight(0, hexPath(s, hex, k++), CastleAndBarbarians.LEFT_CASTLE | CastleAndBarbarians.MOVED);
        }
        f.main(0);
        return f;
    }

    @Test
    void r24_1_7MoreKnightsThanBarbariansCaptureThemMoverFirst() {
        Fixture f = ring(2, 2, 1);
        GameState s = f.state();
        int hex = s.castle.landingHex(6);
        f.dice(6, 6).dice(6, 6).dice(6, 6);
        f.game().applyChecked(EndTurn.INSTANCE);
        assertEquals(0, s.castle.barbarians[hex], "freed");
        assertEquals(2, s.castle.prisoners[0], "the mover first, one per knight");
        assertEquals(0, s.castle.prisoners[1]);
        assertEquals(1, f.game().victoryPoints(0), "R-24.1.9: 2 prisoners are 1 VP");
    }

    @Test
    void r24_1_7EqualKnightsDoNotCapture() {
        Fixture f = ring(2, 1, 1);
        GameState s = f.state();
        f.game().applyChecked(EndTurn.INSTANCE);
        assertEquals(2, s.castle.barbarians[s.castle.landingHex(6)], "2 knights do not beat 2 barbarians");
    }

    @Test
    void r24_1_8ACaptureCostsTheKnightsRollingOneOrTwoPaidInGold() {
        Fixture f = ring(1, 1, 1);
        GameState s = f.state();
        f.dice(2, 6).dice(5, 6); // seat 1's knight first (on the hex's first path), then seat 0's
        f.game().applyChecked(EndTurn.INSTANCE);
        assertEquals(1, s.castle.prisoners[0]);
        assertEquals(CastleAndBarbarians.KNIGHTS, s.castle.knightsLeft[1], "seat 1's knight fell");
        assertEquals(3, s.castle.gold[1], "and its owner takes 3 gold");
        assertEquals(CastleAndBarbarians.KNIGHTS - 1, s.castle.knightsLeft[0]);
    }

    @Test
    void r24_1_9TwoGoldBuyAResourceTwiceATurn() {
        Fixture f = Fixture.barbarianAttack(3, 2);
        GameState s = f.state();
        s.castle.gold[0] = 6;
        f.main(0);
        assertTrue(f.game().decision().options().contains(new BuyWithGold(Card.ORE)));
        f.game().applyChecked(new BuyWithGold(Card.ORE));
        f.game().applyChecked(new BuyWithGold(Card.BRICK));
        assertEquals(2, s.castle.gold[0]);
        assertEquals(1, s.cards.count(0, Card.ORE));
        assertFalse(
                f.game().decision().options().stream().anyMatch(a -> a instanceof BuyWithGold), "at most twice a turn");
        s.castle.prisoners[0] = 5;
        assertEquals(2, f.game().victoryPoints(0), "1 VP per 2 prisoners");
    }

    @Test
    void r24_1_10ASevenMakesBigHandsDiscardAndMovesNoRobber() {
        Fixture f = Fixture.barbarianAttack(3, 2);
        f.beforeRoll(0).dice(3, 4);
        f.game().applyChecked(RollDice.INSTANCE);
        assertInstanceOf(MainTurn.class, f.game().decision(), "no robber to place");
        f = Fixture.barbarianAttack(3, 2);
        f.hand(1, "8 ore").beforeRoll(0).dice(3, 4);
        f.game().applyChecked(RollDice.INSTANCE);
        Decision discard = f.game().decision();
        assertInstanceOf(Discard.class, discard);
        f.game().applyChecked(discard.defaultAnswer());
        assertInstanceOf(MainTurn.class, f.game().decision(), "after the discards, no robber");
        assertEquals(-1, f.state().figures.robber);
    }

    @Test
    void r24_1_11TheTargetIsTwelve() {
        Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4).withBarbarianAttack(), 1);
        assertEquals(12, game.options().pointsToWin());
    }

    @Test
    void r24_1PositionsLoadBackAndReplaysReRunByteForByte() {
        for (long seed = 0; seed < 6; seed++) {
            Game game = Game.create(
                    GameOptions.standard(Ruleset.BASE, 3 + (int) seed % 2).withBarbarianAttack(), seed);
            RandomPlay.steps(game, new Random(seed), 300 + 150 * (int) seed);
            String position = Positions.write(game);
            assertTrue(position.contains("\"barbarianAttack\""), "the position keeps the variant's slice");
            Game loaded = Positions.read(position);
            assertEquals(position, Positions.write(loaded), "position, seed " + seed);
            assertEquals(game.state().castle, loaded.state().castle, "barbarians and knights, seed " + seed);
            List<String> agents = new ArrayList<>();
            for (int p = 0; p < game.state().players; p++) {
                agents.add("uniform");
            }
            String replay = ReplayJson.write(Replay.of(game, agents, "test"));
            Game rerun = Rerun.game(ReplayJson.read(replay));
            assertEquals(position, Positions.write(rerun), "re-run replay, seed " + seed);
            RandomPlay.toTheEnd(loaded, new Random(seed + 100));
            RandomPlay.toTheEnd(game, new Random(seed + 100));
            assertEquals(Positions.write(game), Positions.write(loaded), "a loaded game plays on as the saved one");
            assertEquals(BoardView.NOBODY == game.state().turn.winner, BoardView.NOBODY == loaded.state().turn.winner);
        }
    }

    @Test
    @DisplayName("R-24.1, R-17.2.7, R-17.3.7: Barbarian Attack plays Cities & Knights pieces at 2, 5 and 6 players too")
    void r24_1CitiesAndKnightsBarbarianAttackIsBuiltAtEveryTable() {
        for (int players = 2; players <= 6; players++) {
            GameOptions o =
                    GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, players).withBarbarianAttack();
            assertTrue(o.barbarianAttack(), players + " players");
            assertEquals(
                    players == 2, o.variants().contains(org.knightsarena.platform.game.state.Variant.CATAN_FOR_TWO));
        }
        IllegalArgumentException sea = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4)
                        .withScenario("four-islands")
                        .withBarbarianAttack());
        assertEquals(
                "Barbarian Attack is played on its castle map, not on scenario four-islands (R-24.1.1)",
                sea.getMessage());
    }
}
