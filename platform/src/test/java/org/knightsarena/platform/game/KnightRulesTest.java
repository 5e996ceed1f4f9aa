package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivateKnight;
import org.knightsarena.api.action.ChaseRobber;
import org.knightsarena.api.action.DisplaceKnight;
import org.knightsarena.api.action.MoveDisplacedKnight;
import org.knightsarena.api.action.MoveKnight;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.PlaceDisplacedKnight;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.flow.ActionDispatch;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightBoard;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;

/**
 * RULES.md §9.1–§9.4 (recruiting, activating, promoting, knight actions), R-2.3.2 and, on
 * the beginner map. Seat 0's usual network is the settlement on 0 with roads along
 * 0–3–7–11–16–21; hex 0 has corners 0, 4, 8, 12, 7, 3.
 */
class KnightRulesTest {

    private static final Topology T = Topology.standard();
    private static final int[] LINE = {0, 3, 7, 11, 16, 21};

    private final Chronicle chronicle = Chronicle.recording();

    /** A Cities &amp; Knights game at seat 0's main phase, with an empty board. */
    static Fixture game() {
        Fixture f = Fixture.of(Ruleset.CITIES_AND_KNIGHTS, 4, StandardMap.beginner());
        if (f.state().improvements.levels.length == 0) {
            f.state().startCitiesAndKnights();
        }
        return f.main(0);
    }

    /** Lays one road of {@code seat} between each pair of consecutive intersections. */
    static Fixture chain(Fixture f, int seat, int... nodes) {
        for (int i = 1; i < nodes.length; i++) {
            int path = T.pathBetween(nodes[i - 1], nodes[i]);
            assertTrue(path >= 0, "no path between " + nodes[i - 1] + " and " + nodes[i]);
            f.road(seat, path);
        }
        return f;
    }

    /** Puts a knight from the seat's supply on an intersection, bypassing every rule. */
    static void knight(Fixture f, int seat, int node, int strength, boolean active) {
        GameState s = f.state();
        s.knights.put(seat, node, strength, KnightFlags.of(active, false, false));
        s.knights.left[KnightBoard.supplyIndex(seat, strength)]--;
    }

    static List<Action> options(Fixture f, int seat) {
        OptionBuffer buffer = new OptionBuffer().start();
        Knights.addMainOptions(f.state(), seat, buffer);
        return buffer.toList();
    }

    static <A extends Action> List<A> only(List<Action> options, Class<A> kind) {
        List<A> out = new ArrayList<>();
        for (Action a : options) {
            if (kind.isInstance(a)) {
                out.add(kind.cast(a));
            }
        }
        return out;
    }

    private static Fixture line() {
        return chain(game().settlement(0, 0), 0, LINE);
    }

    private void apply(Fixture f, int seat, Action action) {
        ActionDispatch.apply(f.state(), chronicle, seat, action);
    }

    private List<KnightChanged> knightEvents() {
        List<KnightChanged> out = new ArrayList<>();
        for (GameEvent e : chronicle.events()) {
            if (e instanceof KnightChanged) {
                out.add((KnightChanged) e);
            }
        }
        return out;
    }

    @Nested
    @DisplayName("§9.1 recruiting")
    class Recruiting {

        @Test
        @DisplayName("R-9.1.1 recruiting costs 1 wool + 1 ore and takes a basic knight from the supply")
        void recruitCostsWoolAndOre() {
            Fixture f = line().hand(0, "1 wool, 1 ore, 1 grain");
            assertTrue(options(f, 0).contains(new RecruitKnight(3)));
            apply(f, 0, new RecruitKnight(3));
            assertEquals(Cards.parse("1 grain"), f.state().cards.handOf(0));
            assertEquals(1, f.state().knights.left[KnightBoard.supplyIndex(0, 1)]);
            assertEquals(List.of(new Built(0, Piece.KNIGHT, 3)), chronicle.events());
        }

        @Test
        @DisplayName("R-9.1.1 no recruit without the cards or without a basic knight in supply")
        void noRecruitWithoutCardsOrPiece() {
            Fixture f = line().hand(0, "1 wool, 2 grain");
            assertTrue(only(options(f, 0), RecruitKnight.class).isEmpty());
            f.hand(0, "1 wool, 1 ore");
            f.state().knights.left[KnightBoard.supplyIndex(0, 1)] = 0;
            assertTrue(only(options(f, 0), RecruitKnight.class).isEmpty());
        }

