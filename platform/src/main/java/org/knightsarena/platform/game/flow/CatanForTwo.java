package org.knightsarena.platform.game.flow;

import org.knightsarena.api.action.BuildNeutralKnight;
import org.knightsarena.api.action.BuildNeutralRoad;
import org.knightsarena.api.action.BuildNeutralSettlement;
import org.knightsarena.api.action.ForceTrade;
import org.knightsarena.api.action.ForceTradeWithCommodities;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.PromoteNeutralKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.action.RobberToDesert;
import org.knightsarena.api.decision.BuildNeutral;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.barbarianattack.NeutralPathKnights;
import org.knightsarena.platform.game.rules.fortwo.NeutralBuilding;
import org.knightsarena.platform.game.rules.fortwo.NeutralKnights;
import org.knightsarena.platform.game.rules.fortwo.TradeTokens;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;

/**
 * The turn of Catan for Two (docs/rules/traders-and-barbarians.md#R-24.2) where it differs from the
 * base turn: the second roll, the neutral build after one's own (with Cities &amp; Knights the
 * neutral knights too, docs/rules/variants.md#R-17.3), and the token actions.
 * {@link TurnFlow} hands over to it at those points; {@link ActionDispatch} sends it the actions
 * only this table has.
 */
final class CatanForTwo {
    private CatanForTwo() {}

    /**
     * the dice of a roll; the second of a turn is rolled again, from the game's dice,
     * until its total differs from the first's.
     */
    static int[] rollDice(GameState s) {
        int first = s.twoPlayer.firstRoll();
        int[] dice = s.dice.roll(s.random);
        while (first != 0 && dice[0] + dice[1] == first) {
            dice = s.dice.roll(s.random);
        }
        return dice;
    }

    /** after the first roll the player rolls again; after the second the main phase begins. */
    static Phase afterRoll(GameState s, int total) {
        if (s.twoPlayer.firstRoll() == 0) {
            s.twoPlayer.setFirstRoll(total);
            return Phase.BEFORE_ROLL;
        }
        s.twoPlayer.setFirstRoll(0);
        return Phase.MAIN;
    }

    /** after a paid road or settlement, the neutral build it forces, when one is legal. */
    static void afterBuild(GameState s, boolean settlement) {
        OptionBuffer options = s.optionBuffer.start();
        NeutralBuilding.addOptions(s, settlement, options);
        if (options.size() > 0) {
            s.turn.enter(settlement ? Phase.NEUTRAL_SETTLEMENT : Phase.NEUTRAL_ROAD);
        }
    }

    /** after a paid knight, the neutral knight (or road) it forces, when one is legal. */
    static void afterKnight(GameState s) {
        OptionBuffer options = s.optionBuffer.start();
        addNeutralKnights(s, options);
        if (options.size() > 0) {
            s.turn.enter(Phase.NEUTRAL_KNIGHT);
        }
    }

    /** after a paid promotion, the neutral promotion it forces, when one is possible. */
    static void afterPromotion(GameState s) {
        OptionBuffer options = s.optionBuffer.start();
        addNeutralPromotions(s, options);
        if (options.size() > 0) {
            s.turn.enter(Phase.NEUTRAL_PROMOTION);
        }
    }

    /** the neutral knights a recruit forces, on intersections or, in Barbarian Attack, on castle paths; else a neutral road. */
    private static void addNeutralKnights(GameState s, OptionBuffer options) {
        if (NeutralPathKnights.inGame(s)) {
            NeutralPathKnights.addPlacementOptions(s, options);
            if (options.size() == 0) {
                NeutralBuilding.addOptions(s, false, options);
            }
        } else {
            NeutralKnights.addPlacementOptions(s, options);
        }
    }

    /** the neutral promotions a promotion forces, of intersection or path knights. */
    private static void addNeutralPromotions(GameState s, OptionBuffer options) {
        if (NeutralPathKnights.inGame(s)) {
            NeutralPathKnights.addPromotionOptions(s, options);
        } else {
            NeutralKnights.addPromotionOptions(s, options);
        }
    }

    static Decision decision(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        switch (s.turn.phase()) {
            case NEUTRAL_SETTLEMENT:
            case NEUTRAL_ROAD:
                NeutralBuilding.addOptions(s, s.turn.phase() == Phase.NEUTRAL_SETTLEMENT, options);
                return new BuildNeutral(seat, options.toList());
            case NEUTRAL_KNIGHT:
                addNeutralKnights(s, options);
                return new BuildNeutral(seat, options.toList());
            case NEUTRAL_PROMOTION:
                addNeutralPromotions(s, options);
                return new BuildNeutral(seat, options.toList());
            case FORCED_TRADE_GIVE:
                return new ChooseGift(
                        seat,
                        TradeTokens.opponent(s, seat),
                        TradeTokens.FORCED_TRADE_CARDS,
                        TradeTokens.givable(s, seat));
            default:
                throw new AssertionError(s.turn.phase());
        }
    }

    /** the token actions the player may pay for now. */
    static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        if (TradeTokens.canForceTrade(s, seat)) {
            options.add(ForceTrade.INSTANCE);
        }
        if (TradeTokens.canForceTradeWithCommodities(s, seat)) {
            options.add(ForceTradeWithCommodities.INSTANCE);
        }
        if (TradeTokens.canSendRobberHome(s, seat)) {
            options.add(RobberToDesert.INSTANCE);
        }
    }

    // --- applying, called by ActionDispatch only

    static Continuation apply(GameState s, Chronicle c, int seat, BuildNeutralRoad action) {
        NeutralBuilding.build(s, c, action);
        s.turn.enter(Phase.MAIN);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, BuildNeutralSettlement action) {
        NeutralBuilding.build(s, c, action);
        s.turn.enter(Phase.MAIN);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, ForceTrade action) {
        TradeTokens.forceTrade(s, c, seat, false);
        s.turn.enter(Phase.FORCED_TRADE_GIVE);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, ForceTradeWithCommodities action) {
        TradeTokens.forceTrade(s, c, seat, true);
        s.turn.enter(Phase.FORCED_TRADE_GIVE);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, BuildNeutralKnight action) {
        NeutralKnights.build(s, c, action);
        s.turn.enter(Phase.MAIN);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, PromoteNeutralKnight action) {
        NeutralKnights.promote(s, c, action);
        s.turn.enter(Phase.MAIN);
        return Continuation.NONE;
    }

    /** A paid knight, then the neutral knight it forces in Catan for Two. */
    static Continuation apply(GameState s, Chronicle c, int seat, RecruitKnight action) {
        Continuation next = Knights.apply(s, c, seat, action);
        if (s.isCatanForTwo()) {
            afterKnight(s);
        }
        return next;
    }

    /** A paid promotion, then the neutral promotion it forces in Catan for Two. */
    static Continuation apply(GameState s, Chronicle c, int seat, PromoteKnight action) {
        Continuation next = Knights.apply(s, c, seat, action);
        if (s.isCatanForTwo()) {
            afterPromotion(s);
        }
        return next;
    }

    /** The forced trade's cards given back. */
    static Continuation apply(GameState s, Chronicle c, int seat, GiveCards action) {
        TradeTokens.giveBack(s, c, seat, action.cards());
        s.turn.enter(Phase.MAIN);
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, RobberToDesert action) {
        TradeTokens.sendRobberHome(s, c, seat);
        return Continuation.NONE;
    }
}
