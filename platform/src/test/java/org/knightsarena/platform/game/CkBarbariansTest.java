package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.CkRollTest.roll;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.DrawProgressCard;
import org.knightsarena.api.action.LoseCity;
import org.knightsarena.api.board.Building;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.ChooseProgressDeck;
import org.knightsarena.api.decision.ChooseSackedCity;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.CitySacked;
import org.knightsarena.api.event.DefenderAwarded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightsDeactivated;
import org.knightsarena.api.event.Produced;
import org.knightsarena.platform.game.rules.CachedActions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.Pieces;

/** RULES.md §10 (the barbarians) on the beginner map; each attack starts from the ship at 6. */
class CkBarbariansTest {

    /** Rolls a ship with the ship at 6 (a 2: nothing produces unless on the pasture 2 hex). */
    private static List<GameEvent> attack(Fixture f) {
        f.barbarians(6);
        return roll(f, 1, 1, EventDie.SHIP);
    }

    private static BarbariansAttacked attackEvent(List<GameEvent> events) {
        return (BarbariansAttacked) events.stream()
                .filter(e -> e instanceof BarbariansAttacked)
                .findFirst()
                .orElseThrow();
    }

    @Test
    @DisplayName("R-10.1.1 the seventh ship move triggers the attack and the ship returns to 0")
    void seventhSpaceAttacks() {
        Fixture f = Fixture.ck(4);
        roll(f, 1, 1, EventDie.SHIP);
        assertEquals(1, f.state().barbarians.position());
        List<GameEvent> events = attack(f.beforeRoll(0));
        attackEvent(events);
        assertEquals(0, f.game().view(0).barbarianPosition());
    }

