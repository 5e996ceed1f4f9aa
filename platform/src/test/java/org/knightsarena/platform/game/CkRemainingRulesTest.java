package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.CkRollTest.roll;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCityWall;
import org.knightsarena.api.action.ChaseRobber;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.DiscardProgressCard;
import org.knightsarena.api.action.DisplaceKnight;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveKnight;
import org.knightsarena.api.action.PlayMerchant;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.RemoveOwnKnight;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseProgressDiscard;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.BankTraded;
import org.knightsarena.api.event.BarbariansAdvanced;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.CitySacked;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightsDeactivated;
import org.knightsarena.api.event.Produced;
import org.knightsarena.api.event.ProgressCardDrawn;
import org.knightsarena.api.event.ProgressCardReceived;
import org.knightsarena.api.event.ProgressCardRevealed;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.game.rules.CachedActions;
import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.rules.base.Trading;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightBoard;

/**
 * Remaining Cities &amp; Knights rules of RULES.md without a named test: the barbarians'
 * immediacy, no voluntary weakening, the robber's reach,
 * Constitution, the turn sections end to end, and the umbrella
 * rules. Beginner map: node 31 touches forest hex 10
 * (token 3), node 8 touches mountains 10, pasture 2 and hills 6 (hex 4), node 40 touches fields
 * 4; node 24 is inland (no harbour) and touches forest hex 10; hex 0 has corners 0, 4, 8, 12, 7, 3.
 */
class CkRemainingRulesTest {

    private static final int[] LINE = {0, 3, 7, 11, 16, 21};

