package org.knightsarena.platform.game.flow;

import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.ConfirmTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.TradeAnswered;
import org.knightsarena.api.event.TradeCancelled;
import org.knightsarena.api.event.TradeCompleted;
import org.knightsarena.api.event.TradeOffered;
import org.knightsarena.api.event.TurnCapReached;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.Costs;
import org.knightsarena.platform.game.rules.base.DevelopmentCards;
import org.knightsarena.platform.game.rules.base.Production;
import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.rules.base.Trading;
import org.knightsarena.platform.game.rules.cities.Barbarians;
import org.knightsarena.platform.game.rules.fortwo.TradeTokens;
import org.knightsarena.platform.game.rules.progress.PoliticsCards;
import org.knightsarena.platform.game.rules.seafarers.GoldFields;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/**
 * The turn's state machine (RULES.md §4, §21): applies the base turn's actions for the deciding
 * seat and moves the game to its next decision. {@link ActionDispatch} says which action goes
 * where.
 */
final class TurnFlow {
    private TurnFlow() {}

    // --- applying: one method per action kind of the base turn, called by ActionDispatch only

    static Continuation apply(GameState s, Chronicle c, int seat, BuildRoad action) {
        buildRoad(s, c, seat, action.path());
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, BuildSettlement action) {
        buildSettlement(s, c, seat, action.intersection());
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, BuildCity action) {
        buildCity(s, c, seat, action.intersection());
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, RollDice action) {
        if (s.isCitiesAndKnights()) {
            CitiesAndKnights.roll(s, c);
        } else {
            roll(s, c);
        }
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, EndTurn action) {
        if (s.turn.phase() == Phase.SPECIAL_BUILD) {
            SpecialBuildPhase.pass(s, c);
        } else if (!s.isBarbarianAttack() || BarbarianAttack.endPhase(s, c)) {
            endTurn(s, c);
        }
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, BuyDevelopmentCard action) {
        if (s.isBarbarianAttack()) {
            BarbarianAttack.buyCard(s, c, seat);
        } else {
            DevelopmentCards.buy(s, c, seat);
        }
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, PlayDevelopmentCard action) {
        playCard(s, c, seat, action);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, TradeWithBank action) {
        Trading.tradeWithBank(s, c, seat, action.give(), action.take());
        return Continuation.NONE;
    }

    /** A discard after a seven, or the one a Saboteur asks for. */
    static Continuation apply(GameState s, Chronicle c, int seat, DiscardCards action) {
        if (s.turn.phase() == Phase.SABOTEUR_DISCARD) {
            return PoliticsCards.sabotagedDiscard(s, c, seat, action.cards());
        }
        Robber.discard(s, c, seat, action.cards());
        if (Robber.nextDiscarder(s) == BoardView.NOBODY) {
            s.turn.enter(CitiesAndKnights.afterDiscards(s));
        }
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, MoveRobber action) {
        Robber.move(s, c, seat, action.hex());
        if (s.effects.bishopPlayed) {
            return PoliticsCards.bishopRobs(s, c, seat);
        }
        Robbery.rob(s, c, seat, Robber.victims(s, seat), Phase.CHOOSE_VICTIM);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, StealFrom action) {
        Robber.steal(s, c, seat, action.victim());
        s.turn.endInterrupt();
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, OfferTrade action) {
        offer(s, c, seat, action);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, AcceptOffer action) {
        answer(s, c, seat, true);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, DeclineOffer action) {
        answer(s, c, seat, false);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, ConfirmTrade action) {
        int partner = action.partner();
        s.cards.transfer(seat, partner, s.trade.give());
        s.cards.transfer(partner, seat, s.trade.take());
        c.add(new TradeCompleted(seat, partner, s.trade.give(), s.trade.take()));
        s.turn.enter(Phase.MAIN);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, CancelTrade action) {
        c.add(new TradeCancelled(seat));
        s.turn.enter(Phase.MAIN);
        return Continuation.NONE;
    }

    /**
     * after every action outside setup: the active player wins at the target; not in
     * the special build phase, whose points count at their owner's own turn, nor in a
     * Barbarian Attack card's steps taken there.
     */
    static void afterAction(GameState s, Chronicle c) {
        if (s.isBarbarianAttack() && s.isCitiesAndKnights()) {
            BarbarianAttack.refreshConquest(s); // a city the C&K barbarians sack changes what a conquest costs
        }
        if (!s.isOver() && s.turn.number > 0 && s.turn.specialBuilder == BoardView.NOBODY) {
            checkWin(s, c, s.turn.active);
        }
    }

