package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.BuyWithGold;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.RobberToDesert;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.BarbarianAttackCard;
import org.knightsarena.api.decision.BuildNeutral;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.decision.PlaceKnightOnPath;
import org.knightsarena.api.event.BarbarianLanded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightCasualty;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.TradeTokensChanged;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.barbarianattack.PathKnights;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/**
 * The Foreign Knight of Barbarian Attack played as Catan for Two
 * (docs/rules/traders-and-barbarians.md#R-24.3.1, docs/rules/variants.md#R-17.3.7), and how the two
 * variants meet: one test per point.
 */
class ForeignKnightTest {

    /** The first neutral colour, which owns the Foreign Knight. */
    private static final int FOREIGN = 2;

    private static int castlePath(GameState s, int k) {
        Topology t = s.topology;
        int hex = s.castle.castleHex;
        return t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
    }

    private static int hexPath(GameState s, int hex, int k) {
        Topology t = s.topology;
        return t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
    }

    /** Seat 0 of a two-player Barbarian Attack game, in its main phase with the price of two cards, bought {@code card}. */
    private static Fixture buying(BarbarianAttackCard card) {
        Fixture f = Fixture.barbarianAttack(2, 2);
        f.main(0).hand(0, "2 grain, 2 ore, 2 wool");
        assertTrue(f.state().castle.bringToTop(card));
        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        return f;
    }

    @Test
    @DisplayName("R-24.3.1, R-17.3.7: the Foreign Knight enters with the first knight, on a free castle path, once")
    void r24_3_1TheForeignKnightEntersWithTheFirstKnight() {
        Fixture f = buying(BarbarianAttackCard.KNIGHTHOOD);
        GameState s = f.state();
        assertEquals(
                BoardView.NOBODY, f.game().view(0).board().foreignKnightPath(), "not in play before the first knight");
        f.game().applyChecked(new PlacePathKnight(castlePath(s, 0)));
        PlaceKnightOnPath entry =
                assertInstanceOf(PlaceKnightOnPath.class, f.game().decision());
        assertEquals(Phase.PLACE_FOREIGN_KNIGHT, s.turn.phase());
        assertTrue(entry.castleOnly());
        assertEquals(0, entry.seat(), "the player who placed the first knight chooses where");
        Set<Action> free = new HashSet<>();
        for (int k = 1; k < 6; k++) {
            free.add(new PlacePathKnight(castlePath(s, k)));
        }
        assertEquals(free, new HashSet<>(entry.options()), "the five free castle paths");
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(new PlacePathKnight(castlePath(s, 0))));
        f.game().applyChecked(new PlacePathKnight(castlePath(s, 3)));
        assertEquals(FOREIGN, s.castle.knightOwner[castlePath(s, 3)]);
        assertEquals(castlePath(s, 3), f.game().view(1).board().foreignKnightPath(), "both players see it");
        assertEquals(FOREIGN, f.game().view(1).board().pathKnightOwner(castlePath(s, 3)));
        assertEquals(CastleAndBarbarians.KNIGHTS - 1, s.castle.knightsLeft[0], "the player's own knight");
        assertInstanceOf(MainTurn.class, f.game().decision());