        @Test
        @DisplayName(
                "R-9.1.2 recruits go inactive on empty intersections touched by own roads; the distance rule does not apply")
        void recruitSpots() {
            Fixture f = line().hand(0, "1 wool, 1 ore").settlement(1, 16);
            knight(f, 2, 11, 1, false);
            // 0 holds the own settlement, 16 an opponent's, 11 a knight; 3 is next to the settlement
            assertEquals(
                    List.of(new RecruitKnight(3), new RecruitKnight(7), new RecruitKnight(21)),
                    only(options(f, 0), RecruitKnight.class));
            apply(f, 0, new RecruitKnight(3));
            GameState s = f.state();
            assertEquals(0, s.knights.owner[3]);
            assertFalse(s.knights.isActive(3));
        }

        @Test
        @DisplayName("R-9.1.3 a recruit is always a basic knight, even with stronger pieces in supply")
        void recruitIsBasic() {
            Fixture f = line().hand(0, "1 wool, 1 ore");
            apply(f, 0, new RecruitKnight(7));
            assertEquals(1, f.state().knights.strength[7]);
            assertEquals(2, f.state().knights.left[KnightBoard.supplyIndex(0, 2)]);
            assertEquals(2, f.state().knights.left[KnightBoard.supplyIndex(0, 3)]);
        }
    }

    @Nested
    @DisplayName("§9.2 activating")
    class Activating {

        @Test
        @DisplayName(
                "R-9.2.1 activating costs 1 grain, is allowed on the recruiting turn, and not for an active knight")
        void activateCostsGrain() {
            Fixture f = line().hand(0, "1 wool, 1 ore, 2 grain");
            knight(f, 0, 11, 1, true);
            apply(f, 0, new RecruitKnight(3));
            assertEquals(List.of(new ActivateKnight(3)), only(options(f, 0), ActivateKnight.class));
            apply(f, 0, new ActivateKnight(3));
            assertTrue(f.state().knights.isActive(3));
            assertEquals(Cards.parse("1 grain"), f.state().cards.handOf(0));
            assertTrue(only(options(f, 0), ActivateKnight.class).isEmpty());
            assertEquals(
                    new KnightChanged(0, KnightChange.ACTIVATED, 3, 3, 1, true),
                    knightEvents().get(0));
        }

        @Test
        @DisplayName("R-9.2.1 no activation without grain")
        void noActivationWithoutGrain() {
            Fixture f = line().hand(0, "1 wool");
            knight(f, 0, 3, 1, false);
            assertTrue(only(options(f, 0), ActivateKnight.class).isEmpty());
        }

        @Test
        @DisplayName("R-9.2.2 a knight activated this turn may not act until its owner's next turn")
        void activatedKnightWaitsATurn() {
            Fixture f = line().hand(0, "1 grain");
            knight(f, 0, 3, 1, false);
            apply(f, 0, new ActivateKnight(3));
            assertTrue(only(options(f, 0), MoveKnight.class).isEmpty());
            f.state().knights.endTurn();
            assertEquals(
                    List.of(new MoveKnight(3, 7), new MoveKnight(3, 11), new MoveKnight(3, 16), new MoveKnight(3, 21)),
                    only(options(f, 0), MoveKnight.class));
        }
    }

    @Nested
    @DisplayName("§9.3 promoting")
    class Promoting {

        @Test
        @DisplayName("R-9.3.1 promoting costs 1 wool + 1 ore: basic to strong; strong to mighty only with the Fortress")
        void promotionSteps() {
            Fixture f = line().hand(0, "2 wool, 2 ore");
            knight(f, 0, 3, 1, false);
            knight(f, 0, 7, 2, false);
            knight(f, 0, 11, 3, false);
            assertEquals(List.of(new PromoteKnight(3)), only(options(f, 0), PromoteKnight.class));
            apply(f, 0, new PromoteKnight(3));
            assertEquals(2, f.state().knights.strength[3]);
            assertEquals(Cards.parse("1 wool, 1 ore"), f.state().cards.handOf(0));
            f.state().improvements.levels[Track.POLITICS.ordinal()] = Knights.FORTRESS_LEVEL;
            // 3 was promoted this turn; 11 is mighty
            assertEquals(List.of(new PromoteKnight(7)), only(options(f, 0), PromoteKnight.class));
        }

        @Test
        @DisplayName("R-9.3.2 promotion needs a piece of the higher strength in supply; the old piece goes back")
        void promotionSwapsPieces() {
            Fixture f = line().hand(0, "1 wool, 1 ore");
            knight(f, 0, 3, 1, false);
            GameState s = f.state();
            s.knights.left[KnightBoard.supplyIndex(0, 2)] = 0;
            assertTrue(only(options(f, 0), PromoteKnight.class).isEmpty());
            s.knights.left[KnightBoard.supplyIndex(0, 2)] = 1;
            apply(f, 0, new PromoteKnight(3));
            assertEquals(0, s.knights.left[KnightBoard.supplyIndex(0, 2)]);
            assertEquals(2, s.knights.left[KnightBoard.supplyIndex(0, 1)]);
        }