    // --- setup and building

    private static void buildRoad(GameState s, Chronicle c, int seat, int path) {
        switch (s.turn.phase()) {
            case SETUP_ROAD:
                Building.placeRoad(s, c, seat, path);
                nextSetupStep(s, c);
                break;
            case DIPLOMAT_REBUILD:
                PoliticsCards.rebuildRoad(s, c, seat, path);
                CitiesAndKnights.proceed(s, c);
                break;
            case FREE_ROAD:
                Building.placeRoad(s, c, seat, path);
                afterFreePiece(s, seat);
                break;
            default:
                s.cards.pay(seat, Costs.ROAD);
                Building.placeRoad(s, c, seat, path);
                if (s.isCatanForTwo()) {
                    CatanForTwo.afterBuild(s, false);
                }
        }
    }

    /** Road Building ends after its second piece, or when no road or ship can go anywhere. */
    static void afterFreePiece(GameState s, int seat) {
        if (--s.turn.freeRoads == 0 || !Shipping.anyFreePiece(s, seat)) {
            s.turn.endInterrupt();
        }
    }

    private static void buildCity(GameState s, Chronicle c, int seat, int node) {
        if (s.turn.phase() == Phase.SETUP_SETTLEMENT) {
            CitiesAndKnights.placeSetupCity(s, c, seat, node);
        } else if (s.isCitiesAndKnights()) {
            s.cards.pay(seat, Costs.CITY);
            Barbarians.upgrade(s, c, seat, node);
            if (s.isBarbarianAttack()) {
                BarbarianAttack.afterBuilding(s, c); // with C&K rules
            }
        } else {
            s.cards.pay(seat, Costs.CITY);
            Building.placeCity(s, c, seat, node);
            if (s.isBarbarianAttack()) {
                BarbarianAttack.afterBuilding(s, c);
            }
        }
    }

    private static void buildSettlement(GameState s, Chronicle c, int seat, int node) {
        if (s.turn.phase() == Phase.SETUP_SETTLEMENT) {
            Building.placeSettlement(s, c, seat, node);
            s.turn.lastSetupSettlement = node;
            if (s.turn.setupIndex >= s.players) {
                Building.payStartingResources(s, c, seat, node);
                goldThen(s, GoldFields.oweForSetup(s, seat, node), Phase.SETUP_ROAD);
            } else {
                s.turn.enter(Phase.SETUP_ROAD);
            }
        } else {
            s.cards.pay(seat, Costs.SETTLEMENT);
            Building.placeSettlement(s, c, seat, node);
            if (s.isBarbarianAttack()) {
                BarbarianAttack.afterBuilding(s, c);
            }
            if (s.isCatanForTwo()) { // after the landing: a neutral settlement brings no barbarians (R-24.3, a ruling)
                CatanForTwo.afterBuild(s, true);
            }
        }
        TradeTokens.earnForSettlement(s, c, seat, node);
    }

    /** seat order, then reverse seat order; then the first turn of seat 0. */
    static void nextSetupStep(GameState s, Chronicle c) {
        s.turn.setupIndex++;
        int n = s.players;
        if (s.turn.setupIndex == 2 * n) {
            startTurn(s, c, 0);
            return;
        }
        s.turn.active = s.turn.setupIndex < n ? s.turn.setupIndex : 2 * n - 1 - s.turn.setupIndex;
        s.turn.enter(Phase.SETUP_SETTLEMENT);
    }

    // --- the roll

    /** R-24.2.2 (Catan for Two: two rolls whose totals differ, each producing or dealing with the 7). */
    private static void roll(GameState s, Chronicle c) {
        boolean two = s.isCatanForTwo();
        int[] dice = two ? CatanForTwo.rollDice(s) : s.dice.roll(s.random);
        int total = dice[0] + dice[1];
        c.add(new DiceRolled(s.turn.active, dice[0], dice[1]));
        Phase next = two ? CatanForTwo.afterRoll(s, total) : Phase.MAIN;
        if (total != 7) {
            Production.produce(s, c, total);
            goldThen(s, GoldFields.oweForRoll(s, total) != 0, next);
            return;
        }
        if (Robber.assessDiscards(s)) {
            s.turn.interrupt(Phase.DISCARD, next);
        } else if (s.isBarbarianAttack()) {
            s.turn.enter(next); // there is no robber to move
        } else {
            s.turn.interrupt(ShipFlow.robberPhase(s), next);
        }
    }

