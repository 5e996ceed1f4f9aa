package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.path;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.MoveDisplacedKnight;
import org.knightsarena.api.action.MoveKnight;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.PlaceFreeKnight;
import org.knightsarena.api.action.PlayBishop;
import org.knightsarena.api.action.PlayDeserter;
import org.knightsarena.api.action.PlayDiplomat;
import org.knightsarena.api.action.PlayIntrigue;
import org.knightsarena.api.action.PlaySaboteur;
import org.knightsarena.api.action.PlaySpy;
import org.knightsarena.api.action.PlayWarlord;
import org.knightsarena.api.action.PlayWedding;
import org.knightsarena.api.action.RemoveOwnKnight;
import org.knightsarena.api.action.SkipPlacement;
import org.knightsarena.api.action.TakeProgressCard;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.ChooseKnightToLose;
import org.knightsarena.api.decision.ChooseProgressCardToTake;
import org.knightsarena.api.decision.ChooseProgressDiscard;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceDeserterKnight;
import org.knightsarena.api.decision.PlaceDisplacedKnight;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.decision.RebuildRoad;
import org.knightsarena.api.event.CardStolen;
import org.knightsarena.api.event.CardsDiscarded;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.ProgressCardPlayed;
import org.knightsarena.api.event.ProgressCardStolen;
import org.knightsarena.api.event.ProgressCardTaken;
import org.knightsarena.api.event.RoadRemoved;
import org.knightsarena.api.event.RobberMoved;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightBoard;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.Pieces;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * RULES.md §13.7 (politics cards), R-11.1/R-11.2 (Bishop and the robber) and R-13.2.4 (a card
 * whose effect cannot happen is not offered), played through {@link Game#apply} on the beginner
 * map. Seat 0 usually has the settlement on 0 with roads 0–3–7; hex 4 has corners 8, 13, 18, 23,
 * 17, 12 and the robber starts on the desert, hex 9.
 */
class PoliticsCardsTest {

    private static final int POLITICS = Track.POLITICS.ordinal();

    /** Seat 0's main phase, with the settlement on 0 and roads 0–3–7, holding {@code card}. */
    private static Fixture holding(ProgressCard card) {
        return Fixture.ck(4)
                .settlement(0, 0)
                .roads(0, 0, 3, 7)
                .progress(0, card)
                .main(0);
    }

    private static List<Action> options(Fixture f) {
        return assertInstanceOf(MainTurn.class, LegalActions.decision(f.state()))
                .options(); // fresh: fixtures change after a first look
    }

    private static <A extends Action> List<A> only(List<Action> options, Class<A> kind) {
        List<A> out = new ArrayList<>();
        for (Action a : options) {
            if (kind.isInstance(a)) {
                out.add(kind.cast(a));
            }
        }
        return out;
    }

    private static <E extends GameEvent> List<E> only(Class<E> kind, List<GameEvent> events) {
        List<E> out = new ArrayList<>();
        for (GameEvent e : events) {
            if (kind.isInstance(e)) {
                out.add(kind.cast(e));
            }
        }
        return out;
    }

    /** Plays a card through the game and checks the shared bookkeeping: recorded first, under its deck. */
    private static List<GameEvent> play(Fixture f, ProgressCard card, Action play) {
        GameState s = f.state();
        int held = s.progress.hand[s.turn.active * ProgressPiles.KINDS + card.ordinal()];
        List<GameEvent> events = eventsOf(f.game(), play);
        assertEquals(new ProgressCardPlayed(s.turn.active, card, play), events.get(0));
        assertEquals(held - 1, s.progress.hand[s.turn.active * ProgressPiles.KINDS + card.ordinal()]);
        assertEquals(card.ordinal(), s.progress.decks[POLITICS][0], "R-13.2.2 the card goes under its deck");
        Invariants.checkCitiesAndKnights(f.game());
        return events;
    }

    private static boolean activatedThisTurn(GameState s, int node) {
        return KnightFlags.activatedThisTurn(s.knights.flags[node]);
    }

    @Nested
    @DisplayName("R-13.2.4 politics cards are offered only when held, after the roll, and when they can act")
    class Timing {

        @Test
        @DisplayName("R-13.2.4 nothing is offered for cards not held")
        void notHeld() {
            Fixture f = Fixture.ck(4)
                    .settlement(0, 0)
                    .roads(0, 0, 3, 7)
                    .afterFirstAttack()
                    .knight(0, 3, 1, false)
                    .knight(1, 7, 1, true)
                    .settlement(1, 20)
                    .hand(1, "4 ore")
                    .progress(1, ProgressCard.SPY)
                    .main(0);
            for (Action a : options(f)) {
                assertFalse(
                        a instanceof PlayBishop
                                || a instanceof PlayDeserter
                                || a instanceof PlayDiplomat
                                || a instanceof PlayIntrigue
                                || a instanceof PlaySaboteur
                                || a instanceof PlaySpy
                                || a instanceof PlayWarlord
                                || a instanceof PlayWedding,
                        a.toString());
            }
        }

        @Test
        @DisplayName("R-13.2.1 politics cards are not playable before the roll")
        void notBeforeRoll() {
            Fixture f = holding(ProgressCard.WARLORD).knight(0, 3, 1, false).beforeRoll(0);
            BeforeRoll d = assertInstanceOf(BeforeRoll.class, f.game().decision());
            assertTrue(only(d.options(), PlayWarlord.class).isEmpty());
        }

        @Test
        @DisplayName("R-13.2.4 each card whose effect can happen is offered once per target, with shared instances")
        void offeredWithSharedInstances() {
            Fixture f = holding(ProgressCard.WARLORD).knight(0, 3, 1, false);
            List<Action> first = options(f);
            assertEquals(List.of(PlayWarlord.INSTANCE), only(first, PlayWarlord.class));
            Fixture g = holding(ProgressCard.SPY).progress(2, ProgressCard.MERCHANT);
            List<PlaySpy> a = only(LegalActions.decision(g.state()).options(), PlaySpy.class);
            List<PlaySpy> b = only(LegalActions.decision(g.state()).options(), PlaySpy.class);
            assertEquals(List.of(new PlaySpy(2)), a);
            assertTrue(a.get(0) == b.get(0), "options reuse one instance");
        }
    }

    @Nested
    @DisplayName("R-13.7.1 / R-11.2 Bishop")
    class Bishop {

        /** Seat 1 on 8 and 18 and seat 2 on 17 around hex 4; seat 3 away from it. */
        private Fixture around() {
            return holding(ProgressCard.BISHOP)
                    .afterFirstAttack()
                    .settlement(1, 8)
                    .settlement(1, 18)
                    .settlement(2, 17)
                    .settlement(3, 40)
                    .hand(1, "2 brick")
                    .hand(2, "1 ore")
                    .hand(3, "3 wool");
        }

        @Test
        @DisplayName(
                "R-11.2 Bishop moves the robber to another hex, then R-13.7.1 robs one card from each opponent next to it")
        void robsEachNeighbour() {
            Fixture f = around();
            Game game = f.game();
            assertTrue(options(f).contains(PlayBishop.INSTANCE));
            play(f, ProgressCard.BISHOP, PlayBishop.INSTANCE);
            PlaceRobber d = assertInstanceOf(PlaceRobber.class, game.decision());
            assertEquals(0, d.seat());
            assertFalse(d.options().contains(new MoveRobber(9)), "R-11.2 a different hex");
            List<GameEvent> events = eventsOf(game, new MoveRobber(4));
            assertEquals(new RobberMoved(0, 4), events.get(0));
            assertEquals(
                    List.of(new CardStolen(0, 1), new CardStolen(0, 2)),
                    only(CardStolen.class, events),
                    "one card per opponent however many buildings, clockwise");
            assertEquals(Cards.parse("1 brick, 1 ore"), f.state().cards.handOf(0));
            assertEquals(Cards.parse("1 brick"), f.state().cards.handOf(1));
            assertEquals(Cards.parse("3 wool"), f.state().cards.handOf(3));
            assertEquals(4, f.state().figures.robber);
            assertInstanceOf(MainTurn.class, game.decision());
        }

        @Test
        @DisplayName("R-13.7.1 Bishop skips opponents without cards and never robs the player")
        void skipsEmptyHands() {
            Fixture f = around().hand(2, Cards.NONE).settlement(0, 23).hand(0, "1 grain");
            play(f, ProgressCard.BISHOP, PlayBishop.INSTANCE);
            List<GameEvent> events = eventsOf(f.game(), new MoveRobber(4));
            assertEquals(List.of(new CardStolen(0, 1)), only(CardStolen.class, events));
            assertEquals(Cards.parse("1 brick, 1 grain"), f.state().cards.handOf(0));
        }

        @Test
        @DisplayName("R-11.1 Bishop cannot be played before the first barbarian attack (R-13.2.4)")
        void notBeforeFirstAttack() {
            Fixture f = around();
            f.state().barbarians.setAttacked(false);
            assertTrue(only(options(f), PlayBishop.class).isEmpty());
        }

        @Test
        @DisplayName("R-11.2 the Bishop's robbing ends with its robber move: later robber moves are ordinary")
        void laterRobberMovesAreOrdinary() {
            Fixture f = around();
            play(f, ProgressCard.BISHOP, PlayBishop.INSTANCE);
            f.game().apply(new MoveRobber(4));
            assertFalse(f.state().effects.bishopPlayed);
        }
    }

    @Nested
    @DisplayName("R-13.7.3 Deserter")
    class Deserter {

        private Fixture twoKnights() {
            return holding(ProgressCard.DESERTER).knight(1, 30, 3, true).knight(1, 31, 1, false);
        }

        @Test
        @DisplayName(
                "R-13.7.3 the opponent removes a knight of their choice; the player places one of that strength and state")
        void removeAndPlace() {
            Fixture f = twoKnights();
            Game game = f.game();
            GameState s = f.state();
            assertEquals(List.of(new PlayDeserter(1)), only(options(f), PlayDeserter.class));
            play(f, ProgressCard.DESERTER, new PlayDeserter(1));
            ChooseKnightToLose lose = assertInstanceOf(ChooseKnightToLose.class, game.decision());
            assertEquals(1, lose.seat());
            assertEquals(List.of(new RemoveOwnKnight(30), new RemoveOwnKnight(31)), lose.options());
            List<GameEvent> events = eventsOf(game, new RemoveOwnKnight(30));
            assertTrue(events.contains(new KnightChanged(1, KnightChange.REMOVED, 30, 30, 3, false)));
            assertEquals(BoardView.NOBODY, s.knights.owner[30]);
            assertEquals(2, s.knights.left[KnightBoard.supplyIndex(1, 3)], "R-9.5.4 back to its owner's supply");
            PlaceDeserterKnight place = assertInstanceOf(PlaceDeserterKnight.class, game.decision());
            assertEquals(0, place.seat());
            assertEquals(3, place.strength(), "no Fortress needed");
            assertEquals(
                    List.of(new PlaceFreeKnight(3), new PlaceFreeKnight(7), SkipPlacement.INSTANCE), place.options());
            events = eventsOf(game, new PlaceFreeKnight(7));
            assertEquals(
                    List.of(new KnightChanged(0, KnightChange.PLACED, 7, 7, 3, true)),
                    only(KnightChanged.class, events));
            assertEquals(0, s.knights.owner[7]);
            assertEquals(3, s.knights.strength[7]);
            assertTrue(s.knights.isActive(7));
            assertEquals(1, s.knights.left[KnightBoard.supplyIndex(0, 3)]);
            Invariants.checkCitiesAndKnights(game);
            assertInstanceOf(MainTurn.class, game.decision());
        }

        @Test
        @DisplayName("R-13.7.3 [RULING] a knight placed active by Deserter counts as activated this turn (R-9.2.2)")
        void placedActiveCannotAct() {
            Fixture f = twoKnights();
            Game game = f.game();
            play(f, ProgressCard.DESERTER, new PlayDeserter(1));
            game.apply(new RemoveOwnKnight(30));
            game.apply(new PlaceFreeKnight(7));
            assertTrue(activatedThisTurn(f.state(), 7));
            assertTrue(only(options(f), MoveKnight.class).isEmpty());
        }

        @Test
        @DisplayName("R-13.7.3 an inactive knight removed gives an inactive knight")
        void inactiveStaysInactive() {
            Fixture f = twoKnights();
            play(f, ProgressCard.DESERTER, new PlayDeserter(1));
            f.game().apply(new RemoveOwnKnight(31));
            PlaceDeserterKnight place =
                    assertInstanceOf(PlaceDeserterKnight.class, f.game().decision());
            assertEquals(1, place.strength());
            List<GameEvent> events = eventsOf(f.game(), new PlaceFreeKnight(3));
            assertEquals(
                    List.of(new KnightChanged(0, KnightChange.PLACED, 3, 3, 1, false)),
                    only(KnightChanged.class, events));
            assertFalse(f.state().knights.isActive(3));
        }

        @Test
        @DisplayName("R-13.7.3 without a piece of that strength, the next lower strength in supply is placed")
        void nextLowerStrength() {
            Fixture f = twoKnights().knight(0, 50, 3, false).knight(0, 51, 3, false);
            play(f, ProgressCard.DESERTER, new PlayDeserter(1));
            f.game().apply(new RemoveOwnKnight(30));
            PlaceDeserterKnight place =
                    assertInstanceOf(PlaceDeserterKnight.class, f.game().decision());
            assertEquals(2, place.strength());
            f.game().apply(new PlaceFreeKnight(3));
            assertEquals(2, f.state().knights.strength[3]);
            assertEquals(1, f.state().knights.left[KnightBoard.supplyIndex(0, 2)]);
        }

        @Test
        @DisplayName("R-13.7.3 with no piece of that strength or lower, nothing is placed")
        void nothingLower() {
            Fixture f = twoKnights().knight(0, 50, 1, false).knight(0, 51, 1, false);
            play(f, ProgressCard.DESERTER, new PlayDeserter(1));
            f.game().apply(new RemoveOwnKnight(31));
            assertInstanceOf(MainTurn.class, f.game().decision());
            assertEquals(BoardView.NOBODY, f.state().knights.owner[3]);
        }

        @Test
        @DisplayName("R-13.7.3 the player may decline the placement")
        void skip() {
            Fixture f = twoKnights();
            play(f, ProgressCard.DESERTER, new PlayDeserter(1));
            f.game().apply(new RemoveOwnKnight(30));
            f.game().apply(SkipPlacement.INSTANCE);
            assertInstanceOf(MainTurn.class, f.game().decision());
            assertEquals(2, f.state().knights.left[KnightBoard.supplyIndex(0, 3)]);
            Invariants.checkCitiesAndKnights(f.game());
        }

        @Test
        @DisplayName("R-13.2.4 Deserter targets only opponents with a knight, and is not offered when none has one")
        void onlyOpponentsWithKnights() {
            Fixture f = holding(ProgressCard.DESERTER).knight(0, 3, 1, false);
            assertTrue(only(options(f), PlayDeserter.class).isEmpty());
            f.knight(2, 40, 1, false);
            assertEquals(List.of(new PlayDeserter(2)), only(options(f), PlayDeserter.class));
        }
    }

    @Nested
    @DisplayName("R-13.7.4 Diplomat")
    class Diplomat {

        /** Seat 1 joins its settlements on 17 and 29 by 17–23–29 (closed) and leaves 29–35 open. */
        private Fixture roads() {
            return holding(ProgressCard.DIPLOMAT)
                    .settlement(1, 17)
                    .settlement(1, 29)
                    .roads(1, 17, 23, 29, 35);
        }

        @Test
        @DisplayName("R-13.7.4 the options are exactly the open roads of every player")
        void openRoads() {
            Fixture f = roads();
            List<Integer> paths = new ArrayList<>();
            for (PlayDiplomat p : only(options(f), PlayDiplomat.class)) {
                paths.add(p.path());
            }
            List<Integer> expected = new ArrayList<>(List.of(path(3, 7), path(29, 35)));
            expected.sort(null);
            assertEquals(expected, paths);
        }

        @Test
        @DisplayName("R-13.7.4 a road between two own pieces stays closed when an opponent's knight stands in between")
        void closedStaysClosed() {
            Fixture f = holding(ProgressCard.DIPLOMAT).settlement(0, 7).knight(1, 3, 1, false);
            assertTrue(only(options(f), PlayDiplomat.class).isEmpty());
            f.knight(0, 11, 1, false).road(0, path(7, 11));
            assertTrue(only(options(f), PlayDiplomat.class).isEmpty(), "a road ending at an own knight is closed");
        }

        @Test
        @DisplayName("R-13.7.4 an opponent's road goes back to its supply; R-15.3 Longest Road is recomputed")
        void removesOpponentRoad() {
            Fixture f = holding(ProgressCard.DIPLOMAT).settlement(1, 2).roads(1, 2, 6, 10, 15, 20, 26);
            GameState s = f.state();
            assertEquals(1, s.points.longestRoad);
            assertEquals(3, s.points.publicPoints[1]);
            List<GameEvent> events = play(f, ProgressCard.DIPLOMAT, new PlayDiplomat(path(20, 26)));
            assertTrue(events.contains(new RoadRemoved(0, 1, path(20, 26))));
            assertTrue(events.contains(new LongestRoadSetAside()));
            assertEquals(BoardView.NOBODY, s.pieces.roadOwner[path(20, 26)]);
            assertEquals(Pieces.ROADS - 4, s.pieces.roadsLeft[1]);
            assertFalse(s.pieces.reaches(1, 26));
            assertTrue(s.pieces.reaches(1, 20));
            assertEquals(4, s.points.roadLength[1]);
            assertEquals(BoardView.NOBODY, s.points.longestRoad);
            assertEquals(1, s.points.publicPoints[1]);
            assertInstanceOf(MainTurn.class, f.game().decision());
        }

        @Test
        @DisplayName("R-13.7.4 a player removing their own road may rebuild it free elsewhere, not on the same path")
        void rebuildOwnRoad() {
            Fixture f = holding(ProgressCard.DIPLOMAT);
            Game game = f.game();
            GameState s = f.state();
            play(f, ProgressCard.DIPLOMAT, new PlayDiplomat(path(3, 7)));
            RebuildRoad d = assertInstanceOf(RebuildRoad.class, game.decision());
            assertEquals(0, d.seat());
            assertFalse(d.options().contains(new BuildRoad(path(3, 7))));
            assertTrue(d.options().contains(new BuildRoad(path(0, 4))));
            assertTrue(d.options().contains(SkipPlacement.INSTANCE));
            game.apply(new BuildRoad(path(0, 4)));
            assertEquals(0, s.pieces.roadOwner[path(0, 4)]);
            assertEquals(Cards.NONE, s.cards.handOf(0), "free");
            assertEquals(Pieces.ROADS - 2, s.pieces.roadsLeft[0]);
            assertEquals(BoardView.NOBODY, s.effects.diplomatPath);
            assertInstanceOf(MainTurn.class, game.decision());
        }

        @Test
        @DisplayName("R-13.7.4 the rebuild may be declined")
        void declineRebuild() {
            Fixture f = holding(ProgressCard.DIPLOMAT);
            play(f, ProgressCard.DIPLOMAT, new PlayDiplomat(path(3, 7)));
            f.game().apply(SkipPlacement.INSTANCE);
            assertEquals(Pieces.ROADS - 1, f.state().pieces.roadsLeft[0]);
            assertInstanceOf(MainTurn.class, f.game().decision());
        }

        @Test
        @DisplayName("R-13.2.4 Diplomat is not offered when no road is open")
        void noOpenRoad() {
            Fixture f = Fixture.ck(4)
                    .settlement(0, 0)
                    .settlement(0, 7)
                    .roads(0, 0, 3, 7)
                    .progress(0, ProgressCard.DIPLOMAT)
                    .main(0);
            assertTrue(only(options(f), PlayDiplomat.class).isEmpty());
        }
    }

    @Nested
    @DisplayName("R-13.7.5 Intrigue")
    class Intrigue {

        @Test
        @DisplayName(
                "R-13.7.5 an opponent's knight on the player's road is displaced and relocated by its owner (R-9.4.2)")
        void displaced() {
            Fixture f = holding(ProgressCard.INTRIGUE).knight(1, 7, 3, true).roads(1, 7, 12, 17);
            Game game = f.game();
            assertEquals(List.of(new PlayIntrigue(7)), only(options(f), PlayIntrigue.class));
            play(f, ProgressCard.INTRIGUE, new PlayIntrigue(7));
            PlaceDisplacedKnight d = assertInstanceOf(PlaceDisplacedKnight.class, game.decision());
            assertEquals(1, d.seat());
            assertEquals(List.of(new MoveDisplacedKnight(12), new MoveDisplacedKnight(17)), d.options());
            List<GameEvent> events = eventsOf(game, new MoveDisplacedKnight(17));
            assertTrue(events.contains(new KnightChanged(1, KnightChange.DISPLACED, 7, 17, 3, true)));
            assertEquals(BoardView.NOBODY, f.state().knights.owner[7]);
            assertInstanceOf(MainTurn.class, game.decision());
            Invariants.checkCitiesAndKnights(game);
        }

        @Test
        @DisplayName("R-13.7.5 with nowhere to go the knight returns to its owner's supply")
        void removed() {
            Fixture f = holding(ProgressCard.INTRIGUE).knight(1, 3, 2, false);
            List<GameEvent> events = play(f, ProgressCard.INTRIGUE, new PlayIntrigue(3));
            assertTrue(events.contains(new KnightChanged(1, KnightChange.REMOVED, 3, 3, 2, false)));
            assertEquals(2, f.state().knights.left[KnightBoard.supplyIndex(1, 2)]);
            assertInstanceOf(MainTurn.class, f.game().decision());
        }

        @Test
        @DisplayName("R-13.2.4 Intrigue targets only opponents' knights on intersections touched by the player's roads")
        void targets() {
            Fixture f = holding(ProgressCard.INTRIGUE).knight(0, 3, 1, true).knight(1, 11, 1, true);
            assertTrue(only(options(f), PlayIntrigue.class).isEmpty());
        }
    }

    @Nested
    @DisplayName("R-13.7.6 Saboteur")
    class Saboteur {

        /** Seat 0 has 2 points; seat 1 has 2, seat 2 has 3 and seat 3 has 1. */
        private Fixture points() {
            return holding(ProgressCard.SABOTEUR)
                    .settlement(0, 40)
                    .settlement(1, 20)
                    .settlement(1, 50)
                    .city(2, 30)
                    .settlement(2, 48)
                    .settlement(3, 52);
        }

        @Test
        @DisplayName("R-13.7.6 every opponent with as many or more points discards half their hand, clockwise")
        void discards() {
            Fixture f = points().hand(1, "5 wool").hand(2, "2 ore, 1 coin").hand(3, "8 grain");
            Game game = f.game();
            assertEquals(List.of(PlaySaboteur.INSTANCE), only(options(f), PlaySaboteur.class));
            play(f, ProgressCard.SABOTEUR, PlaySaboteur.INSTANCE);
            Discard d1 = assertInstanceOf(Discard.class, game.decision());
            assertEquals(1, d1.seat());
            assertEquals(2, d1.count());
            assertEquals(
                    List.of(new CardsDiscarded(1, Cards.parse("2 wool"))),
                    eventsOf(game, new DiscardCards(Cards.parse("2 wool"))));
            Discard d2 = assertInstanceOf(Discard.class, game.decision());
            assertEquals(2, d2.seat());
            assertEquals(1, d2.count());
            game.apply(new DiscardCards(Cards.parse("1 coin")));
            assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(Cards.parse("3 wool"), f.state().cards.handOf(1));
            assertEquals(Cards.parse("2 ore"), f.state().cards.handOf(2));
            assertEquals(Cards.parse("8 grain"), f.state().cards.handOf(3), "fewer points: untouched");
        }

        @Test
        @DisplayName("R-13.7.6 after the first attack the discards still return to the main turn, not to the robber")
        void noRobberAfterward() {
            Fixture f = points().afterFirstAttack().hand(1, "2 wool");
            play(f, ProgressCard.SABOTEUR, PlaySaboteur.INSTANCE);
            f.game().apply(new DiscardCards(Cards.parse("1 wool")));
            assertInstanceOf(MainTurn.class, f.game().decision());
        }

        @Test
        @DisplayName("R-13.2.4 Saboteur is not offered when no such opponent holds two cards")
        void notOffered() {
            Fixture f = points().hand(1, "1 wool").hand(2, "1 ore").hand(3, "8 grain");
            assertTrue(only(options(f), PlaySaboteur.class).isEmpty());
        }
    }

    @Nested
    @DisplayName("R-13.7.7 Spy")
    class Spy {

        @Test
        @DisplayName("R-13.7.7 the player sees the opponent's progress cards and takes one, playable this turn")
        void takes() {
            Fixture f = holding(ProgressCard.SPY)
                    .progress(1, ProgressCard.MERCHANT)
                    .progress(1, ProgressCard.WARLORD)
                    .knight(0, 3, 1, false);
            Game game = f.game();
            assertEquals(List.of(new PlaySpy(1)), only(options(f), PlaySpy.class));
            play(f, ProgressCard.SPY, new PlaySpy(1));
            ChooseProgressCardToTake d = assertInstanceOf(ChooseProgressCardToTake.class, game.decision());
            assertEquals(0, d.seat());
            assertEquals(1, d.from());
            assertEquals(
                    List.of(new TakeProgressCard(ProgressCard.MERCHANT), new TakeProgressCard(ProgressCard.WARLORD)),
                    d.options());
            List<GameEvent> events = eventsOf(game, new TakeProgressCard(ProgressCard.WARLORD));
            assertEquals(
                    List.of(
                            new ProgressCardStolen(0, 1),
                            new ProgressCardTaken(0, 0, 1, ProgressCard.WARLORD),
                            new ProgressCardTaken(1, 0, 1, ProgressCard.WARLORD)),
                    events);
            assertTrue(events.get(1).isVisibleTo(0)
                    && !events.get(1).isVisibleTo(1)
                    && !events.get(1).isVisibleTo(2));
            assertEquals(List.of(ProgressCard.WARLORD), game.view(0).progressCards());
            assertEquals(List.of(ProgressCard.MERCHANT), game.view(1).progressCards());
            assertTrue(options(f).contains(PlayWarlord.INSTANCE), "playable this turn");
            Invariants.checkCitiesAndKnights(game);
        }

        @Test
        @DisplayName("R-13.3.2 a fifth card taken by Spy is kept until the end of the turn")
        void limitAtEndOfTurn() {
            Fixture f = holding(ProgressCard.SPY)
                    .progress(0, ProgressCard.SPY)
                    .progress(0, ProgressCard.SPY)
                    .progress(0, ProgressCard.WEDDING)
                    .progress(0, ProgressCard.INTRIGUE)
                    .progress(1, ProgressCard.MERCHANT);
            Game game = f.game();
            play(f, ProgressCard.SPY, new PlaySpy(1));
            game.apply(new TakeProgressCard(ProgressCard.MERCHANT));
            assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(5, game.view(0).progressCardCount(0));
            game.apply(EndTurn.INSTANCE);
            assertEquals(
                    0,
                    assertInstanceOf(ChooseProgressDiscard.class, game.decision())
                            .seat());
        }

        @Test
        @DisplayName("R-13.2.4 Spy is not offered when no opponent holds a progress card")
        void notOffered() {
            Fixture f = holding(ProgressCard.SPY).progress(0, ProgressCard.WEDDING);
            assertTrue(only(options(f), PlaySpy.class).isEmpty());
        }
    }

    @Nested
    @DisplayName("R-13.7.8 Warlord")
    class Warlord {

        @Test
        @DisplayName(
                "R-13.7.8 all the player's inactive knights become active free, and cannot act this turn (R-9.2.2)")
        void activatesAll() {
            Fixture f = holding(ProgressCard.WARLORD)
                    .knight(0, 3, 1, false)
                    .knight(0, 7, 2, true)
                    .knight(1, 40, 1, false);
            GameState s = f.state();
            List<GameEvent> events = play(f, ProgressCard.WARLORD, PlayWarlord.INSTANCE);
            assertEquals(
                    List.of(new KnightChanged(0, KnightChange.ACTIVATED, 3, 3, 1, true)),
                    only(KnightChanged.class, events));
            assertTrue(s.knights.isActive(3) && activatedThisTurn(s, 3));
            assertTrue(Knights.canAct(s, 7), "an already active knight keeps its action");
            assertFalse(s.knights.isActive(40));
            assertEquals(Cards.NONE, s.cards.handOf(0));
        }

        @Test
        @DisplayName("R-13.2.4 Warlord is not offered without an inactive knight")
        void notOffered() {
            Fixture f = holding(ProgressCard.WARLORD);
            assertTrue(only(options(f), PlayWarlord.class).isEmpty());
            f.knight(0, 3, 1, true);
            assertTrue(only(options(f), PlayWarlord.class).isEmpty());
        }
    }

    @Nested
    @DisplayName("R-13.7.9 Wedding")
    class Wedding {

        /** Seat 0 has 1 point; seats 1 and 2 have 2, seat 3 has 1. */
        private Fixture points() {
            return holding(ProgressCard.WEDDING)
                    .settlement(1, 20)
                    .settlement(1, 50)
                    .city(2, 30)
                    .settlement(3, 52);
        }

        @Test
        @DisplayName(
                "R-13.7.9 every opponent with more points gives 2 cards of their choice (1 if they hold 1), clockwise")
        void gifts() {
            Fixture f = points().hand(1, "3 wool, 1 coin").hand(2, "1 ore").hand(3, "5 grain");
            Game game = f.game();
            assertEquals(List.of(PlayWedding.INSTANCE), only(options(f), PlayWedding.class));
            play(f, ProgressCard.WEDDING, PlayWedding.INSTANCE);
            ChooseGift g1 = assertInstanceOf(ChooseGift.class, game.decision());
            assertEquals(new ChooseGift(1, 0, 2, Cards.parse("3 wool, 1 coin")), g1);
            assertEquals(
                    List.of(new CardsGiven(1, 0, Cards.parse("1 wool, 1 coin"))),
                    eventsOf(game, new GiveCards(Cards.parse("1 wool, 1 coin"))));
            ChooseGift g2 = assertInstanceOf(ChooseGift.class, game.decision());
            assertEquals(new ChooseGift(2, 0, 1, Cards.parse("1 ore")), g2);
            game.apply(new GiveCards(Cards.parse("1 ore")));
            assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(Cards.parse("1 wool, 1 ore, 1 coin"), f.state().cards.handOf(0));
            assertEquals(Cards.parse("5 grain"), f.state().cards.handOf(3), "equal points: untouched");
        }

        @Test
        @DisplayName("R-13.7.9 an opponent with more points and no card gives nothing and is not asked")
        void emptyHandSkipped() {
            Fixture f = points().hand(1, Cards.NONE).hand(2, "2 ore");
            play(f, ProgressCard.WEDDING, PlayWedding.INSTANCE);
            assertEquals(
                    2, assertInstanceOf(ChooseGift.class, f.game().decision()).seat());
        }

        @Test
        @DisplayName("R-13.2.4 Wedding is not offered when no opponent with more points holds a card")
        void notOffered() {
            Fixture f = points().hand(3, "5 grain");
            assertTrue(only(options(f), PlayWedding.class).isEmpty());
        }
    }

    @Test
    @DisplayName("R-13.7 random play plays every politics card and keeps the 54 progress cards")
    void randomPlayPlaysEveryCard() {
        Map<ProgressCard, Integer> played = new EnumMap<>(ProgressCard.class);
        for (long seed = 0; seed < 300; seed++) {
            Game game = Game.create(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4), seed);
            RandomPlay.toTheEnd(game, new Random(seed));
            Invariants.checkCitiesAndKnights(game);
            for (GameEvent e : game.events()) {
                if (e instanceof ProgressCardPlayed) {
                    played.merge(((ProgressCardPlayed) e).card(), 1, Integer::sum);
                }
            }
        }
        for (ProgressCard card : ProgressCard.values()) {
            if (card.deck() == Track.POLITICS && !card.isVictoryPoint()) {
                assertTrue(played.getOrDefault(card, 0) > 0, card + " never played: " + played);
            }
        }
    }
}
