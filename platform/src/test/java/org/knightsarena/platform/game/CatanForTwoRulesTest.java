package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.T;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildNeutralRoad;
import org.knightsarena.api.action.BuildNeutralSettlement;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.ForceTrade;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.RobberToDesert;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.BuildNeutral;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.Setup;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.TradeTokensChanged;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.game.rules.CachedActions;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.rules.fortwo.TradeTokens;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.TwoPlayerTable;

/**
 * Catan for Two with the base rules (docs/rules/traders-and-barbarians.md#R-24.2), on the beginner
 * map: the neutral colours 2 and 3 begin on intersections 9 and 44; the desert is hex 9.
 */
class CatanForTwoRulesTest {

    private static final int DESERT = 9;
    /** An intersection 4 paths or more from both neutral settlements, and a chain of 5 from it away from them. */
    private static final int FAR = farFromNeutrals();

    /** Also where {@link CatanForTwoCitiesAndKnightsTest} puts seat 0. */
    static final int[] FAR_CHAIN = chainAwayFrom(FAR);

    private static int farFromNeutrals() {
        for (int node = 0; node < T.intersectionCount(); node++) {
            if (BaseBoardQueries.shortestChain(node, 9).size() > 6
                    && BaseBoardQueries.shortestChain(node, 44).size() > 6) {
                return node;
            }
        }
        throw new AssertionError("no intersection far from both neutrals");
    }

    /** A chain of 5 intersections from {@code start}, each step keeping 3 paths or more from the neutrals. */
    private static int[] chainAwayFrom(int start) {
        for (int end = 0; end < T.intersectionCount(); end++) {
            List<Integer> chain = BaseBoardQueries.shortestChain(start, end);
            if (chain.size() == 5 && chain.stream().allMatch(CatanForTwoRulesTest::awayFromNeutrals)) {
                return chain.stream().mapToInt(i -> i).toArray();
            }
        }
        throw new AssertionError("no chain away from the neutrals");
    }

    private static boolean awayFromNeutrals(int node) {
        return BaseBoardQueries.shortestChain(node, 9).size() > 3
                && BaseBoardQueries.shortestChain(node, 44).size() > 3;
    }

    @Test
    @DisplayName(
            "R-24.2.1 two neutral colours each begin with a settlement on 9 and 44, no road; the players set up around them")
    void neutralsBeginOnTheirSpots() {
        Game game = Game.create(GameOptions.standard(Ruleset.BASE, 2), StandardMap.beginner(), 7);
        GameState s = game.state();
        assertEquals(2, s.colours - s.players);
        assertEquals(2, s.pieces.buildingOwner[9]);
        assertEquals(3, s.pieces.buildingOwner[44]);
        for (int path = 0; path < T.pathCount(); path++) {
            assertEquals(BoardView.NOBODY, s.pieces.roadOwner[path], "no neutral road at the start");
        }
        assertEquals(List.of(2, 3), game.view(0).neutralColours());
        assertEquals(
                List.of(),
                Game.create(GameOptions.standard(Ruleset.BASE, 3), 7).view(0).neutralColours());
        Setup first = assertInstanceOf(Setup.class, game.decision());
        for (int taken : List.of(9, 44)) {
            assertFalse(first.options().contains(new BuildSettlement(taken)));
            for (int near : BaseBoardQueries.neighbours(taken)) {
                assertFalse(first.options().contains(new BuildSettlement(near)), "R-6.2.2 next to a neutral");
            }
        }
        List<Integer> setupOrder = new ArrayList<>();
        while (game.turn() == 0) {
            setupOrder.add(game.decider());
            game.apply(game.decision().options().get(0));
        }
        assertEquals(List.of(0, 0, 1, 1, 1, 1, 0, 0), setupOrder, "seat order, then back: settlement and road each");
        assertInstanceOf(BeforeRoll.class, game.decision());
        assertEquals(0, game.decider());
    }

