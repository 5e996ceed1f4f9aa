package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCityWall;
import org.knightsarena.api.action.BuildImprovement;
import org.knightsarena.api.action.PlaceMetropolis;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.ChooseMetropolisCity;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.Built;
import org.knightsarena.platform.game.rules.base.Robber;

/** RULES.md §6.4 (walls), §7 (improvements), §8 (metropolises) and the §12.2 rates, at seat 0's main phase. */
class CkBuildingTest {

    private static List<Action> options(Fixture f) {
        return f.game().decision().options();
    }

    private static final BuildImprovement SCIENCE = new BuildImprovement(Track.SCIENCE);

    @Test
    @DisplayName("R-6.4.1 a wall goes under one's own city without a wall, never under a settlement")
    void wallPlaces() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .city(0, 31)
                .wall(0, 31)
                .settlement(0, 40)
                .city(1, 22)
                .hand(0, "2 brick")
                .main(0);
        assertTrue(options(f).contains(new BuildCityWall(8)));
        assertFalse(options(f).contains(new BuildCityWall(31)));
        assertFalse(options(f).contains(new BuildCityWall(40)));
        assertFalse(options(f).contains(new BuildCityWall(22)));
        int before = f.game().events().size();
        f.game().apply(new BuildCityWall(8));
        assertEquals(List.of(new Built(0, Piece.CITY_WALL, 8)), BaseBoardQueries.eventsSince(f.game(), before));
        assertEquals(0, f.count(0, Card.BRICK));
        assertTrue(f.game().view(0).board().hasWall(8));
        assertEquals(1, f.game().view(0).piecesLeft(0, Piece.CITY_WALL));
    }

    @Test
    @DisplayName("R-6.4.2 at most 3 walls; R-2.3.1 no wall without one in supply")
    void wallLimit() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .city(0, 31)
                .city(0, 40)
                .city(0, 22)
                .wall(0, 8)
                .wall(0, 31)
                .wall(0, 40)
                .hand(0, "2 brick")
                .main(0);
        assertFalse(options(f).contains(new BuildCityWall(22)));
    }

    @Test
    @DisplayName("R-6.4.3 walls raise the discard limit: 0/1/2/3 walls give 7/9/11/13")
    void wallLimits() {
        Fixture f = Fixture.ck(4).city(0, 8).city(0, 31).city(0, 40);
        assertEquals(7, Robber.handLimit(f.state(), 0));
        f.wall(0, 8);
        assertEquals(9, Robber.handLimit(f.state(), 0));
        f.wall(0, 31).wall(0, 40);
        assertEquals(13, Robber.handLimit(f.state(), 0));
    }

    @Test
    @DisplayName("R-7.1.1 level n costs n of the track's commodity, in order")
    void levelCosts() {
        Fixture f = Fixture.ck(4).city(0, 8).hand(0, "3 paper, 1 cloth").main(0);
        Game game = f.game();
        game.apply(SCIENCE);
        game.apply(SCIENCE);
        assertEquals(0, f.count(0, Card.PAPER));
        assertEquals(2, game.view(0).improvementLevel(0, Track.SCIENCE));
        assertFalse(options(f).contains(SCIENCE));
        assertTrue(options(f).contains(new BuildImprovement(Track.TRADE)));
    }

    @Test
    @DisplayName("R-5.2 a full track costs 15 commodities")
    void fullTrack() {
        Fixture f = Fixture.ck(4).city(0, 8).city(0, 31).hand(0, "12 coin").main(0);
        f.state().cards.hand[Card.COIN.ordinal()] = 15; // beyond the bank: only the cost matters here
        Game game = f.game();
        for (int i = 0; i < 5; i++) {
            if (game.decision() instanceof ChooseMetropolisCity) {
                game.apply(new PlaceMetropolis(8));
            }
            game.apply(new BuildImprovement(Track.POLITICS));
        }
        assertEquals(0, f.count(0, Card.COIN));
        assertEquals(5, game.view(0).improvementLevel(0, Track.POLITICS));
    }

    @Test
    @DisplayName("R-7.1.2 building a level needs a city")
    void needsCity() {
        Fixture f = Fixture.ck(4).settlement(0, 8).hand(0, "1 paper").main(0);
        assertFalse(options(f).contains(SCIENCE));
    }

    @Test
    @DisplayName("R-7.1.3 a player without cities keeps the levels but builds no more")
    void keepsLevelsWithoutCity() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 8)
                .level(0, Track.SCIENCE, 2)
                .hand(0, "3 paper")
                .main(0);
        assertEquals(2, f.game().view(0).improvementLevel(0, Track.SCIENCE));
        assertFalse(options(f).contains(SCIENCE));
    }

    @Test
    @DisplayName("R-7.1.4 R-8.2.1 the first level 4 takes the metropolis onto the only ordinary city; R-8.1 +2 points")
    void firstLevelFour() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .level(0, Track.SCIENCE, 3)
                .hand(0, "4 paper")
                .main(0);
        f.game().apply(SCIENCE);
        assertEquals(Optional.of(Track.SCIENCE), f.game().view(1).board().metropolis(8));
        assertEquals(4, f.game().victoryPoints(0));
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-8.2.1 with several ordinary cities the owner chooses")
    void ownerChooses() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .city(0, 31)
                .level(0, Track.TRADE, 3)
                .hand(0, "4 cloth")
                .main(0);
        f.game().apply(new BuildImprovement(Track.TRADE));
        ChooseMetropolisCity d =
                assertInstanceOf(ChooseMetropolisCity.class, f.game().decision());
        assertEquals(Track.TRADE, d.track());
        assertEquals(List.of(new PlaceMetropolis(8), new PlaceMetropolis(31)), d.options());
        f.game().apply(new PlaceMetropolis(31));
        assertEquals(6, f.game().victoryPoints(0));
        assertInstanceOf(MainTurn.class, f.game().decision());
        Invariants.checkCitiesAndKnights(f.game());
    }

    @Test
    @DisplayName("R-8.2.2 level 4 needs an ordinary city, even when someone else holds the metropolis")
    void levelFourNeedsOrdinaryCity() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .metropolis(0, Track.TRADE, 8)
                .level(0, Track.SCIENCE, 3)
                .hand(0, "4 paper")
                .main(0);
        assertFalse(options(f).contains(SCIENCE));
    }

    @Test
    @DisplayName("R-8.2.3 a later level 4 gets nothing")
    void laterLevelFour() {
        Fixture f = Fixture.ck(4)
                .city(1, 22)
                .level(1, Track.SCIENCE, 4)
                .metropolis(1, Track.SCIENCE, 22)
                .city(0, 8)
                .level(0, Track.SCIENCE, 3)
                .hand(0, "4 paper")
                .main(0);
        f.game().apply(SCIENCE);
        assertEquals(1, f.state().improvements.metropolisOwner[Track.SCIENCE.ordinal()]);
        assertEquals(2, f.game().victoryPoints(0));
    }

    @Test
    @DisplayName("R-8.2.4 the first level 5 takes the metropolis from a holder at level 4")
    void levelFiveTakes() {
        Fixture f = Fixture.ck(4)
                .city(1, 22)
                .level(1, Track.SCIENCE, 4)
                .metropolis(1, Track.SCIENCE, 22)
                .city(0, 8)
                .level(0, Track.SCIENCE, 4)
                .hand(0, "5 paper")
                .main(0);
        f.game().apply(SCIENCE);
        assertEquals(Optional.of(Track.SCIENCE), f.game().view(0).board().metropolis(8));
        assertEquals(Optional.empty(), f.game().view(0).board().metropolis(22));
        assertEquals(2, f.game().victoryPoints(1));
        assertEquals(4, f.game().victoryPoints(0));
    }

    @Test
    @DisplayName("R-8.2.5 a holder at level 5 keeps the metropolis")
    void lockedAtFive() {
        Fixture f = Fixture.ck(4)
                .city(1, 22)
                .level(1, Track.SCIENCE, 5)
                .metropolis(1, Track.SCIENCE, 22)
                .city(0, 8)
                .level(0, Track.SCIENCE, 4)
                .hand(0, "5 paper")
                .main(0);
        assertTrue(options(f).contains(SCIENCE));
        f.game().apply(SCIENCE);
        assertEquals(1, f.state().improvements.metropolisOwner[Track.SCIENCE.ordinal()]);
        assertEquals(5, f.game().view(0).improvementLevel(0, Track.SCIENCE));
    }

    @Test
    @DisplayName("R-8.2.6 level 5 needs no ordinary city for the holder of that metropolis")
    void levelFiveForHolder() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .level(0, Track.SCIENCE, 4)
                .metropolis(0, Track.SCIENCE, 8)
                .hand(0, "5 paper")
                .main(0);
        assertTrue(options(f).contains(SCIENCE));
        Fixture g = Fixture.ck(4)
                .city(0, 8)
                .metropolis(0, Track.TRADE, 8)
                .level(0, Track.SCIENCE, 4)
                .hand(0, "5 paper")
                .main(0);
        assertFalse(options(g).contains(SCIENCE));
    }

    @Test
    @DisplayName("R-7.4.2 the Merchant Guild trades commodities 2:1, not resources")
    void merchantGuild() {
        Fixture f = Fixture.ck(4).level(0, Track.TRADE, 3);
        assertEquals(2, f.game().view(0).bankRate(Card.COIN));
        assertEquals(4, f.game().view(0).bankRate(Card.ORE));
        assertEquals(4, f.game().view(1).bankRate(Card.COIN));
    }

    @Test
    @DisplayName("R-12.2.2 a commodity never uses a 2:1 resource harbour, but uses a 3:1 harbour")
    void commodityHarbours() {
        Fixture f = Fixture.ck(4).settlement(0, 1).settlement(1, 0);
        assertEquals(2, f.game().view(0).bankRate(Card.GRAIN));
        assertEquals(4, f.game().view(0).bankRate(Card.PAPER));
        assertEquals(3, f.game().view(1).bankRate(Card.PAPER));
    }
}
