package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TakeResource;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.ChooseAqueductResource;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.event.BarbariansAdvanced;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.Produced;
import org.knightsarena.api.event.ProgressCardDrawn;
import org.knightsarena.api.event.ProgressCardRevealed;
import org.knightsarena.platform.game.rules.cities.EventDice;

/**
 * RULES.md §4.2–§4.5 and §7.3–§7.4 with Cities &amp; Knights, on the beginner map: node 31 touches
 * forest 3 (hex 10), mountains 8 and pasture 5; node 8 touches mountains 10, pasture 2, hills 6;
 * node 40 touches mountains 3 and fields 4 and 6.
 */
class CkRollTest {

    static List<GameEvent> roll(Fixture f, int yellow, int red, EventDie face) {
        Game game = f.dice(yellow, red).eventDie(face).game();
        int before = game.events().size();
        game.apply(RollDice.INSTANCE);
        return BaseBoardQueries.eventsSince(game, before);
    }

    @Test
    @DisplayName("R-4.2.1 the roll shows yellow, red and the event die")
    void threeDice() {
        Fixture f = Fixture.ck(4);
        List<GameEvent> events = roll(f, 4, 5, EventDie.SHIP);
        assertEquals(new DiceRolled(0, 4, 5), events.get(0));
        assertEquals(new EventDieRolled(0, EventDie.SHIP), events.get(1));
    }

    @Test
    @DisplayName("R-4.3.1 a ship face moves the ship before production")
    void shipBeforeProduction() {
        Fixture f = Fixture.ck(4).settlement(0, 31);
        List<GameEvent> events = roll(f, 1, 2, EventDie.SHIP);
        assertEquals(
                List.of(
                        new DiceRolled(0, 1, 2),
                        new EventDieRolled(0, EventDie.SHIP),
                        new BarbariansAdvanced(1),
                        new Produced(0, Cards.parse("1 lumber"))),
                events);
        assertEquals(1, f.game().view(0).barbarianPosition());
    }

    @Test
    @DisplayName("R-4.3.2 a gate draws for each qualifying player, active player first, clockwise")
    void gateDrawsInOrder() {
        Fixture f = Fixture.ck(4)
                .beforeRoll(2)
                .level(1, Track.SCIENCE, 1)
                .level(3, Track.SCIENCE, 2)
                .level(2, Track.SCIENCE, 1);
        List<GameEvent> events = roll(f, 1, 2, EventDie.SCIENCE_GATE);
        List<GameEvent> draws =
                events.stream().filter(e -> e instanceof ProgressCardDrawn).toList();
        assertEquals(
                List.of(
                        new ProgressCardDrawn(2, Track.SCIENCE),
                        new ProgressCardDrawn(3, Track.SCIENCE),
                        new ProgressCardDrawn(1, Track.SCIENCE)),
                draws);
    }

    @Test
    @DisplayName("R-7.3 a player at level L draws when the red die is at most L + 1")
    void redDieThresholds() {
        for (int level = 0; level <= 5; level++) {
            for (int red = 1; red <= 6; red++) {
                assertEquals(level >= 1 && red <= level + 1, EventDice.draws(level, red), level + "/" + red);
            }
        }
        Fixture f = Fixture.ck(4).level(0, Track.TRADE, 1);
        roll(f, 1, 3, EventDie.TRADE_GATE);
        assertEquals(0, f.game().view(0).progressCardCount(0));
    }

    @Test
    @DisplayName("R-4.3.3 gate draws happen on a 7 too")
    void gateOnSeven() {
        Fixture f = Fixture.ck(4).level(0, Track.POLITICS, 1);
        roll(f, 5, 2, EventDie.POLITICS_GATE);
        assertEquals(1, f.game().view(0).progressCardCount(0) + f.state().points.progressPoints[0]);
    }

    @Test
    @DisplayName("R-4.3.4 a Printer drawn at a gate is revealed at once for a point and not held")
    void printerRevealed() {
        Fixture f = Fixture.ck(4).level(1, Track.SCIENCE, 1).progressTop(ProgressCard.PRINTER);
        List<GameEvent> events = roll(f, 1, 1, EventDie.SCIENCE_GATE);
        assertTrue(events.contains(new ProgressCardRevealed(1, ProgressCard.PRINTER)));
        assertEquals(0, f.game().view(1).progressCardCount(1));
        assertEquals(1, f.game().victoryPoints(1));
    }

    @Test
    @DisplayName("R-4.4.1 a city on forest takes 1 lumber and 1 paper")
    void cityCommodity() {
        Fixture f = Fixture.ck(4).city(0, 31);
        assertTrue(roll(f, 1, 2, EventDie.SHIP).contains(new Produced(0, Cards.parse("1 lumber, 1 paper"))));
        assertEquals(11, f.state().cards.bank[Card.PAPER.ordinal()]);
    }

    @Test
    @DisplayName("R-4.4.1 a city on fields still takes 2 grain")
    void cityOnFieldsTakesTwo() {
        Fixture f = Fixture.ck(4).city(0, 40);
        assertTrue(roll(f, 1, 3, EventDie.SHIP).contains(new Produced(0, Cards.parse("2 grain"))));
    }

