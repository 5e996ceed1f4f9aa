package org.knightsarena.platform.game.rules.progress;

import org.knightsarena.api.action.GiveCommodity;
import org.knightsarena.api.action.HarborExchange;
import org.knightsarena.api.action.PlayCommercialHarbor;
import org.knightsarena.api.action.PlayMasterMerchant;
import org.knightsarena.api.action.PlayMerchant;
import org.knightsarena.api.action.PlayMerchantFleet;
import org.knightsarena.api.action.PlayResourceMonopoly;
import org.knightsarena.api.action.PlayTradeMonopoly;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseCommodityToGive;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.MerchantPlaced;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.base.Trading;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * The trade progress cards (RULES.md §13.6) and the merchant (§14). Each card is offered in the
 * MainTurn only while held, on the owner's turn after the roll, and only when its effect can
 * happen at all. Rulings on what "can happen" means here:
 * <ul>
 * <li>Commercial Harbor: the player holds a resource and some opponent holds a commodity; a second
 * Commercial Harbor in a turn re-opens one exchange with every opponent, so it is offered only
 * once an exchange of the first has been used.</li>
 * <li>Master Merchant: an opponent with more points who holds at least one card.</li>
 * <li>Merchant: a resource-producing land hex next to one of the player's buildings; placing it
 * where it already stands under the player's own control changes nothing and is not offered.</li>
 * <li>Merchant Fleet: any of the 8 kinds the player does not already trade 2:1 (a fleet on a kind
 * already at 2:1 changes nothing).</li>
 * <li>Resource and Trade Monopoly: only a kind that at least one opponent holds ("cannot happen at
 * all" otherwise).</li>
 * </ul>
 */
public final class TradeCards {
    private static final int MAX_SEATS = 8;
    private static final int MAX_HEXES = 128;
    private static final PlayMasterMerchant[] MASTER_MERCHANTS = new PlayMasterMerchant[MAX_SEATS];
    private static final PlayMerchant[] MERCHANTS = new PlayMerchant[MAX_HEXES];
    private static final PlayMerchantFleet[] FLEETS = new PlayMerchantFleet[Card.COUNT];
    private static final PlayResourceMonopoly[] RESOURCE_MONOPOLIES = new PlayResourceMonopoly[Card.RESOURCE_COUNT];
    private static final PlayTradeMonopoly[] TRADE_MONOPOLIES = new PlayTradeMonopoly[Card.COUNT];
    private static final GiveCommodity[] GIVES = new GiveCommodity[Card.COUNT];
    private static final HarborExchange[] EXCHANGES = new HarborExchange[MAX_SEATS * Card.RESOURCE_COUNT];

    static {
        for (int p = 0; p < MAX_SEATS; p++) {
            MASTER_MERCHANTS[p] = new PlayMasterMerchant(p);
            for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
                EXCHANGES[p * Card.RESOURCE_COUNT + r] = new HarborExchange(p, Card.of(r));
            }
        }
        for (int h = 0; h < MAX_HEXES; h++) {
            MERCHANTS[h] = new PlayMerchant(h);
        }
        for (int c = 0; c < Card.COUNT; c++) {
            FLEETS[c] = new PlayMerchantFleet(Card.of(c));
            if (c < Card.RESOURCE_COUNT) {
                RESOURCE_MONOPOLIES[c] = new PlayResourceMonopoly(Card.of(c));
            } else {
                TRADE_MONOPOLIES[c] = new PlayTradeMonopoly(Card.of(c));
                GIVES[c] = new GiveCommodity(Card.of(c));
            }
        }
    }

    private TradeCards() {}

    static void addBeforeRollOptions(GameState s, int seat, OptionBuffer options) {
        // no trade card is played before the roll
    }

    /** The trade cards the seat may play now, and Commercial Harbor's open exchanges. */
    static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        if (seat != s.turn.active || s.turn.phase() != Phase.MAIN) {
            return;
        }
        if (s.effects.harborOpen) {
            addExchanges(s, seat, options);
        }
        int base = seat * ProgressPiles.KINDS;
        int[] held = s.progress.hand;
        if (held[base + ProgressCard.COMMERCIAL_HARBOR.ordinal()] > 0
                && (!s.effects.harborOpen || s.effects.harborUsed != 0)
                && holdsResource(s, seat)
                && anyOpponentHolds(s, seat, Card.RESOURCE_COUNT, Card.COUNT)) {
            options.add(PlayCommercialHarbor.INSTANCE);
        }
        if (held[base + ProgressCard.MASTER_MERCHANT.ordinal()] > 0) {
            int mine = s.totalPoints(seat);
            for (int p = 0; p < s.players; p++) {
                if (p != seat && s.totalPoints(p) > mine && s.cards.handSize(p) > 0) {
                    options.add(MASTER_MERCHANTS[p]);
                }
            }
        }
        if (held[base + ProgressCard.MERCHANT.ordinal()] > 0) {
            for (int hex = 0; hex < s.topology.hexCount(); hex++) {
                if (canPlaceMerchant(s, seat, hex)) {
                    options.add(MERCHANTS[hex]);
                }
            }
        }
        if (held[base + ProgressCard.MERCHANT_FLEET.ordinal()] > 0) {
            for (int c = 0; c < Card.COUNT; c++) {
                if (Trading.rate(s, seat, Card.of(c)) > 2) {
                    options.add(FLEETS[c]);
                }
            }
        }
        if (held[base + ProgressCard.RESOURCE_MONOPOLY.ordinal()] > 0) {
            for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
                if (anyOpponentHolds(s, seat, r, r + 1)) {
                    options.add(RESOURCE_MONOPOLIES[r]);
                }
            }
        }
        if (held[base + ProgressCard.TRADE_MONOPOLY.ordinal()] > 0) {
            for (int c = Card.RESOURCE_COUNT; c < Card.COUNT; c++) {
                if (anyOpponentHolds(s, seat, c, c + 1)) {
                    options.add(TRADE_MONOPOLIES[c]);
                }
            }
        }
    }

    /** one exchange per opponent not yet dealt with who holds a commodity, per resource the player holds. */
    private static void addExchanges(GameState s, int seat, OptionBuffer options) {
        for (int p = 0; p < s.players; p++) {
            if (p == seat
                    || (s.effects.harborUsed & (1 << p)) != 0
                    || !holdsAny(s, p, Card.RESOURCE_COUNT, Card.COUNT)) {
                continue;
            }
            for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
                if (s.cards.hand[seat * Card.COUNT + r] > 0) {
                    options.add(EXCHANGES[p * Card.RESOURCE_COUNT + r]);
                }
            }
        }
    }

    /** a resource-producing land hex next to one of the seat's buildings, not where the seat's own merchant stands. */
    static boolean canPlaceMerchant(GameState s, int seat, int hex) {
        if (s.figures.hexResource[hex] < 0 || (hex == s.figures.merchantHex && s.figures.merchantOwner == seat)) {
            return false;
        }
        for (int k = 0; k < 6; k++) {
            if (s.pieces.buildingOwner[s.topology.corner(hex, k)] == seat) {
                return true;
            }
        }
        return false;
    }

    private static boolean holdsResource(GameState s, int seat) {
        return holdsAny(s, seat, 0, Card.RESOURCE_COUNT);
    }

    /** @return whether the seat holds a card with a code in {@code [from, to)} */
    private static boolean holdsAny(GameState s, int seat, int from, int to) {
        int base = seat * Card.COUNT;
        for (int c = from; c < to; c++) {
            if (s.cards.hand[base + c] > 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyOpponentHolds(GameState s, int seat, int from, int to) {
        for (int p = 0; p < s.players; p++) {
            if (p != seat && holdsAny(s, p, from, to)) {
                return true;
            }
        }
        return false;
    }

    /** Applies a validated {@link PlayCommercialHarbor}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayCommercialHarbor action) {
        ProgressCards.play(s, c, seat, ProgressCard.COMMERCIAL_HARBOR, action);
        s.effects.harborOpen = true;
        s.effects.harborUsed = 0;
        return Continuation.NONE;
    }

    /** Applies a validated {@link HarborExchange}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, HarborExchange action) {
        return exchange(s, c, seat, action);
    }

    /** Applies a validated {@link GiveCommodity}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, GiveCommodity action) {
        giveCommodity(s, c, seat, action.commodity());
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link PlayMasterMerchant}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayMasterMerchant action) {
        ProgressCards.play(s, c, seat, ProgressCard.MASTER_MERCHANT, action);
        s.effects.cardOpponent = action.opponent();
        s.turn.owe(Phase.MASTER_MERCHANT, seat);
        return Continuation.OWED_THEN_MAIN;
    }

    /** Applies a validated {@link TakeCards}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, TakeCards action) {
        Cards cards = action.cards();
        int from = s.effects.cardOpponent;
        s.cards.transfer(from, seat, cards);
        c.add(new CardsGiven(from, seat, cards));
        s.effects.cardOpponent = BoardView.NOBODY;
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link PlayMerchant}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayMerchant action) {
        ProgressCards.play(s, c, seat, ProgressCard.MERCHANT, action);
        placeMerchant(s, c, seat, action.hex());
        return Continuation.NONE;
    }

    /** Applies a validated {@link PlayMerchantFleet}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayMerchantFleet action) {
        ProgressCards.play(s, c, seat, ProgressCard.MERCHANT_FLEET, action);
        if (s.effects.merchantFleet == BoardView.NOBODY) {
            s.effects.fleetKinds = 0;
        }
        Card card = action.card();
        s.effects.fleetKinds |= 1 << card.ordinal();
        s.effects.merchantFleet = card.code();
        return Continuation.NONE;
    }

    /** Applies a validated {@link PlayResourceMonopoly}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayResourceMonopoly action) {
        ProgressCards.play(s, c, seat, ProgressCard.RESOURCE_MONOPOLY, action);
        monopoly(s, c, seat, action.resource(), 2);
        return Continuation.NONE;
    }

    /** Applies a validated {@link PlayTradeMonopoly}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayTradeMonopoly action) {
        ProgressCards.play(s, c, seat, ProgressCard.TRADE_MONOPOLY, action);
        monopoly(s, c, seat, action.commodity(), 1);
        return Continuation.NONE;
    }

    /** the player hands the opponent a resource; the opponent owes a commodity of their choice. */
    private static Continuation exchange(GameState s, Chronicle c, int seat, HarborExchange x) {
        int opponent = x.opponent();
        Cards given = Cards.of(x.resource(), 1);
        s.cards.transfer(seat, opponent, given);
        c.add(new CardsGiven(seat, opponent, given));
        s.effects.harborUsed |= 1 << opponent;
        s.effects.cardOpponent = opponent;
        s.turn.owe(Phase.HARBOR_COMMODITY, opponent);
        return Continuation.OWED_THEN_MAIN;
    }

    private static void giveCommodity(GameState s, Chronicle c, int seat, Card commodity) {
        Cards given = Cards.of(commodity, 1);
        s.cards.transfer(seat, s.turn.active, given);
        c.add(new CardsGiven(seat, s.turn.active, given));
        s.effects.cardOpponent = BoardView.NOBODY;
    }

    /** the last player to play a Merchant controls it; the point moves with control. */
    static void placeMerchant(GameState s, Chronicle c, int seat, int hex) {
        if (s.figures.merchantOwner != BoardView.NOBODY) {
            s.points.publicPoints[s.figures.merchantOwner]--;
        }
        s.figures.merchantOwner = seat;
        s.figures.merchantHex = hex;
        s.points.publicPoints[seat]++;
        c.add(new MerchantPlaced(seat, hex));
    }

    /** each opponent, in turn order, gives up to {@code most} of the kind. */
    private static void monopoly(GameState s, Chronicle c, int seat, Card kind, int most) {
        for (int p = s.next(seat); p != seat; p = s.next(p)) {
            int n = Math.min(most, s.cards.count(p, kind));
            if (n > 0) {
                Cards given = Cards.of(kind, n);
                s.cards.transfer(p, seat, given);
                c.add(new CardsGiven(p, seat, given));
            }
        }
    }

    /** The decisions of Commercial Harbor (the opponent's commodity) and Master Merchant (the cards taken). */
    static Decision decision(GameState s, int seat) {
        switch (s.turn.phase()) {
            case HARBOR_COMMODITY: {
                OptionBuffer options = s.optionBuffer.start();
                for (int k = Card.RESOURCE_COUNT; k < Card.COUNT; k++) {
                    if (s.cards.hand[seat * Card.COUNT + k] > 0) {
                        options.add(GIVES[k]);
                    }
                }
                return new ChooseCommodityToGive(seat, s.turn.active, options.toList());
            }
            case MASTER_MERCHANT: {
                int from = s.effects.cardOpponent;
                return new ChooseCardsToTake(seat, from, s.cards.handOf(from), Math.min(2, s.cards.handSize(from)));
            }
            default:
                throw new AssertionError(s.turn.phase());
        }
    }
}