        @Test
        @DisplayName(
                "R-9.3.3 a knight is promoted at most once per turn, and may be recruited and promoted the same turn")
        void oncePerTurn() {
            Fixture f = line().hand(0, "3 wool, 3 ore");
            f.state().improvements.levels[Track.POLITICS.ordinal()] = Knights.FORTRESS_LEVEL;
            apply(f, 0, new RecruitKnight(3));
            apply(f, 0, new PromoteKnight(3));
            assertTrue(only(options(f, 0), PromoteKnight.class).isEmpty());
            f.state().knights.endTurn();
            assertEquals(List.of(new PromoteKnight(3)), only(options(f, 0), PromoteKnight.class));
        }

        @Test
        @DisplayName("R-9.3.4 promotion keeps the position, the active state and the right to act this turn")
        void promotionKeepsState() {
            Fixture f = line().hand(0, "1 wool, 1 ore");
            knight(f, 0, 3, 1, true);
            apply(f, 0, new PromoteKnight(3));
            GameState s = f.state();
            assertEquals(0, s.knights.owner[3]);
            assertTrue(s.knights.isActive(3));
            assertFalse(only(options(f, 0), MoveKnight.class).isEmpty());
            assertEquals(
                    new KnightChanged(0, KnightChange.PROMOTED, 3, 3, 2, true),
                    knightEvents().get(0));
        }

        @Test
        @DisplayName("R-2.3.2 at most 2 knights of each strength: a third basic cannot be recruited")
        void pieceLimits() {
            Fixture f = line().hand(0, "3 wool, 3 ore");
            apply(f, 0, new RecruitKnight(3));
            apply(f, 0, new RecruitKnight(7));
            assertEquals(0, f.state().knights.left[KnightBoard.supplyIndex(0, 1)]);
            assertTrue(only(options(f, 0), RecruitKnight.class).isEmpty());
        }
    }

    @Nested
    @DisplayName("§9.4 knight actions")
    class Actions {

        @Test
        @DisplayName("R-9.4.1 a move goes any distance along own roads, through own pieces, and deactivates the knight")
        void moveAlongOwnRoads() {
            Fixture f = line();
            knight(f, 0, 3, 1, true);
            knight(f, 0, 7, 1, false);
            // 0 holds the own settlement, 7 the own knight: both are passed, neither is a destination
            assertEquals(
                    List.of(new MoveKnight(3, 11), new MoveKnight(3, 16), new MoveKnight(3, 21)),
                    only(options(f, 0), MoveKnight.class));
            apply(f, 0, new MoveKnight(3, 21));
            GameState s = f.state();
            assertEquals(BoardView.NOBODY, s.knights.owner[3]);
            assertEquals(0, s.knights.owner[21]);
            assertFalse(s.knights.isActive(21));
            assertEquals(List.of(new KnightChanged(0, KnightChange.MOVED, 3, 21, 1, false)), knightEvents());
            assertTrue(only(options(f, 0), MoveKnight.class).isEmpty());
        }

        @Test
        @DisplayName("R-9.4.1 a move never passes an opponent's building or knight")
        void moveBlockedByOpponents() {
            Fixture f = line().settlement(1, 16);
            knight(f, 0, 3, 1, true);
            assertEquals(List.of(new MoveKnight(3, 7), new MoveKnight(3, 11)), only(options(f, 0), MoveKnight.class));
            knight(f, 2, 7, 1, false);
            assertTrue(only(options(f, 0), MoveKnight.class).isEmpty());
        }

        /** Seat 0 reaches 12 from 3 along 3–7–12; seat 1's roads run 12–17–22–28 to its settlement on 28. */
        private Fixture fight() {
            Fixture f = chain(game().settlement(0, 0), 0, 0, 3, 7, 12);
            chain(f.settlement(1, 28), 1, 12, 17, 22, 28);
            return f;
        }

        @Test
        @DisplayName("R-9.4.2 displacing needs a strictly stronger knight; mighty and own knights are never displaced")
        void displaceOnlyWeaker() {
            Fixture f = fight();
            knight(f, 0, 3, 2, true);
            knight(f, 1, 12, 1, false);
            assertEquals(List.of(new DisplaceKnight(3, 12)), only(options(f, 0), DisplaceKnight.class));
            f.state().knights.strength[12] = 2;
            assertTrue(only(options(f, 0), DisplaceKnight.class).isEmpty());
            f.state().knights.strength[3] = 3;
            f.state().knights.strength[12] = 3;
            assertTrue(only(options(f, 0), DisplaceKnight.class).isEmpty());
            int flags = f.state().knights.flags[12];
            f.state().knights.lift(12);
            f.state().knights.put(0, 12, 1, flags);
            assertTrue(only(options(f, 0), DisplaceKnight.class).isEmpty());
        }