    private static Cards cards(String text) {
        return Cards.parse(text);
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

    /** Ends the active player's turn and plays each of the next {@code turns} turns with a quiet roll (3, science gate, nobody at science). */
    private static void passTurns(Game game, int turns) {
        game.apply(EndTurn.INSTANCE);
        for (int i = 0; i < turns; i++) {
            assertInstanceOf(BeforeRoll.class, game.decision());
            game.forceDice(1, 2);
            game.forceEventDie(EventDie.SCIENCE_GATE);
            game.apply(RollDice.INSTANCE);
            assertInstanceOf(MainTurn.class, game.decision());
            game.apply(EndTurn.INSTANCE);
        }
    }

    // --- §10 and §11

    @Test
    @DisplayName(
            "R-10.1.2 the attack follows the ship's arrival at 7 at once: no decision in between, no knight activated")
    void attackImmediately() {
        // seat 0 could pay to activate its knight, but is never asked: the knight defends with 0
        Fixture f =
                Fixture.ck(4).barbarians(6).city(0, 8).knight(0, 4, 1, false).hand(0, "1 grain");
        List<GameEvent> events = roll(f, 1, 1, EventDie.SHIP);
        assertEquals(new EventDieRolled(0, EventDie.SHIP), events.get(1));
        assertEquals(new BarbariansAdvanced(7), events.get(2));
        assertEquals(new BarbariansAttacked(1, 0, List.of(0, 0, 0, 0)), events.get(3));
        assertEquals(new CitySacked(0, 8), events.get(4));
        assertFalse(f.state().knights.isActive(4));
        assertEquals(1, f.count(0, Card.GRAIN), "no grain was spent on an activation");
        assertEquals(0, f.state().barbarians.position());
    }

    /** Seat 0 with knights along its road line, the robber free on hex 0, an opponent's knight on 21. */
    private static Fixture knightsInPlay() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 0)
                .roads(0, LINE)
                .robber(0)
                .afterFirstAttack()
                .knight(0, 3, 2, true)
                .knight(0, 11, 1, true)
                .knight(0, 16, 1, false)
                .knight(1, 21, 1, true)
                .settlement(1, 40)
                .progress(0, ProgressCard.WARLORD)
                .progress(0, ProgressCard.SMITH)
                .progress(0, ProgressCard.DESERTER)
                .progress(0, ProgressCard.INTRIGUE)
                .hand(0, "2 wool, 2 ore, 2 grain, 4 brick")
                .main(0);
        return f;
    }

    @Test
    @DisplayName(
            "R-10.2.3 no MainTurn option weakens a knight; only moves, displacements and chases deactivate the acting knight")
    void noVoluntaryWeakening() {
        Supplier<Fixture> position = CkRemainingRulesTest::knightsInPlay;
        List<Action> options = position.get().game().decision().options();
        assertTrue(only(options, RemoveOwnKnight.class).isEmpty());
        assertFalse(only(options, MoveKnight.class).isEmpty());
        assertFalse(only(options, DisplaceKnight.class).isEmpty());
        assertEquals(List.of(new ChaseRobber(3)), only(options, ChaseRobber.class));
        int[] nodes = {3, 11, 16};
        for (int i = 0; i < options.size(); i++) {
            Fixture f = position.get();
            Action option = f.game().decision().options().get(i);
            assertEquals(options.get(i), option);
            int actor = option instanceof MoveKnight
                    ? ((MoveKnight) option).from()
                    : option instanceof DisplaceKnight
                            ? ((DisplaceKnight) option).from()
                            : option instanceof ChaseRobber ? ((ChaseRobber) option).knight() : -1;
            int[] strength = new int[nodes.length];
            boolean[] active = new boolean[nodes.length];
            GameState s = f.state();
            for (int k = 0; k < nodes.length; k++) {
                strength[k] = s.knights.strength[nodes[k]];
                active[k] = s.knights.isActive(nodes[k]);
            }
            f.game().apply(option);
            for (int k = 0; k < nodes.length; k++) {
                if (nodes[k] == actor) {
                    continue;
                }
                assertEquals(0, s.knights.owner[nodes[k]], option + " removed the knight on " + nodes[k]);
                assertTrue(s.knights.strength[nodes[k]] >= strength[k], option + " demoted the knight on " + nodes[k]);
                assertTrue(
                        !active[k] || s.knights.isActive(nodes[k]), option + " deactivated the knight on " + nodes[k]);
            }
        }
    }

    @Test
    @DisplayName(
            "R-11.3 the robber blocks its hex's resource and commodity: a city on forest under it gets neither lumber nor paper")
    void robberBlocksCommodities() {
        Fixture f = Fixture.ck(4).city(0, 31).settlement(1, 24).robber(10);
        List<GameEvent> events = roll(f, 1, 2, EventDie.SHIP);
        assertTrue(events.stream().noneMatch(e -> e instanceof Produced), events.toString());
        assertEquals(Cards.NONE, f.state().cards.handOf(0));
        assertEquals(Cards.NONE, f.state().cards.handOf(1));
        assertEquals(12, f.state().cards.bank[Card.PAPER.ordinal()]);
        assertEquals(19, f.state().cards.bank[Card.LUMBER.ordinal()]);
    }

    @Test
    @DisplayName("R-11.3 R-14.4 the robber has no effect on the merchant: its 2:1 rate still works on the robber's hex")
    void robberIgnoresMerchant() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 24)
                .progress(0, ProgressCard.MERCHANT)
                .hand(0, "2 lumber")
                .main(0);
        Game game = f.game();
        game.apply(new PlayMerchant(10)); // forest: lumber
        f.robber(10);
        GameState s = f.state();
        assertEquals(10, s.figures.merchantHex);
        assertEquals(0, s.figures.merchantOwner);
        assertEquals(2, Trading.rate(s, 0, Card.LUMBER));
        assertEquals(2, game.victoryPoints(0));
        assertEquals(
                List.of(new BankTraded(0, cards("2 lumber"), cards("1 ore"))),
                BaseBoardQueries.eventsOf(game, new TradeWithBank(Card.LUMBER, Card.ORE)));
        assertEquals(cards("1 ore"), s.cards.handOf(0));
    }

    // --- §13

    @Test
    @DisplayName(
            "R-13.7.2 a Constitution drawn from a gate is revealed at once for 1 VP, never held and never offered as a play")
    void constitution() {
        Fixture f = Fixture.ck(4)
                .progress(0, ProgressCard.SPY)
                .progress(0, ProgressCard.SPY)
                .progress(0, ProgressCard.BISHOP)
                .progress(0, ProgressCard.WARLORD)
                .level(0, Track.POLITICS, 1)
                .progressTop(ProgressCard.CONSTITUTION);
        List<GameEvent> events = roll(f, 1, 1, EventDie.POLITICS_GATE);
        int drawn = events.indexOf(new ProgressCardDrawn(0, Track.POLITICS));
        assertTrue(drawn > 0);
        assertEquals(new ProgressCardRevealed(0, ProgressCard.CONSTITUTION), events.get(drawn + 1));
        assertTrue(events.stream().noneMatch(e -> e instanceof ProgressCardReceived));
        Game game = f.game();
        assertEquals(1, game.victoryPoints(0));
        assertEquals(1, f.state().points.progressPoints[0]);
        assertEquals(0, f.state().progress.hand[ProgressCard.CONSTITUTION.ordinal()]);
        assertEquals(4, game.view(0).progressCardCount(0));
        assertFalse(game.view(0).progressCards().contains(ProgressCard.CONSTITUTION));
        assertInstanceOf(MainTurn.class, game.decision());
        for (Action option : game.decision().options()) {
            assertFalse(option.toString().toUpperCase().contains("CONSTITUTION"), option.toString());
        }
        game.apply(EndTurn.INSTANCE);
        assertInstanceOf(BeforeRoll.class, game.decision(), "4 held cards: no discard at the end of the turn");
        assertEquals(1, game.victoryPoints(0));
    }

    // --- §4 end to end

    @Test
    @DisplayName(
            "R-4.3 the event die is resolved completely before production: a city sacked on this roll produces as a settlement")
    void eventBeforeProduction() {
        Fixture f = Fixture.ck(4).barbarians(6).city(0, 31);
        List<GameEvent> events = roll(f, 1, 2, EventDie.SHIP);
        assertEquals(
                List.of(
                        new DiceRolled(0, 1, 2),
                        new EventDieRolled(0, EventDie.SHIP),
                        new BarbariansAdvanced(7),
                        new BarbariansAttacked(1, 0, List.of(0, 0, 0, 0)),
                        new CitySacked(0, 31),
                        new KnightsDeactivated(),
                        new Produced(0, cards("1 lumber"))),
                events);
        assertEquals(cards("1 lumber"), f.state().cards.handOf(0));
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName(
            "R-4.4 a non-7 roll pays every building on the rolled hexes: settlements 1, cities their resource and commodity")
    void productionOnNonSeven() {
        int other = BaseBoardQueries.corners(10).stream()
                .filter(n -> n != 31 && !BaseBoardQueries.neighbours(31).contains(n))
                .findFirst()
                .orElseThrow();
        Fixture f = Fixture.ck(4).city(0, 31).settlement(1, other).city(2, 8);
        List<GameEvent> events = roll(f, 1, 2, EventDie.TRADE_GATE);
        assertTrue(events.contains(new Produced(0, cards("1 lumber, 1 paper"))), events.toString());
        assertTrue(events.contains(new Produced(1, cards("1 lumber"))), events.toString());
        assertEquals(cards("1 lumber, 1 paper"), f.state().cards.handOf(0));
        assertEquals(cards("1 lumber"), f.state().cards.handOf(1));
        assertEquals(Cards.NONE, f.state().cards.handOf(2));
        assertEquals(17, f.state().cards.bank[Card.LUMBER.ordinal()]);
        assertEquals(11, f.state().cards.bank[Card.PAPER.ordinal()]);
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-4.5 a 7 produces nothing and asks each player over their limit to discard half, then play goes on")
    void sevenDiscardStep() {
        Fixture f = Fixture.ck(4)
                .city(1, 31)
                .city(3, 8)
                .wall(3, 8)
                .hand(1, "9 ore")
                .hand(2, "7 wool")
                .hand(3, "9 brick");
        List<GameEvent> events = roll(f, 3, 4, EventDie.SHIP);
        assertTrue(events.stream().noneMatch(e -> e instanceof Produced));
        Game game = f.game();
        Discard d = assertInstanceOf(Discard.class, game.decision());
        assertEquals(1, d.seat());
        assertEquals(4, d.count());
        game.apply(new DiscardCards(cards("4 ore")));
        assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(0, game.decision().seat());
        assertEquals(cards("5 ore"), f.state().cards.handOf(1));
        assertEquals(cards("7 wool"), f.state().cards.handOf(2));
        assertEquals(cards("9 brick"), f.state().cards.handOf(3));
        assertEquals(9, f.state().figures.robber, "before the first attack the robber stays");
    }

    @Test
    @DisplayName("R-4.6 in one action phase: trade, build, trade again, build again")
    void actionsInAnyOrder() {
        int a = BaseBoardQueries.neighbours(24).iterator().next();
        int b = BaseBoardQueries.neighbours(a).stream()
                .filter(n -> n != 24)
                .findFirst()
                .orElseThrow();
        Fixture f = Fixture.ck(4).settlement(0, 24).hand(0, "8 wool, 2 lumber").main(0);
        Game game = f.game();
        assertEquals(4, Trading.rate(f.state(), 0, Card.WOOL));
        game.apply(new TradeWithBank(Card.WOOL, Card.BRICK));
        assertEquals(
                List.of(new Built(0, Piece.ROAD, BaseBoardQueries.path(24, a))),
                BaseBoardQueries.eventsOf(game, CachedActions.road(BaseBoardQueries.path(24, a))));
        assertInstanceOf(MainTurn.class, game.decision());
        game.apply(new TradeWithBank(Card.WOOL, Card.BRICK));
        assertEquals(
                List.of(new Built(0, Piece.ROAD, BaseBoardQueries.path(a, b))),
                BaseBoardQueries.eventsOf(game, CachedActions.road(BaseBoardQueries.path(a, b))));
        assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(0, game.decision().seat());
        assertEquals(Cards.NONE, f.state().cards.handOf(0));
        assertEquals(13, game.view(0).piecesLeft(0, Piece.ROAD));
    }

    @Test
    @DisplayName("R-4.7.1 at the end of the turn the active player discards progress cards one by one down to 4")
    void endOfTurnProgressDiscard() {
        Fixture f = Fixture.ck(4)
                .progress(0, ProgressCard.SPY)
                .progress(0, ProgressCard.SPY)
                .progress(0, ProgressCard.BISHOP)
                .progress(0, ProgressCard.WARLORD)
                .progress(0, ProgressCard.CRANE)
                .progress(0, ProgressCard.MERCHANT)
                .main(0);
        Game game = f.game();
        game.apply(EndTurn.INSTANCE);
        ChooseProgressDiscard first = assertInstanceOf(ChooseProgressDiscard.class, game.decision());
        assertEquals(0, first.seat());
        assertEquals(5, first.options().size());
        game.apply(new DiscardProgressCard(ProgressCard.CRANE));
        ChooseProgressDiscard second = assertInstanceOf(ChooseProgressDiscard.class, game.decision());
        assertEquals(0, second.seat());
        game.apply(new DiscardProgressCard(ProgressCard.MERCHANT));
        assertInstanceOf(BeforeRoll.class, game.decision());
        assertEquals(1, game.view(0).activePlayer());
        assertEquals(4, game.view(0).progressCardCount(0));
    }

    // --- umbrella rules

    @Test
    @DisplayName("R-6.4 a wall built under a city raises its owner's 7-discard limit to 9")
    void wallRaisesHandLimit() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .hand(0, "2 brick, 9 ore")
                .hand(1, "9 ore")
                .main(0);
        Game game = f.game();
        assertEquals(7, Robber.handLimit(f.state(), 0));
        game.apply(new BuildCityWall(8));
        assertTrue(game.view(0).board().hasWall(8));
        assertEquals(9, Robber.handLimit(f.state(), 0));
        game.apply(EndTurn.INSTANCE);
        game.forceDice(3, 4);
        game.forceEventDie(EventDie.SCIENCE_GATE);
        game.apply(RollDice.INSTANCE);
        Discard d = assertInstanceOf(Discard.class, game.decision());
        assertEquals(1, d.seat(), "the unwalled 9-card hand discards");
        game.apply(new DiscardCards(cards("4 ore")));
        assertInstanceOf(MainTurn.class, game.decision(), "the walled 9-card hand does not");
        assertEquals(cards("9 ore"), f.state().cards.handOf(0));
    }

    @Test
    @DisplayName(
            "R-2.3 each player starts a C&K game with 5 settlements, 4 cities, 15 roads, knights 2/2/2 and 3 walls")
    void pieceSupplies() {
        Game game = Game.create(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4), StandardMap.beginner(), 7);
        GameState s = game.state();
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(5, game.view(seat).piecesLeft(seat, Piece.SETTLEMENT));
            assertEquals(4, game.view(seat).piecesLeft(seat, Piece.CITY));
            assertEquals(15, game.view(seat).piecesLeft(seat, Piece.ROAD));
            assertEquals(3, game.view(seat).piecesLeft(seat, Piece.CITY_WALL));
            assertEquals(2, game.view(seat).piecesLeft(seat, Piece.KNIGHT));
            for (int strength = 1; strength <= 3; strength++) {
                assertEquals(2, s.knights.left[KnightBoard.supplyIndex(seat, strength)], seat + "/" + strength);
            }
        }
    }

    @Test
    @DisplayName(
            "R-9.3 promotion: 1 wool + 1 ore, one step per knight per turn, keeping place and activity; basic to mighty over two turns")
    void promotionEndToEnd() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 0)
                .roads(0, LINE)
                .knight(0, 3, 1, true)
                .level(0, Track.POLITICS, 3)
                .hand(0, "2 wool, 2 ore")
                .main(0);
        Game game = f.game();
        GameState s = f.state();
        assertTrue(game.decision().options().contains(new PromoteKnight(3)));
        game.apply(new PromoteKnight(3));
        assertEquals(2, s.knights.strength[3]);
        assertTrue(s.knights.isActive(3));
        assertEquals(cards("1 wool, 1 ore"), s.cards.handOf(0));
        assertEquals(1, s.knights.left[KnightBoard.supplyIndex(0, 2)]);
        assertEquals(2, s.knights.left[KnightBoard.supplyIndex(0, 1)]);
        assertFalse(game.decision().options().contains(new PromoteKnight(3)), "once per turn");
        passTurns(game, 3);
        assertEquals(0, game.view(0).activePlayer());
        game.forceDice(1, 2);
        game.forceEventDie(EventDie.SCIENCE_GATE);
        game.apply(RollDice.INSTANCE);
        assertTrue(game.decision().options().contains(new PromoteKnight(3)));
        game.apply(new PromoteKnight(3));
        assertEquals(3, s.knights.strength[3]);
        assertTrue(s.knights.isActive(3));
        assertEquals(0, s.knights.owner[3]);
        assertEquals(Cards.NONE, s.cards.handOf(0));
        assertEquals(1, s.knights.left[KnightBoard.supplyIndex(0, 3)]);
        assertEquals(2, s.knights.left[KnightBoard.supplyIndex(0, 2)]);
    }

    /** Seat 0 with a strong inactive knight on 3, politics at {@code level}, and 1 wool + 1 ore. */
    private static Fixture strongKnight(int level) {
        return Fixture.ck(4)
                .settlement(0, 0)
                .roads(0, LINE)
                .knight(0, 3, 2, false)
                .level(0, Track.POLITICS, level)
                .hand(0, "1 wool, 1 ore")
                .main(0);
    }

    @Test
    @DisplayName("R-7.4.3 Fortress: a strong knight is promoted to mighty only with politics level 3")
    void fortress() {
        assertTrue(only(strongKnight(2).game().decision().options(), PromoteKnight.class)
                .isEmpty());
        Fixture f = strongKnight(3);
        Game game = f.game();
        assertEquals(List.of(new PromoteKnight(3)), only(game.decision().options(), PromoteKnight.class));
        game.apply(new PromoteKnight(3));
        assertEquals(3, f.state().knights.strength[3]);
    }

    @Test
    @DisplayName(
            "R-13.3 the progress hand limit of 4: off turn a fifth card goes at once, on one's own turn at the end")
    void progressHandLimit() {
        Fixture f = Fixture.ck(4)
                .progress(0, ProgressCard.SPY)
                .progress(0, ProgressCard.SPY)
                .progress(0, ProgressCard.BISHOP)
                .progress(0, ProgressCard.WARLORD)
                .progress(1, ProgressCard.CRANE)
                .progress(1, ProgressCard.CRANE)
                .progress(1, ProgressCard.MERCHANT)
                .progress(1, ProgressCard.MERCHANT)
                .level(0, Track.POLITICS, 1)
                .level(1, Track.POLITICS, 1)
                .progressTop(ProgressCard.DIPLOMAT, ProgressCard.INTRIGUE);
        List<GameEvent> events = roll(f, 1, 1, EventDie.POLITICS_GATE);
        assertTrue(events.contains(new ProgressCardReceived(0, ProgressCard.DIPLOMAT)));
        assertTrue(events.contains(new ProgressCardReceived(1, ProgressCard.INTRIGUE)));
        Game game = f.game();
        ChooseProgressDiscard off = assertInstanceOf(ChooseProgressDiscard.class, game.decision());
        assertEquals(1, off.seat());
        game.apply(new DiscardProgressCard(ProgressCard.INTRIGUE));
        assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(4, game.view(1).progressCardCount(1));
        assertEquals(5, game.view(0).progressCardCount(0));
        game.apply(EndTurn.INSTANCE);
        ChooseProgressDiscard own = assertInstanceOf(ChooseProgressDiscard.class, game.decision());
        assertEquals(0, own.seat());
        game.apply(new DiscardProgressCard(ProgressCard.SPY));
        assertInstanceOf(BeforeRoll.class, game.decision());
        assertEquals(4, game.view(0).progressCardCount(0));
        assertEquals(1, game.view(0).activePlayer());
    }
}