        s.castle.bringToTop(BarbarianAttackCard.KNIGHTHOOD);
        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        f.game().applyChecked(new PlacePathKnight(castlePath(s, 1)));
        assertInstanceOf(MainTurn.class, f.game().decision(), "only one Foreign Knight: no second entry");
    }

    @Test
    @DisplayName("R-24.3.1: a Black Knight as the first knight brings the Foreign Knight to the castle too")
    void r24_3_1AfterABlackKnightTheForeignKnightStillEntersAtTheCastle() {
        Fixture f = buying(BarbarianAttackCard.BLACK_KNIGHT);
        GameState s = f.state();
        int far = hexPath(s, 18 - s.castle.castleHex, 0);
        f.game().applyChecked(new PlacePathKnight(far));
        PlaceKnightOnPath entry =
                assertInstanceOf(PlaceKnightOnPath.class, f.game().decision());
        assertEquals(6, entry.options().size(), "all six castle paths are free");
        for (Action option : entry.options()) {
            assertTrue(PathKnights.isCastlePath(s, ((PlacePathKnight) option).path()));
        }
    }

    /** A two-player game with the Foreign Knight on castle path 0, in {@code seat}'s main phase. */
    private static Fixture withForeignKnight(int seat) {
        Fixture f = Fixture.barbarianAttack(2, 3);
        GameState s = f.state();
        s.castle.placeKnight(FOREIGN, castlePath(s, 0), 0);
        f.main(seat).hand(seat, "");
        return f;
    }

    @Test
    @DisplayName("R-24.3.1, R-17.3.7: either player may move the Foreign Knight, also with no knight of their own")
    void r24_3_1EitherPlayerMovesItEvenWithoutKnights() {
        for (int seat = 0; seat < 2; seat++) {
            Fixture f = withForeignKnight(seat);
            GameState s = f.state();
            int from = castlePath(s, 0);
            f.game().applyChecked(EndTurn.INSTANCE);
            MoveKnightsOnPaths moves =
                    assertInstanceOf(MoveKnightsOnPaths.class, f.game().decision());
            assertEquals(seat, moves.seat());
            assertEquals(EndTurn.INSTANCE, moves.options().get(0));
            assertTrue(moves.options().size() > 1, "the Foreign Knight's moves");
            int[] d = PathKnights.distances(s, from, 6);
            for (Action option : moves.options().subList(1, moves.options().size())) {
                MovePathKnight move = (MovePathKnight) option;
                assertEquals(from, move.from());
                assertTrue(
                        d[move.to()] >= 1 && d[move.to()] <= PathKnights.MOVE, "up to 3 paths, as an inactive knight");
            }
            MovePathKnight move =
                    (MovePathKnight) moves.options().get(moves.options().size() - 1);
            int events = f.game().events().size();
            f.game().applyChecked(move);
            assertEquals(FOREIGN, s.castle.knightOwner[move.to()], "it stays the neutral colour's");
            assertEquals(
                    new PathKnightMoved(FOREIGN, from, move.to(), false),
                    f.game().events().get(events));
            assertEquals(List.of(EndTurn.INSTANCE), f.game().decision().options(), "it moves once a phase");
            f.game().applyChecked(EndTurn.INSTANCE);
            assertEquals(1 - seat, s.turn.active);
        }
    }

    @Test
    @DisplayName("R-24.3.1, R-17.3.7: the Foreign Knight moves after one's own knights: moving it closes their moves")
    void r24_3_1TheForeignKnightMovesAfterOnesOwn() {
        Fixture f = withForeignKnight(1);
        GameState s = f.state();
        int own = castlePath(s, 3);
        s.castle.placeKnight(1, own, 0);
        f.game().applyChecked(EndTurn.INSTANCE);
        List<Action> options = f.game().decision().options();
        assertTrue(options.stream().anyMatch(a -> a instanceof MovePathKnight m && m.from() == own));
        MovePathKnight foreign = (MovePathKnight) options.stream()
                .filter(a -> a instanceof MovePathKnight m && m.from() == castlePath(s, 0))
                .findFirst()
                .orElseThrow();
        f.game().applyChecked(foreign);
        assertEquals(
                List.of(EndTurn.INSTANCE),
                f.game().decision().options(),
                "once the Foreign Knight has moved, the player's own knights are done");

        Fixture g = withForeignKnight(1);
        GameState t = g.state();
        t.castle.placeKnight(1, castlePath(t, 3), 0);
        g.game().applyChecked(EndTurn.INSTANCE);
        MovePathKnight ownMove = (MovePathKnight) g.game().decision().options().stream()
                .filter(a -> a instanceof MovePathKnight m && m.from() == castlePath(t, 3))
                .findFirst()
                .orElseThrow();
        g.game().applyChecked(ownMove);
        assertTrue(
                g.game().decision().options().stream()
                        .anyMatch(a -> a instanceof MovePathKnight m && m.from() == castlePath(t, 0)),
                "after its own knights the player may still move the Foreign Knight");
    }

    /** A coastal hex with a number, not next to the castle. */
    private static int coastalHex(GameState s) {
        for (int total = 2; total <= 12; total++) {
            int hex = s.castle.landingHex(total);
            if (hex >= 0 && !adjacentToCastle(s, hex)) {
                return hex;
            }
        }
        throw new AssertionError("no coastal hex");
    }

    private static boolean adjacentToCastle(GameState s, int hex) {
        for (int k = 0; k < 6; k++) {
            if (PathKnights.isCastlePath(s, hexPath(s, hex, k))) {
                return true;
            }
        }
        return false;
    }

    @Test
    @DisplayName(
            "R-24.3.1, R-24.1.7, R-24.1.8: the Foreign Knight counts in a capture, takes no prisoner and never falls")
    void r24_3_1ItCountsInCapturesTakesNoPrisonerAndIsNeverACasualty() {
        int casualties = 0;
        for (long seed = 0; seed < 40; seed++) {
            Fixture f = Fixture.barbarianAttack(2, seed);
            GameState s = f.state();
            java.util.Arrays.fill(s.castle.barbarians, (byte) 0);
            int hex = coastalHex(s);
            s.castle.barbarians[hex] = 2;
            int foreignPath = hexPath(s, hex, 0);
            s.castle.placeKnight(FOREIGN, foreignPath, CastleAndBarbarians.LEFT_CASTLE);
            s.castle.placeKnight(0, hexPath(s, hex, 2), CastleAndBarbarians.LEFT_CASTLE);
            s.castle.placeKnight(1, hexPath(s, hex, 4), CastleAndBarbarians.LEFT_CASTLE);
            f.main(0).hand(0, "");
            f.game().applyChecked(EndTurn.INSTANCE); // into the movement phase
            int events = f.game().events().size();
            f.game().applyChecked(EndTurn.INSTANCE); // the captures, then the turn ends
            assertEquals(0, s.castle.barbarians[hex], "3 knights (the Foreign Knight with them) beat 2 barbarians");
            assertEquals(1, s.castle.prisoners[0], "the mover takes one for their knight");
            assertEquals(1, s.castle.prisoners[1], "the Foreign Knight's share goes to the next player");
            assertEquals(FOREIGN, s.castle.knightOwner[foreignPath], "R-24.3.1: never a casualty, seed " + seed);
            for (GameEvent e :
                    f.game().events().subList(events, f.game().events().size())) {
                if (e instanceof KnightCasualty k) {
                    assertTrue(k.player() < 2, "only the players' knights fall");
                    casualties++;
                }
            }
        }
        assertTrue(casualties > 0, "the players' knights beside it do fall, so the dice were rolled for them");
    }

    /** Seat 0's road chain a-b-c from its settlement at a, with c a free spot to build on. */
    private static int[] chainToAFreeSpot(GameState s) {
        Topology t = s.topology;
        for (int a = 0; a < t.intersectionCount(); a++) {
            if (!Building.isFreeSpot(s, a)) {
                continue;
            }
            for (int i = 0; i < t.pathCountAt(a); i++) {
                int b = t.end(t.pathAt(a, i), 0) == a ? t.end(t.pathAt(a, i), 1) : t.end(t.pathAt(a, i), 0);
                for (int j = 0; j < t.pathCountAt(b); j++) {
                    int p = t.pathAt(b, j);
                    int c = t.end(p, 0) == b ? t.end(p, 1) : t.end(p, 0);
                    if (c != a && Building.isFreeSpot(s, c) && !t.adjacent(a, c)) {
                        return new int[] {a, b, c};
                    }
                }
            }
        }
        throw new AssertionError("no chain");
    }

    @Test
    @DisplayName(
            "R-24.3, R-24.1.3, R-24.2.3: a player's settlement lands 3 barbarians; the neutral build it forces lands none")
    void r24_3APlayersSettlementLandsBarbariansTheForcedNeutralBuildNone() {
        Fixture f = Fixture.barbarianAttack(2, 4);
        GameState s = f.state();
        int[] chain = chainToAFreeSpot(s);
        f.settlement(0, chain[0]).roads(0, chain).main(0).hand(0, "1 brick, 1 lumber, 1 wool, 1 grain");
        int events = f.game().events().size();
        f.game().applyChecked(new BuildSettlement(chain[2]));
        List<GameEvent> after =
                f.game().events().subList(events, f.game().events().size());
        assertEquals(3, after.stream().filter(e -> e instanceof BarbarianLanded).count(), "R-24.1.3");
        BuildNeutral neutral = assertInstanceOf(BuildNeutral.class, f.game().decision(), "R-24.2.3");
        events = f.game().events().size();
        f.game().applyChecked(neutral.options().get(0));
        assertFalse(
                f.game().events().subList(events, f.game().events().size()).stream()
                        .anyMatch(e -> e instanceof BarbarianLanded),
                "a neutral build brings no barbarians (a ruling)");
    }

    @Test
    @DisplayName(
            "R-24.3, R-24.2.4, R-24.2.5, R-24.1.9: gold buys as in Barbarian Attack, no robber to send home, a knight card earns a token")
    void r24_3TokensAndGoldAtTheTwoPlayerCastleTable() {
        Fixture f = Fixture.barbarianAttack(2, 2);
        GameState s = f.state();
        f.main(0).hand(0, "2 grain, 2 ore, 2 wool");
        s.castle.gold[0] = 2;
        List<Action> options = f.game().decision().options();
        assertTrue(options.stream().anyMatch(a -> a instanceof BuyWithGold), "R-24.1.9 gold buys at 2 players");
        assertFalse(options.contains(RobberToDesert.INSTANCE), "R-24.1.1 no robber, so none to send to the desert");
        int tokens = s.twoPlayer.tokens(0);
        s.castle.bringToTop(BarbarianAttackCard.KNIGHTHOOD);
        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        int events = f.game().events().size();
        f.game().applyChecked(new PlacePathKnight(castlePath(s, 0)));
        assertEquals(tokens + 1, s.twoPlayer.tokens(0), "a scenario knight card earns a token as a Knight card would");
        assertTrue(f.game().events().subList(events, f.game().events().size()).stream()
                .anyMatch(e -> e instanceof TradeTokensChanged t && t.player() == 0));
    }
}