        @Test
        @DisplayName("R-9.4.2 the displaced knight's owner relocates it along their roads, keeping its active state")
        void displacedKnightIsRelocated() {
            Fixture f = fight();
            knight(f, 0, 3, 2, true);
            knight(f, 1, 12, 1, true);
            GameState s = f.state();
            apply(f, 0, new DisplaceKnight(3, 12));
            assertEquals(0, s.knights.owner[12]);
            assertFalse(s.knights.isActive(12));
            assertEquals(Phase.DISPLACED_KNIGHT, s.turn.phase());
            assertEquals(1, s.turn.pendingSeat);
            PlaceDisplacedKnight decision = (PlaceDisplacedKnight) Knights.displacedKnightDecision(s, 1);
            assertEquals(12, decision.from());
            assertEquals(List.of(new MoveDisplacedKnight(17), new MoveDisplacedKnight(22)), decision.options());
            apply(f, 1, new MoveDisplacedKnight(22));
            assertEquals(1, s.knights.owner[22]);
            assertEquals(1, s.knights.strength[22]);
            assertTrue(s.knights.isActive(22));
            assertEquals(Phase.MAIN, s.turn.phase());
            assertEquals(
                    List.of(
                            new KnightChanged(0, KnightChange.MOVED, 3, 12, 2, false),
                            new KnightChanged(1, KnightChange.DISPLACED, 12, 22, 1, true)),
                    knightEvents());
        }

        @Test
        @DisplayName(
                "R-9.4.2 R-9.5.4 with nowhere to go the displaced knight returns to its owner's supply at its strength")
        void displacedKnightWithoutRoomIsRemoved() {
            Fixture f = chain(game().settlement(0, 0), 0, 0, 3, 7, 12);
            chain(f.settlement(1, 17), 1, 12, 17);
            knight(f, 0, 3, 3, true);
            knight(f, 1, 12, 2, true);
            GameState s = f.state();
            assertEquals(1, s.knights.left[KnightBoard.supplyIndex(1, 2)]);
            apply(f, 0, new DisplaceKnight(3, 12));
            assertEquals(Phase.MAIN, s.turn.phase());
            assertEquals(2, s.knights.left[KnightBoard.supplyIndex(1, 2)]);
            assertEquals(
                    new KnightChanged(1, KnightChange.REMOVED, 12, 12, 2, false),
                    knightEvents().get(1));
        }

        @Test
        @DisplayName(
                "R-9.4.3 a knight on a corner of the robber's hex chases it: inactive, then the robber moves as after a seven")
        void chaseRobber() {
            Fixture f = line().robber(0);
            knight(f, 0, 3, 1, true);
            knight(f, 0, 16, 1, true);
            GameState s = f.state();
            s.barbarians.setAttacked(true);
            assertEquals(List.of(new ChaseRobber(3)), only(options(f, 0), ChaseRobber.class));
            apply(f, 0, new ChaseRobber(3));
            assertFalse(s.knights.isActive(3));
            assertEquals(Phase.PLACE_ROBBER, s.turn.phase());
            assertEquals(Phase.MAIN, s.turn.afterInterrupt());
            Game game = f.game();
            assertInstanceOf(PlaceRobber.class, game.decision());
            game.apply(new MoveRobber(5));
            assertEquals(5, s.figures.robber);
            assertEquals(Phase.MAIN, s.turn.phase());
        }

        @Test
        @DisplayName("R-11.1 no robber chase before the first barbarian attack")
        void noChaseBeforeFirstAttack() {
            Fixture f = line().robber(0);
            knight(f, 0, 3, 1, true);
            assertTrue(only(options(f, 0), ChaseRobber.class).isEmpty());
        }

        @Test
        @DisplayName("§9.4 inactive knights take no action, and no knight options exist in the base game")
        void inactiveKnightsDoNotAct() {
            Fixture f = line().robber(0);
            knight(f, 0, 3, 1, false);
            f.state().barbarians.setAttacked(true);
            assertTrue(only(options(f, 0), MoveKnight.class).isEmpty());
            assertTrue(only(options(f, 0), ChaseRobber.class).isEmpty());
            Fixture base = chain(Fixture.base(4).settlement(0, 0), 0, LINE)
                    .hand(0, "5 wool, 5 ore, 5 grain")
                    .main(0);
            assertTrue(options(base, 0).isEmpty());
        }
    }
}
