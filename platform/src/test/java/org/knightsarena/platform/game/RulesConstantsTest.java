package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.path;

import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivateKnight;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildCityWall;
import org.knightsarena.api.action.BuildImprovement;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.PlayMedicine;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.ChooseProgressDiscard;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.rules.Costs;
import org.knightsarena.api.rules.Limits;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.game.state.KnightBoard;

/**
 * The API's {@link Costs} and {@link Limits} against the engine: each price is paid by building from
 * a hand of exactly that price (the hand is empty afterwards) and is not offered with any one of its
 * cards missing; each limit is the supply a game starts with, or the hand size at which a seven or
 * the end of a turn starts asking for discards. Beginner map; seat 0 builds at its main phase.
 */
class RulesConstantsTest {

    /** Seat 0's network: a settlement on 0 and roads 0–3–7–11 (intersection 7 takes a settlement). */
    private static Fixture network(Ruleset ruleset) {
        Fixture f = Fixture.of(ruleset, 4, StandardMap.beginner()).settlement(0, 0);
        return f.roads(0, 0, 3, 7, 11);
    }

    /**
     * Checks that {@code action} costs exactly {@code cost}: offered and paid from a hand of exactly
     * that, and not offered with one card of any kind in it taken away. {@code position} makes a
     * fresh position each time, at seat 0's main phase, without its hand.
     */
    private static void chargesExactly(Cards cost, Action action, Supplier<Fixture> position) {
        assertFalse(cost.isEmpty(), "a price is never nothing");
        for (Card card : Card.all()) {
            if (cost.count(card) > 0) {
                Cards short1 = cost.minus(Cards.of(card, 1));
                Fixture poor = position.get().hand(0, short1);
                assertFalse(
                        poor.game().decision().options().contains(action),
                        action + " is offered with " + short1 + ", one " + card + " short of " + cost);
            }
        }
        Fixture f = position.get().hand(0, cost);
        Game game = f.game();
        assertTrue(game.decision().options().contains(action), action + " is not offered with " + cost);
        game.apply(action);
        assertEquals(Cards.NONE, game.view(0).hand(), action + " should take all of " + cost);
    }

    @Nested
    @DisplayName("R-5 costs")
    class Prices {

        @Test
        @DisplayName("R-5 R-6.1.1 a road costs Costs.ROAD in both rulesets")
        void road() {
            for (Ruleset ruleset : Ruleset.values()) {
                chargesExactly(
                        Costs.ROAD,
                        new BuildRoad(path(11, 16)),
                        () -> network(ruleset).main(0));
            }
        }

        @Test
        @DisplayName("R-5 R-6.2.1 a settlement costs Costs.SETTLEMENT in both rulesets")
        void settlement() {
            for (Ruleset ruleset : Ruleset.values()) {
                chargesExactly(
                        Costs.SETTLEMENT,
                        new BuildSettlement(7),
                        () -> network(ruleset).main(0));
            }
        }

        @Test
        @DisplayName("R-5 R-6.3.1 a city costs Costs.CITY in both rulesets")
        void city() {
            for (Ruleset ruleset : Ruleset.values()) {
                chargesExactly(
                        Costs.CITY, new BuildCity(0), () -> network(ruleset).main(0));
            }
        }

        @Test
        @DisplayName("R-21.4 a development card costs Costs.DEVELOPMENT_CARD")
        void developmentCard() {
            chargesExactly(
                    Costs.DEVELOPMENT_CARD,
                    BuyDevelopmentCard.INSTANCE,
                    () -> network(Ruleset.BASE).main(0));
        }

        @Test
        @DisplayName("R-5 R-6.4.1 a city wall costs Costs.CITY_WALL")
        void cityWall() {
            chargesExactly(
                    Costs.CITY_WALL,
                    new BuildCityWall(8),
                    () -> Fixture.ck(4).city(0, 8).main(0));
        }

        @Test
        @DisplayName("R-9.1.1 recruiting a knight costs Costs.KNIGHT")
        void knight() {
            chargesExactly(
                    Costs.KNIGHT,
                    new RecruitKnight(3),
                    () -> network(Ruleset.CITIES_AND_KNIGHTS).main(0));
        }