    @Test
    @DisplayName("R-4.4.2 settlements never produce commodities")
    void settlementNoCommodity() {
        Fixture f = Fixture.ck(4).settlement(0, 31);
        assertTrue(roll(f, 1, 2, EventDie.SHIP).contains(new Produced(0, Cards.parse("1 lumber"))));
    }

    @Test
    @DisplayName("R-4.4.4 an Aqueduct owner who got nothing picks one resource")
    void aqueduct() {
        Fixture f = Fixture.ck(4).city(0, 8).level(0, Track.SCIENCE, 3);
        roll(f, 1, 2, EventDie.SHIP);
        Game game = f.game();
        assertInstanceOf(ChooseAqueductResource.class, game.decision());
        assertEquals(5, game.decision().options().size());
        game.apply(new TakeResource(Card.ORE));
        assertEquals(1, f.count(0, Card.ORE));
        assertInstanceOf(MainTurn.class, game.decision());
    }

    @Test
    @DisplayName("R-7.4.1 an Aqueduct pick is skipped when an earlier pick took the bank's last resource (ruling)")
    void aqueductWithTheBankEmptied() {
        Fixture rich =
                Fixture.ck(4).city(0, 8).level(0, Track.SCIENCE, 3).city(1, 20).level(1, Track.SCIENCE, 3);
        roll(rich, 1, 2, EventDie.SHIP);
        rich.game().apply(new TakeResource(Card.ORE));
        assertInstanceOf(ChooseAqueductResource.class, rich.game().decision(), "with resources left both pick");
        assertEquals(1, rich.game().decision().seat());

        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .level(0, Track.SCIENCE, 3)
                .city(1, 20)
                .level(1, Track.SCIENCE, 3)
                .hand(3, "19 brick, 19 lumber, 19 wool, 19 grain, 18 ore");
        roll(f, 1, 2, EventDie.SHIP);
        Game game = f.game();
        assertEquals(List.of(new TakeResource(Card.ORE)), game.decision().options());
        game.apply(new TakeResource(Card.ORE));
        assertInstanceOf(MainTurn.class, game.decision(), "the second pick has nothing to take and is skipped");
    }

    @Test
    @DisplayName("R-7.4.1 the Aqueduct gives nothing to a player who received a card")
    void aqueductNotAfterIncome() {
        Fixture f = Fixture.ck(4).city(0, 31).level(0, Track.SCIENCE, 3);
        roll(f, 1, 2, EventDie.SHIP);
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-4.5.4 a 7 never triggers the Aqueduct")
    void sevenNoAqueduct() {
        Fixture f = Fixture.ck(4).city(0, 8).level(0, Track.SCIENCE, 3);
        roll(f, 3, 4, EventDie.SHIP);
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-4.5.1 the discard limit is 7 plus 2 per wall; commodities count")
    void discardLimitWithWalls() {
        Fixture f = Fixture.ck(4)
                .city(1, 31)
                .wall(1, 31)
                .hand(1, "5 brick, 4 paper")
                .hand(2, "6 ore, 2 coin");
        roll(f, 3, 4, EventDie.SHIP);
        Discard d = assertInstanceOf(Discard.class, f.game().decision());
        assertEquals(2, d.seat());
        assertEquals(4, d.count());
    }

    @Test
    @DisplayName("R-4.5.3 before the first attack a 7 moves no robber")
    void noRobberBeforeFirstAttack() {
        Fixture f = Fixture.ck(4);
        roll(f, 3, 4, EventDie.SHIP);
        assertInstanceOf(MainTurn.class, f.game().decision());
        assertEquals(9, f.state().figures.robber);
    }

    @Test
    @DisplayName("R-11.1 before the first attack the robber stays on the desert after discards")
    void robberStaysAfterDiscards() {
        Fixture f = Fixture.ck(4).hand(1, "8 ore");
        roll(f, 3, 4, EventDie.SHIP);
        Game game = f.game();
        game.apply(new org.knightsarena.api.action.DiscardCards(Cards.parse("4 ore")));
        assertInstanceOf(MainTurn.class, game.decision());
    }

    @Test
    @DisplayName("R-4.5.2 after the first attack a 7 moves the robber")
    void robberAfterFirstAttack() {
        Fixture f = Fixture.ck(4).afterFirstAttack();
        roll(f, 3, 4, EventDie.SHIP);
        assertInstanceOf(PlaceRobber.class, f.game().decision());
    }

    @Test
    @DisplayName("R-4.3.5 the first attack on the same roll as a 7 already activates the robber")
    void firstAttackThenSeven() {
        Fixture f = Fixture.ck(4).barbarians(6);
        List<GameEvent> events = roll(f, 3, 4, EventDie.SHIP);
        assertTrue(events.stream().anyMatch(e -> e instanceof BarbariansAttacked));
        assertInstanceOf(PlaceRobber.class, f.game().decision());
        assertFalse(f.state().turn.productionPending);
    }
}