    @Test
    @DisplayName("R-24.2.2 two rolls a turn, each producing; a second total equal to the first is rolled again")
    void twoRollsWhoseTotalsDiffer() {
        int hills6 = 4; // the beginner map's hills with the 6
        Fixture f = Fixture.base(2).settlement(0, 8).road(0, BaseBoardQueries.path(8, 13));
        Game game = f.dice(3, 3).dice(2, 4).dice(1, 3).game();
        int before = game.state().cards.handSize(0);
        game.apply(RollDice.INSTANCE);
        assertEquals(6, game.state().board.token(hills6));
        assertEquals(before + 1, game.state().cards.handSize(0), "the first roll produced");
        assertInstanceOf(BeforeRoll.class, game.decision(), "the player rolls a second time");
        game.apply(RollDice.INSTANCE);
        List<Integer> totals = new ArrayList<>();
        for (GameEvent e : game.events()) {
            if (e instanceof DiceRolled d) {
                totals.add(d.yellow() + d.red());
            }
        }
        assertEquals(List.of(6, 4), totals, "the second 6 was rolled again");
        assertInstanceOf(MainTurn.class, game.decision());
    }

    @Test
    @DisplayName("R-24.2.2 a 7 on the first roll is dealt with (robber), then the second roll follows")
    void aSevenFirstThenTheSecondRoll() {
        Game game = Fixture.base(2).dice(3, 4).dice(2, 2).game();
        game.apply(RollDice.INSTANCE);
        assertEquals(Phase.PLACE_ROBBER, game.state().turn.phase());
        game.apply(game.decision().options().get(0));
        assertInstanceOf(BeforeRoll.class, game.decision(), "back to the second roll");
        game.apply(RollDice.INSTANCE);
        assertInstanceOf(MainTurn.class, game.decision());
    }

    @Test
    @DisplayName("R-24.2.3 a road built forces a neutral road, the player choosing colour and path from legal ones")
    void aRoadForcesANeutralRoad() {
        Game game = Fixture.base(2)
                .settlement(0, FAR)
                .roads(0, FAR_CHAIN[0], FAR_CHAIN[1])
                .hand(0, "1 brick, 1 lumber")
                .main(0)
                .game();
        game.apply(new BuildRoad(BaseBoardQueries.path(FAR_CHAIN[1], FAR_CHAIN[2])));
        BuildNeutral neutral = assertInstanceOf(BuildNeutral.class, game.decision());
        assertEquals(0, neutral.seat());
        List<Action> expected = new ArrayList<>();
        for (int colour = 2; colour <= 3; colour++) {
            for (int path : BaseBoardQueries.pathsAt(colour == 2 ? 9 : 44)) {
                expected.add(new BuildNeutralRoad(colour, path));
            }
        }
        assertEquals(expected.size(), neutral.options().size());
        assertTrue(neutral.options().containsAll(expected), "every path at either neutral's settlement");
        BuildNeutralRoad chosen =
                (BuildNeutralRoad) neutral.options().get(neutral.options().size() - 1);
        game.apply(chosen);
        assertEquals(3, game.state().pieces.roadOwner[chosen.path()]);
        assertEquals(14, game.state().pieces.roadsLeft[3]);
        assertInstanceOf(MainTurn.class, game.decision());
        assertTrue(game.check(new BuildSettlement(0)).isPresent(), "nothing else is owed");
    }