        @Test
        @DisplayName("R-9.2.1 activating a knight costs Costs.KNIGHT_ACTIVATION")
        void knightActivation() {
            chargesExactly(
                    Costs.KNIGHT_ACTIVATION,
                    new ActivateKnight(3),
                    () -> network(Ruleset.CITIES_AND_KNIGHTS)
                            .knight(0, 3, 1, false)
                            .main(0));
        }

        @Test
        @DisplayName("R-9.3.1 promoting a knight costs Costs.KNIGHT_PROMOTION")
        void knightPromotion() {
            chargesExactly(
                    Costs.KNIGHT_PROMOTION,
                    new PromoteKnight(3),
                    () -> network(Ruleset.CITIES_AND_KNIGHTS)
                            .knight(0, 3, 1, false)
                            .main(0));
        }

        @Test
        @DisplayName("R-13.5.6 a city through Medicine costs Costs.CITY_WITH_MEDICINE")
        void cityWithMedicine() {
            chargesExactly(
                    Costs.CITY_WITH_MEDICINE,
                    new PlayMedicine(0),
                    () -> network(Ruleset.CITIES_AND_KNIGHTS)
                            .progress(0, ProgressCard.MEDICINE)
                            .main(0));
        }

        @Test
        @DisplayName("R-7.1.1 level n of every track costs Costs.improvement(track, n)")
        void improvementLevels() {
            for (Track track : Track.values()) {
                for (int level = 1; level <= Track.MAX_LEVEL; level++) {
                    int below = level - 1;
                    chargesExactly(
                            Costs.improvement(track, level),
                            new BuildImprovement(track),
                            () -> Fixture.ck(4)
                                    .city(0, 8)
                                    .level(0, track, below)
                                    .main(0));
                }
            }
        }
    }

    @Nested
    @DisplayName("R-2.3 pieces per player")
    class Pieces {

        @Test
        @DisplayName("R-2.3 R-21.10 a base game starts every seat with Limits.perPlayer roads, settlements and cities")
        void baseSupply() {
            Game game = Fixture.base(4).game();
            for (int seat = 0; seat < 4; seat++) {
                for (Piece piece : new Piece[] {Piece.ROAD, Piece.SETTLEMENT, Piece.CITY}) {
                    assertEquals(Limits.perPlayer(piece), game.view(seat).piecesLeft(seat, piece), piece.toString());
                }
            }
        }

        @Test
        @DisplayName(
                "R-2.3 R-2.3.2 R-6.4.2 a Cities & Knights game starts every seat with Limits.perPlayer of every piece,"
                        + " and Limits.KNIGHTS_PER_STRENGTH of each strength")
        void citiesAndKnightsSupply() {
            Fixture f = Fixture.ck(4);
            for (int seat = 0; seat < 4; seat++) {
                for (Piece piece : Piece.values()) {
                    // ships come only with a Seafarers map, none on the standard island
                    int expected = piece == Piece.SHIP ? 0 : Limits.perPlayer(piece);
                    assertEquals(expected, f.game().view(seat).piecesLeft(seat, piece), piece.toString());
                }
                int knights = 0;
                for (int strength = 1; strength <= 3; strength++) {
                    int left = f.state().knights.left[KnightBoard.supplyIndex(seat, strength)];
                    assertEquals(Limits.KNIGHTS_PER_STRENGTH, left, "knights of strength " + strength);
                    knights += left;
                }
                assertEquals(Limits.KNIGHTS, knights);
            }
        }

        @Test
        @DisplayName("R-2.3.1 once the last settlement of Limits.SETTLEMENTS is on the board, no settlement is offered")
        void lastSettlement() {
            Fixture oneLeft = withSettlements(Limits.SETTLEMENTS - 1);
            assertEquals(1, oneLeft.game().view(0).piecesLeft(0, Piece.SETTLEMENT));
            assertTrue(
                    oneLeft.game().decision().options().contains(new BuildSettlement(7)),
                    "the last piece may be built");
            Fixture noneLeft = withSettlements(Limits.SETTLEMENTS);
            assertEquals(0, noneLeft.game().view(0).piecesLeft(0, Piece.SETTLEMENT));
            assertFalse(noneLeft.game().decision().options().contains(new BuildSettlement(7)));
        }

