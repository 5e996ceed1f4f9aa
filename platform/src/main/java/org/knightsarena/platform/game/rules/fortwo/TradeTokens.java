package org.knightsarena.platform.game.rules.fortwo;

import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.TradeTokensChanged;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.TwoPlayerTable.TokenAction;

/** Catan for Two's trade tokens and what they buy. */
public final class TradeTokens {
    private TradeTokens() {}

    /** the cards a forced trade takes from the opponent and gives back. */
    public static final int FORCED_TRADE_CARDS = 2;

    /**
     * a player's settlement earns 1 token next to the desert and 1 on the coast (an
     * intersection touching fewer than 3 land hexes), from the supply while it lasts.
     */
    public static void earnForSettlement(GameState s, Chronicle c, int seat, int node) {
        if (!s.isCatanForTwo() || seat >= s.players) {
            return;
        }
        Topology t = s.topology;
        int earned = t.hexCountAt(node) < 3 ? 1 : 0;
        for (int k = 0, n = t.hexCountAt(node); k < n; k++) {
            if (s.board.terrain(t.hexAt(node, k)) == Terrain.DESERT) {
                earned++;
                break;
            }
        }
        earn(s, c, seat, earned);
    }

    /**
     * with Cities &amp; Knights: a player who receives a reward for defending Catan (a
     * Defender point or a progress card, R-10.3) earns 1 token.
     */
    public static void earnForDefence(GameState s, Chronicle c, int seat) {
        if (s.isCatanForTwo()) {
            earn(s, c, seat, 1);
        }
    }

    /** each Knight card played earns 1 token. */
    public static void earnForKnight(GameState s, Chronicle c, int seat) {
        if (s.isCatanForTwo()) {
            earn(s, c, seat, 1);
        }
    }

    private static void earn(GameState s, Chronicle c, int seat, int count) {
        int given = count == 0 ? 0 : s.twoPlayer.earn(seat, count);
        if (given > 0) {
            c.add(new TradeTokensChanged(seat, given, s.twoPlayer.tokens(seat)));
        }
    }

    /** 1 token for a player with fewer points showing than the opponent, else 2. */
    public static int cost(GameState s, int seat) {
        return s.publicPoints(seat) < s.publicPoints(opponent(s, seat)) ? 1 : 2;
    }

    /** @return the other player of Catan for Two */
    public static int opponent(GameState s, int seat) {
        return s.next(seat);
    }

    private static boolean affordable(GameState s, int seat, TokenAction action) {
        return s.isCatanForTwo() && !s.twoPlayer.used(action) && s.twoPlayer.tokens(seat) >= cost(s, seat);
    }

    /**
     * once a turn, paid, and only while the opponent holds the cards it takes (a ruling);
     * with Cities &amp; Knights the plain trade takes resources only.
     */
    public static boolean canForceTrade(GameState s, int seat) {
        return affordable(s, seat, TokenAction.FORCED_TRADE)
                && takable(s, opponent(s, seat), false) >= FORCED_TRADE_CARDS;
    }

    /**
     * the forced trade that takes commodities too, at twice the cost; either kind once a
     * turn.
     */
    public static boolean canForceTradeWithCommodities(GameState s, int seat) {
        return s.isCitiesAndKnights()
                && !s.twoPlayer.used(TokenAction.FORCED_TRADE)
                && s.twoPlayer.tokens(seat) >= 2 * cost(s, seat)
                && takable(s, opponent(s, seat), true) >= FORCED_TRADE_CARDS;
    }

    /** @return the cards of the seat's hand a forced trade may take or give: all, or the resources */
    private static int takable(GameState s, int seat, boolean withCommodities) {
        return withCommodities || !s.isCitiesAndKnights() ? s.cards.handSize(seat) : resources(s, seat);
    }

    private static int resources(GameState s, int seat) {
        int n = 0;
        for (Card card : Card.resources()) {
            n += s.cards.hand[seat * Card.COUNT + card.code()];
        }
        return n;
    }

    /** @return the part of the seat's hand the forced trade being made gives back */
    public static Cards givable(GameState s, int seat) {
        Cards hand = s.cards.handOf(seat);
        return !s.isCitiesAndKnights() || s.twoPlayer.commodityTrade()
                ? hand
                : new Cards(hand.brick(), hand.lumber(), hand.wool(), hand.grain(), hand.ore(), 0, 0, 0);
    }

    /** once a turn, paid, and only while the robber stands off the desert. */
    public static boolean canSendRobberHome(GameState s, int seat) {
        int desert = s.board.desert();
        // with Barbarian Attack there is no robber to send
        return affordable(s, seat, TokenAction.ROBBER_TO_DESERT)
                && desert >= 0
                && s.figures.robber >= 0
                && s.figures.robber != desert;
    }

    /**
     * pays (twice with commodities), then takes 2 random cards from the
     * opponent, with Cities &amp; Knights resources only unless commodities are paid for; giving
     * back is the next decision.
     */
    public static void forceTrade(GameState s, Chronicle c, int seat, boolean withCommodities) {
        pay(s, c, seat, TokenAction.FORCED_TRADE, withCommodities ? 2 * cost(s, seat) : cost(s, seat));
        s.twoPlayer.setCommodityTrade(withCommodities && s.isCitiesAndKnights());
        boolean resourcesOnly = s.isCitiesAndKnights() && !withCommodities;
        for (int i = 0; i < FORCED_TRADE_CARDS; i++) {
            Robber.steal(s, c, seat, opponent(s, seat), resourcesOnly);
        }
    }

    /** the forced trade's second half, the cards of the player's choice. */
    public static void giveBack(GameState s, Chronicle c, int seat, Cards cards) {
        s.twoPlayer.setCommodityTrade(false);
        int to = opponent(s, seat);
        s.cards.transfer(seat, to, cards);
        c.add(new CardsGiven(seat, to, cards));
    }

    /** pays and puts the robber on the desert, robbing nobody. */
    public static void sendRobberHome(GameState s, Chronicle c, int seat) {
        pay(s, c, seat, TokenAction.ROBBER_TO_DESERT, cost(s, seat));
        Robber.move(s, c, seat, s.board.desert());
    }

    private static void pay(GameState s, Chronicle c, int seat, TokenAction action, int cost) {
        s.twoPlayer.spend(seat, cost, action);
        c.add(new TradeTokensChanged(seat, -cost, s.twoPlayer.tokens(seat)));
    }
}