    @Test
    @DisplayName(
            "R-24.2.3 a settlement forces a neutral settlement where a neutral's road reaches a free spot, else a road")
    void aSettlementForcesANeutralSettlementOrRoad() {
        int spot = BaseBoardQueries.shortestChain(9, 21).get(2); // two paths from the neutral's settlement
        Fixture f = Fixture.base(2)
                .settlement(0, FAR)
                .roads(0, FAR_CHAIN[0], FAR_CHAIN[1], FAR_CHAIN[2])
                .hand(0, "2 brick, 2 lumber, 2 wool, 2 grain")
                .main(0);
        Game game = f.game();
        game.apply(new BuildSettlement(FAR_CHAIN[2]));
        BuildNeutral roadsOnly = assertInstanceOf(BuildNeutral.class, game.decision());
        assertTrue(
                roadsOnly.options().stream().allMatch(a -> a instanceof BuildNeutralRoad),
                "no neutral reaches a free spot yet: a neutral road");
        List<Integer> chain = BaseBoardQueries.shortestChain(9, 21);
        game.apply(new BuildNeutralRoad(2, BaseBoardQueries.path(chain.get(0), chain.get(1))));
        GameState s = game.state();
        s.cards.receive(0, Cards.parse("1 brick, 1 lumber"));
        game.apply(new BuildRoad(BaseBoardQueries.path(FAR_CHAIN[2], FAR_CHAIN[3])));
        game.apply(new BuildNeutralRoad(2, BaseBoardQueries.path(chain.get(1), spot)));
        int own = FAR_CHAIN[4];
        s.cards.receive(0, Cards.parse("1 brick, 1 lumber"));
        game.apply(new BuildRoad(BaseBoardQueries.path(FAR_CHAIN[3], own)));
        game.apply(game.decision().options().get(0));
        game.apply(new BuildSettlement(own));
        BuildNeutral settlements = assertInstanceOf(BuildNeutral.class, game.decision());
        assertTrue(
                settlements.options().contains(new BuildNeutralSettlement(2, spot)),
                settlements.options().toString());
        assertTrue(settlements.options().stream().allMatch(a -> a instanceof BuildNeutralSettlement));
        game.apply(new BuildNeutralSettlement(2, spot));
        assertEquals(2, s.pieces.buildingOwner[spot]);
        assertEquals(0, s.cards.handSize(2), "R-24.2.3 a neutral takes no cards");
    }

    @Test
    @DisplayName("R-24.2.3 neutrals take no production, cannot be robbed, and can hold the Longest Road")
    void neutralsHoldNoCardsButCanHoldTheLongestRoad() {
        Game game = Fixture.base(2).game();
        GameState s = game.state();
        int hex = BaseBoardQueries.hexesAt(9).stream()
                .filter(h -> s.board.token(h) != 0 && s.board.token(h) != 7)
                .findFirst()
                .orElseThrow();
        int token = s.board.token(hex);
        game.forceDice(token > 6 ? 6 : 1, token > 6 ? token - 6 : token - 1);
        game.apply(RollDice.INSTANCE);
        assertEquals(0, s.cards.handSize(2), "R-24.2.3 a neutral colour produces nothing");
        s.figures.robber = hex;
        s.cards.receive(1, Cards.parse("1 ore"));
        assertEquals(0, Robber.victims(s, 1), "R-24.2.3 the neutral on the robber's hex is no victim");
        List<Integer> chain = BaseBoardQueries.shortestChain(44, 0);
        Game roads = Fixture.base(2)
                .roads(3, chain.subList(0, 6).stream().mapToInt(i -> i).toArray())
                .game();
        LongestRoad.updateAll(roads.state(), Chronicle.discarding());
        assertEquals(3, roads.state().points.longestRoad, "R-24.2.3 a neutral colour holds the Longest Road");
        assertEquals(5, roads.view(0).roadLength(3), "the view answers for a neutral colour");
    }

    @Test
    @DisplayName("R-24.2.4 5 tokens each, 10 in the supply; coast and desert settlements and Knight cards earn them")
    void tokensAreEarned() {
        Game fresh = Fixture.base(2).game();
        assertEquals(TwoPlayerTable.STARTING_TOKENS, fresh.view(0).tradeTokens(0));
        assertEquals(TwoPlayerTable.STARTING_TOKENS, fresh.view(0).tradeTokens(1));
        assertEquals(10, fresh.view(1).tradeTokenSupply());
        assertEquals(0, earnedFor(Fixture.base(2).game(), inlandAwayFromDesert()), "inland, off the desert: none");
        assertEquals(1, earnedFor(Fixture.base(2).game(), coastAwayFromDesert()), "on the coast: 1");
        int desertCorner = BaseBoardQueries.corners(DESERT).iterator().next();
        assertEquals(1, earnedFor(Fixture.base(2).game(), desertCorner), "next to the desert: 1");
        Game knight = Fixture.base(2).developmentCard(0, DevelopmentCard.KNIGHT).game();
        knight.apply(CachedActions.KNIGHT);
        assertEquals(
                TwoPlayerTable.STARTING_TOKENS + 1, knight.state().twoPlayer.tokens(0), "a Knight card: 1");
        assertTrue(knight.events().contains(new TradeTokensChanged(0, 1, TwoPlayerTable.STARTING_TOKENS + 1)));
        Game empty = Fixture.base(2).game();
        empty.state().twoPlayer.earn(1, TwoPlayerTable.TOKENS);
        assertEquals(0, empty.state().twoPlayer.supply());
        assertEquals(0, earnedFor(empty, coastAwayFromDesert()), "an empty supply gives nothing");
    }