    @Test
    @DisplayName("R-10.2.1 barbarian strength counts every city, metropolises included; R-10.2.2 active knights only")
    void strengthAndDefence() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .city(1, 31)
                .city(1, 40)
                .metropolis(1, Track.SCIENCE, 40)
                .settlement(2, 22)
                .knight(2, 23, 2, true)
                .knight(1, 30, 3, false);
        BarbariansAttacked a = attackEvent(attack(f));
        assertEquals(3, a.strength());
        assertEquals(2, a.defence());
        assertEquals(List.of(0, 0, 2, 0), a.contributions());
    }

    @Test
    @DisplayName("R-10.2.4 defence equal to strength defends the island")
    void equalDefends() {
        Fixture f = Fixture.ck(4).city(0, 8).knight(0, 4, 1, true);
        assertTrue(attackEvent(attack(f)).defended());
        assertEquals(Building.CITY, f.game().view(0).board().building(8));
    }

    @Test
    @DisplayName("R-10.3.1 a single strongest defender gets a Defender point")
    void defenderPoint() {
        Fixture f = Fixture.ck(4).city(0, 8).knight(0, 4, 1, true).knight(1, 30, 1, false);
        List<GameEvent> events = attack(f);
        assertTrue(events.contains(new DefenderAwarded(0)));
        assertEquals(3, f.game().victoryPoints(0));
    }

    @Test
    @DisplayName("R-10.3.2 tied strongest defenders each draw from a deck of choice, clockwise from the active player")
    void tieDraws() {
        Fixture f = Fixture.ck(4).beforeRoll(2).city(0, 8).knight(0, 4, 1, true).knight(3, 30, 1, true);
        List<GameEvent> events = attack(f);
        assertFalse(events.stream().anyMatch(e -> e instanceof DefenderAwarded));
        Game game = f.game();
        ChooseProgressDeck first = assertInstanceOf(ChooseProgressDeck.class, game.decision());
        assertEquals(3, first.seat());
        assertEquals(3, first.options().size());
        game.apply(new DrawProgressCard(Track.POLITICS));
        assertEquals(0, game.decision().seat());
        game.apply(new DrawProgressCard(Track.TRADE));
        assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(17, f.state().progress.deckSize[Track.POLITICS.ordinal()]);
    }

    @Test
    @DisplayName("R-10.3.3 Defender points keep coming after the sixth")
    void defenderUnlimited() {
        Fixture f = Fixture.ck(4).knight(0, 4, 1, true);
        f.state().defenderPoints[0] = 6;
        f.state().publicPoints[0] = 6;
        attack(f);
        assertEquals(7, f.state().defenderPoints[0]);
    }

    @Test
    @DisplayName("R-10.3.4 with no city and no active knight nobody is rewarded")
    void nobodyRewardedAtZero() {
        Fixture f = Fixture.ck(4);
        List<GameEvent> events = attack(f);
        assertTrue(attackEvent(events).defended());
        assertFalse(events.stream().anyMatch(e -> e instanceof DefenderAwarded));
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-10.4.1 a player whose only city is a metropolis is not eligible; R-8.3 the metropolis stays")
    void metropolisOnlyNotEligible() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .metropolis(0, Track.TRADE, 8)
                .city(1, 31)
                .knight(1, 30, 1, true);
        List<GameEvent> events = attack(f);
        assertTrue(events.contains(new CitySacked(1, 31)));
        assertEquals(Building.CITY, f.game().view(0).board().building(8));
    }

    @Test
    @DisplayName("R-10.4.2 every eligible player with the smallest contribution loses a city")
    void lowestLose() {
        Fixture f = Fixture.ck(4).city(0, 8).city(1, 31).city(2, 40).city(3, 22).knight(2, 41, 1, true);
        List<GameEvent> events = attack(f);
        assertTrue(events.contains(new CitySacked(0, 8)));
        assertTrue(events.contains(new CitySacked(1, 31)));
        assertTrue(events.contains(new CitySacked(3, 22)));
        assertFalse(events.contains(new CitySacked(2, 40)));
    }

    @Test
    @DisplayName("R-10.4.3 the loser chooses which ordinary city falls, before production goes on (R-4.3.1)")
    void loserChooses() {
        Fixture f = Fixture.ck(4).city(0, 8).city(0, 31);
        f.barbarians(6);
        List<GameEvent> events = roll(f, 1, 2, EventDie.SHIP);
        assertFalse(events.stream().anyMatch(e -> e instanceof Produced));
        Game game = f.game();
        ChooseSackedCity d = assertInstanceOf(ChooseSackedCity.class, game.decision());
        assertEquals(List.of(new LoseCity(8), new LoseCity(31)), d.options());
        int before = game.events().size();
        game.apply(new LoseCity(31));
        List<GameEvent> after = BaseBoardQueries.eventsSince(game, before);
        assertEquals(new CitySacked(0, 31), after.get(0));
        assertTrue(after.stream().anyMatch(e -> e instanceof Produced), "production follows the choice");
        assertInstanceOf(MainTurn.class, game.decision());
    }

    @Test
    @DisplayName("R-10.4.4 the sacked city becomes a settlement, loses a point and its wall (R-6.4.4)")
    void sackedBecomesSettlement() {
        Fixture f = Fixture.ck(4).city(0, 8).wall(0, 8);
        attack(f);
        GameState s = f.state();
        assertEquals(Pieces.SETTLEMENT, s.pieces.buildingKind[8]);
        assertEquals(1, s.publicPoints[0]);
        assertEquals(3, s.improvements.wallsLeft[0]);
        assertEquals(4, s.pieces.citiesLeft[0]);
        assertEquals(4, s.pieces.settlementsLeft[0]);
        assertFalse(f.game().view(0).board().hasWall(8));
    }

    @Test
    @DisplayName("R-10.4.5 improvements are kept after a sack")
    void improvementsKept() {
        Fixture f = Fixture.ck(4).city(0, 8).level(0, Track.SCIENCE, 2);
        attack(f);
        assertEquals(2, f.game().view(0).improvementLevel(0, Track.SCIENCE));
    }

    @Test
    @DisplayName("R-10.4.6 without a settlement piece the city lies on its side and can be raised again")
    void tippedCity() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 2)
                .settlement(0, 13)
                .settlement(0, 22)
                .settlement(0, 40)
                .settlement(0, 46)
                .city(0, 31);
        f.state().pieces.settlementsLeft[0] = 0;
        attack(f);
        GameState s = f.state();
        assertEquals(Pieces.SETTLEMENT, s.pieces.buildingKind[31]);
        assertEquals(NodeSet.of(31), s.pieces.tippedCities.get(0));
        assertEquals(0, s.pieces.settlementsLeft[0]);
        assertEquals(3, s.pieces.citiesLeft[0], "the city piece still lies on the board");
        f.hand(0, "3 ore, 2 grain").main(0);
        assertTrue(f.game().decision().options().contains(CachedActions.city(31)));
        f.game().apply(CachedActions.city(31));
        assertTrue(s.pieces.tippedCities.isEmpty(0));
        assertEquals(0, s.pieces.settlementsLeft[0]);
        assertEquals(3, s.pieces.citiesLeft[0]);
        assertEquals(Pieces.CITY, s.pieces.buildingKind[31]);
    }

    @Test
    @DisplayName("R-10.4.7 with nobody eligible nothing is lost")
    void nobodyEligible() {
        Fixture f = Fixture.ck(4).settlement(0, 8).city(1, 31).metropolis(1, Track.SCIENCE, 31);
        List<GameEvent> events = attack(f);
        assertFalse(attackEvent(events).defended());
        assertFalse(events.stream().anyMatch(e -> e instanceof CitySacked));
    }

    @Test
    @DisplayName(
            "R-10.5.1 after an attack every knight is inactive; R-10.5.2 the ship is at 0; R-10.5.3 the robber is free")
    void afterAttack() {
        Fixture f = Fixture.ck(4).knight(0, 4, 2, true).knight(1, 30, 1, true);
        List<GameEvent> events = attack(f);
        assertTrue(events.contains(new KnightsDeactivated()));
        assertFalse(f.game().view(0).board().isKnightActive(4));
        assertEquals(0, f.state().barbarians.position());
        assertTrue(f.game().view(0).hasBarbariansAttacked());
    }
}