        /** Seat 0's network with {@code count} settlements in all (1 to 5), and the price of one more. */
        private Fixture withSettlements(int count) {
            Fixture f = network(Ruleset.BASE);
            int[] elsewhere = {22, 31, 40, 50};
            for (int i = 0; i < count - 1; i++) {
                f.settlement(0, elsewhere[i]);
            }
            return f.hand(0, Costs.SETTLEMENT).main(0);
        }
    }

    @Nested
    @DisplayName("R-4.5.1 R-6.4.3 the hand limit on a seven")
    class HandLimit {

        /** Rolls a seven for seat 0 (the event die shows a gate nobody has a level in). */
        private Game rollSeven(Fixture f) {
            if (f.state().isCitiesAndKnights()) {
                f.eventDie(EventDie.TRADE_GATE);
            }
            Game game = f.dice(3, 4).beforeRoll(0).game();
            game.apply(RollDice.INSTANCE);
            return game;
        }

        @Test
        @DisplayName("R-21.3 in the base game Limits.HAND cards discard nothing on a seven, one more discards half")
        void baseGame() {
            assertFalse(
                    rollSeven(Fixture.base(4).hand(1, Cards.of(Card.ORE, Limits.HAND)))
                                    .decision()
                            instanceof Discard);
            Game game = rollSeven(Fixture.base(4).hand(1, Cards.of(Card.ORE, Limits.HAND + 1)));
            Discard discard = assertInstanceOf(Discard.class, game.decision());
            assertEquals(1, discard.seat());
            assertEquals((Limits.HAND + 1) / 2, discard.count());
        }

        @Test
        @DisplayName(
                "R-6.4.3 with 0 to 3 walls Limits.hand(walls) cards discard nothing on a seven, one more discards half")
        void withWalls() {
            int[] cities = {8, 31, 40};
            for (int walls = 0; walls <= Limits.CITY_WALLS; walls++) {
                int limit = Limits.hand(walls);
                assertEquals(limit, Limits.HAND + walls * Limits.HAND_PER_CITY_WALL);
                for (int held : new int[] {limit, limit + 1}) {
                    Fixture f = Fixture.ck(4);
                    for (int w = 0; w < walls; w++) {
                        f.city(1, cities[w]).wall(1, cities[w]);
                    }
                    Cards hand =
                            Cards.of(Card.ORE, Math.min(held, 10)).plus(Cards.of(Card.WOOL, Math.max(0, held - 10)));
                    Game game = rollSeven(f.hand(1, hand));
                    if (held == limit) {
                        assertFalse(game.decision() instanceof Discard, walls + " walls, " + held + " cards");
                    } else {
                        Discard discard = assertInstanceOf(Discard.class, game.decision(), walls + " walls");
                        assertEquals(1, discard.seat());
                        assertEquals(held / 2, discard.count());
                    }
                }
            }
        }
    }

    @Test
    @DisplayName(
            "R-13.3.1 R-13.3.2 Limits.PROGRESS_HAND progress cards are kept at the end of one's turn, one more is discarded")
    void progressHand() {
        ProgressCard[] held = {
            ProgressCard.SPY, ProgressCard.SPY, ProgressCard.BISHOP, ProgressCard.WARLORD, ProgressCard.DIPLOMAT
        };
        for (int count : new int[] {Limits.PROGRESS_HAND, Limits.PROGRESS_HAND + 1}) {
            Fixture f = Fixture.ck(4);
            for (int i = 0; i < count; i++) {
                f.progress(0, held[i]);
            }
            Game game = f.main(0).game();
            game.apply(EndTurn.INSTANCE);
            assertEquals(
                    count > Limits.PROGRESS_HAND,
                    game.decision() instanceof ChooseProgressDiscard,
                    count + " progress cards at the end of the turn");
        }
    }
}