    /** the gold picks owed come first, then play goes to {@code next}. */
    static void goldThen(GameState s, boolean goldOwed, Phase next) {
        if (goldOwed) {
            s.turn.interrupt(Phase.GOLD, next);
        } else {
            s.turn.enter(next);
        }
    }

    // --- cards

    private static void playCard(GameState s, Chronicle c, int seat, PlayDevelopmentCard play) {
        DevelopmentCard card = play.card();
        DevelopmentCards.play(s, c, seat, card);
        switch (card) {
            case KNIGHT:
                DevelopmentCards.countKnight(s, c, seat);
                TradeTokens.earnForKnight(s, c, seat);
                s.turn.interrupt(ShipFlow.robberPhase(s), s.turn.phase());
                break;
            case ROAD_BUILDING:
                s.turn.willReturnTo(s.turn.phase());
                s.turn.freeRoads = 2;
                s.turn.enter(Phase.FREE_ROAD);
                break;
            case YEAR_OF_PLENTY:
                DevelopmentCards.yearOfPlenty(
                        s, c, seat, play.first().orElseThrow(), play.second().orElseThrow());
                break;
            case MONOPOLY:
                DevelopmentCards.monopoly(s, c, seat, play.first().orElseThrow());
                break;
            default:
                throw new AssertionError(card);
        }
    }

    // --- domestic trade

    private static void offer(GameState s, Chronicle c, int seat, OfferTrade offer) {
        s.turn.offersMade++;
        s.trade.open(offer.give(), offer.take(), s.next(seat));
        s.turn.enter(Phase.RESPOND_TO_OFFER);
        c.add(new TradeOffered(seat, offer.give(), offer.take()));
    }

    private static void answer(GameState s, Chronicle c, int seat, boolean accepted) {
        s.trade.answer(seat, accepted, s.next(seat));
        c.add(new TradeAnswered(seat, accepted));
        if (s.trade.responder() != s.turn.active) {
            return;
        }
        if (s.trade.anyAccepted()) {
            s.turn.enter(Phase.CHOOSE_PARTNER);
            return;
        }
        c.add(new TradeCancelled(s.turn.active));
        s.turn.enter(Phase.MAIN);
    }

    // --- turns and the end

    /** Ends the active player's turn; with Cities &amp; Knights only once its progress discards are made. */
    static void endTurn(GameState s, Chronicle c) {
        if (s.isCitiesAndKnights() && !CitiesAndKnights.readyToEndTurn(s, c)) {
            return;
        }
        int seat = s.turn.active;
        s.devHands.endTurn(seat);
        s.turn.devPlayedThisTurn = false;
        s.turn.offersMade = 0;
        s.twoPlayer.endTurn();
        s.castle.endTurn();
        if (s.turn.number >= s.options.turnCap()) {
            finish(s, c, BoardView.NOBODY);
            return;
        }
        if (SpecialBuildPhase.begin(s)) {
            return;
        }
        startTurn(s, c, s.next(seat));
    }

    static void startTurn(GameState s, Chronicle c, int seat) {
        s.turn.number++;
        s.turn.active = seat;
        s.ships.movedThisTurn = false;
        s.turn.enter(Phase.BEFORE_ROLL);
        c.add(new TurnStarted(s.turn.number, seat));
    }

    /** only the active player wins, the first moment they reach the target. */
    private static void checkWin(GameState s, Chronicle c, int seat) {
        if (s.totalPoints(seat) >= s.options.pointsToWin()) {
            finish(s, c, seat);
        }
    }

    private static void finish(GameState s, Chronicle c, int winner) {
        java.util.List<Integer> points = new java.util.ArrayList<>(s.players);
        for (int p = 0; p < s.players; p++) {
            points.add(s.totalPoints(p));
        }
        s.turn.winner = winner;
        s.turn.enter(Phase.OVER);
        c.add(winner == BoardView.NOBODY ? new TurnCapReached(s.turn.number, points) : new GameWon(winner, points));
    }
}