    @Test
    @DisplayName(
            "R-24.2.4 a settlement both on the coast and next to the desert earns 2 (on a board whose desert is on the coast)")
    void coastAndDesertEarnTwo() {
        for (long seed = 1; seed < 200; seed++) {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 2), seed);
            int desert = game.state().board.desert();
            for (int node : BaseBoardQueries.corners(desert)) {
                if (T.hexCountAt(node) < 3 && Building.isFreeSpot(game.state(), node)) {
                    skipSetup(game);
                    assertEquals(2, earnedFor(game, node), "seed " + seed + ", intersection " + node);
                    return;
                }
            }
        }
        throw new AssertionError("no board with a coastal desert in 200 seeds");
    }

    private static void skipSetup(Game game) {
        GameState s = game.state();
        s.turn.number = 1;
        s.turn.active = 0;
    }

    /** Builds a paid settlement of seat 0 on {@code node} (with a road to it) and returns the tokens it earned. */
    private static int earnedFor(Game game, int node) {
        GameState s = game.state();
        int neighbour = BaseBoardQueries.neighbours(node).iterator().next();
        Building.placeRoad(s, Chronicle.discarding(), 0, BaseBoardQueries.path(neighbour, node));
        s.cards.receive(0, Cards.parse("1 brick, 1 lumber, 1 wool, 1 grain"));
        s.turn.enter(Phase.MAIN);
        int before = s.twoPlayer.tokens(0);
        game.apply(new BuildSettlement(node));
        return s.twoPlayer.tokens(0) - before;
    }

    @Test
    @DisplayName(
            "R-24.2.5 a forced trade takes 2 random cards and gives back 2 of choice, once a turn, after the rolls")
    void forcedTrade() {
        Game early = Fixture.base(2).hand(1, "2 brick, 1 wool").beforeRoll(0).game();
        assertFalse(early.decision().options().contains(ForceTrade.INSTANCE), "not before the rolls");
        Game game = Fixture.base(2)
                .settlement(0, FAR)
                .hand(0, "1 ore")
                .hand(1, "2 brick, 1 wool")
                .main(0)
                .game();
        GameState s = game.state();
        assertEquals(2, TradeTokens.cost(s, 0), "level on points: 2 tokens");
        assertTrue(game.decision().options().contains(ForceTrade.INSTANCE));
        game.apply(ForceTrade.INSTANCE);
        assertEquals(TwoPlayerTable.STARTING_TOKENS - 2, s.twoPlayer.tokens(0));
        assertEquals(TwoPlayerTable.TOKENS - 2 * TwoPlayerTable.STARTING_TOKENS + 2, s.twoPlayer.supply());
        assertEquals(3, s.cards.handSize(0), "took 2");
        assertEquals(1, s.cards.handSize(1));
        ChooseGift give = assertInstanceOf(ChooseGift.class, game.decision());
        assertEquals(1, give.to());
        assertEquals(2, give.count());
        assertTrue(game.check(new GiveCards(Cards.parse("1 ore"))).isPresent(), "exactly 2 cards");
        Cards back = Cards.parse("1 ore")
                .plus(s.cards.handOf(0).minus(Cards.parse("1 ore")).first(1));
        game.apply(new GiveCards(back));
        assertEquals(1, s.cards.handSize(0));
        assertEquals(3, s.cards.handSize(1));
        assertEquals(1, s.cards.count(1, org.knightsarena.api.cards.Card.ORE), "the ore went back");
        assertFalse(game.decision().options().contains(ForceTrade.INSTANCE), "once a turn");
        game.apply(EndTurn.INSTANCE);
        assertEquals(1, game.decider());
    }

    @Test
    @DisplayName("R-24.2.5 the robber goes back to the desert for 1 token when behind, 2 otherwise, once a turn")
    void robberBackToTheDesert() {
        Game game = Fixture.base(2)
                .settlement(1, FAR)
                .settlement(1, FAR_CHAIN[2])
                .robber(4)
                .main(0)
                .game();
        GameState s = game.state();
        assertEquals(1, TradeTokens.cost(s, 0), "behind on points: 1 token");
        assertEquals(2, TradeTokens.cost(s, 1), "ahead: 2 tokens");
        assertTrue(game.decision().options().contains(RobberToDesert.INSTANCE));
        game.apply(RobberToDesert.INSTANCE);
        assertEquals(DESERT, s.figures.robber);
        assertEquals(TwoPlayerTable.STARTING_TOKENS - 1, s.twoPlayer.tokens(0));
        assertFalse(game.decision().options().contains(RobberToDesert.INSTANCE), "once a turn, and on the desert now");
        s.figures.robber = 4;
        assertFalse(game.decision().options().contains(RobberToDesert.INSTANCE), "once a turn");
        Game poor = Fixture.base(2).robber(4).main(0).game();
        poor.state().twoPlayer.spend(0, 4, TwoPlayerTable.TokenAction.FORCED_TRADE);
        poor.state().twoPlayer.endTurn();
        assertFalse(poor.decision().options().contains(RobberToDesert.INSTANCE), "1 token cannot pay 2");
    }

    @Test
    @DisplayName("R-24.2.6 a player wins at 10 in their turn; a neutral colour's points never win")
    void onlyThePlayersWin() {
        Game game = Fixture.base(2)
                .roads(1, FAR_CHAIN[0], FAR_CHAIN[1], FAR_CHAIN[2])
                .settlement(1, FAR)
                .main(0)
                .game();
        GameState s = game.state();
        s.points.publicPoints[2] = 12;
        game.apply(EndTurn.INSTANCE);
        assertFalse(game.isOver(), "a neutral at 12 does not win");
        game.forceDice(1, 1);
        game.forceDice(1, 2);
        game.apply(RollDice.INSTANCE);
        game.apply(RollDice.INSTANCE);
        s.points.publicPoints[1] += 8;
        s.cards.receive(1, Cards.parse("1 brick, 1 lumber, 1 wool, 1 grain"));
        game.apply(new BuildSettlement(FAR_CHAIN[2]));
        assertTrue(game.isOver(), "10 points in the player's own turn");
        assertEquals(1, game.winner().getAsInt());
    }

    @Test
    @DisplayName("R-24.2 2 seats mean Catan for Two, with either ruleset (R-17.3); refused on a scenario and below 2")
    void refusals() {
        assertEquals(2, GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 2).playerCount());
        IllegalArgumentException one =
                assertThrows(IllegalArgumentException.class, () -> GameOptions.standard(Ruleset.BASE, 1));
        assertEquals("a game has 2 to 6 seats (2 is Catan for Two), not 1", one.getMessage());
        IllegalArgumentException sea = assertThrows(
                IllegalArgumentException.class,
                () -> GameOptions.standard(Ruleset.BASE, 2).withScenario("heading-for-new-shores"));
        assertTrue(sea.getMessage().contains("Catan for Two is played on the standard island"), sea.getMessage());
    }

    private static int inlandAwayFromDesert() {
        return find(true);
    }

    private static int coastAwayFromDesert() {
        return find(false);
    }

    private static int find(boolean inland) {
        GameState s = Fixture.base(2).game().state();
        for (int node = 0; node < T.intersectionCount(); node++) {
            boolean coast = T.hexCountAt(node) < 3;
            boolean desert =
                    BaseBoardQueries.hexesAt(node).stream().anyMatch(h -> s.board.terrain(h) == Terrain.DESERT);
            if (coast != inland && !desert && Building.isFreeSpot(s, node)) {
                return node;
            }
        }
        throw new AssertionError("no such intersection");
    }
}
