package org.knightsarena.platform.game.rules.fortwo;

import org.knightsarena.api.board.Terrain;
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
        return s.points.publicPoints[seat] < s.points.publicPoints[opponent(s, seat)] ? 1 : 2;
    }

    /** @return the other player of Catan for Two */
    public static int opponent(GameState s, int seat) {
        return s.next(seat);
    }

    private static boolean affordable(GameState s, int seat, TokenAction action) {
        return s.isCatanForTwo() && !s.twoPlayer.used(action) && s.twoPlayer.tokens(seat) >= cost(s, seat);
    }

    /** once a turn, paid, and only while the opponent holds the cards it takes (a ruling). */
    public static boolean canForceTrade(GameState s, int seat) {
        return affordable(s, seat, TokenAction.FORCED_TRADE)
                && s.cards.handSize(opponent(s, seat)) >= FORCED_TRADE_CARDS;
    }

    /** once a turn, paid, and only while the robber stands off the desert. */
    public static boolean canSendRobberHome(GameState s, int seat) {
        int desert = s.board.desert();
        return affordable(s, seat, TokenAction.ROBBER_TO_DESERT) && desert >= 0 && s.figures.robber != desert;
    }

    /** pays, then takes 2 random cards from the opponent; giving back is the next decision. */
    public static void forceTrade(GameState s, Chronicle c, int seat) {
        pay(s, c, seat, TokenAction.FORCED_TRADE);
        for (int i = 0; i < FORCED_TRADE_CARDS; i++) {
            Robber.steal(s, c, seat, opponent(s, seat));
        }
    }

    /** the forced trade's second half, the cards of the player's choice. */
    public static void giveBack(GameState s, Chronicle c, int seat, Cards cards) {
        int to = opponent(s, seat);
        s.cards.transfer(seat, to, cards);
        c.add(new CardsGiven(seat, to, cards));
    }

    /** pays and puts the robber on the desert, robbing nobody. */
    public static void sendRobberHome(GameState s, Chronicle c, int seat) {
        pay(s, c, seat, TokenAction.ROBBER_TO_DESERT);
        Robber.move(s, c, seat, s.board.desert());
    }

    private static void pay(GameState s, Chronicle c, int seat, TokenAction action) {
        int cost = cost(s, seat);
        s.twoPlayer.spend(seat, cost, action);
        c.add(new TradeTokensChanged(seat, -cost, s.twoPlayer.tokens(seat)));
    }
}
