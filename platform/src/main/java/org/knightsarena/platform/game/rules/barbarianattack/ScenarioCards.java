package org.knightsarena.platform.game.rules.barbarianattack;

import org.knightsarena.api.action.BuyWithGold;
import org.knightsarena.api.action.MoveBarbarian;
import org.knightsarena.api.action.TakePrisoner;
import org.knightsarena.api.cards.BarbarianAttackCard;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.event.BarbarianCardPlayed;
import org.knightsarena.api.event.BarbarianMoved;
import org.knightsarena.api.event.BarbariansCaptured;
import org.knightsarena.api.event.GoldChanged;
import org.knightsarena.api.event.GoldChosen;
import org.knightsarena.platform.game.rules.base.Costs;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;

/**
 * The scenario's development cards with the base rules, bought at the usual price and
 * played at once (a ruling), and what gold buys.
 */
public final class ScenarioCards {
    private ScenarioCards() {}

    /** the gold a Treason card pays, and the barbarians it moves. */
    public static final int TREASON_GOLD = 2;

    public static final int TREASON_MOVES = 2;

    /** What a card bought asks of the player next. */
    public enum Next {
        NOTHING,
        CASTLE_KNIGHT,
        ANY_KNIGHT,
        PRISONER,
        MOVE_BARBARIANS
    }

    /** @return whether the seat may buy a card: the deck holds one and the seat can pay */
    public static boolean canBuy(GameState s, int seat) {
        return !s.castle.deckEmpty() && s.cards.holds(seat, Costs.DEVELOPMENT_CARD);
    }

    /** Pays for and plays the top card; a knight with no path or supply, or an Intrigue with no barbarian, is lost. */
    public static Next buy(GameState s, Chronicle c, int seat) {
        s.cards.pay(seat, Costs.DEVELOPMENT_CARD);
        BarbarianAttackCard card = s.castle.draw();
        c.add(new BarbarianCardPlayed(seat, card));
        switch (card) {
            case KNIGHTHOOD:
                return PathKnights.canPlace(s, seat, true) ? Next.CASTLE_KNIGHT : Next.NOTHING;
            case BLACK_KNIGHT:
                return PathKnights.canPlace(s, seat, false) ? Next.ANY_KNIGHT : Next.NOTHING;
            case TREASON:
                Capture.earnGold(s, c, seat, TREASON_GOLD);
                s.castle.treasonMoves = TREASON_MOVES;
                return canMoveBarbarian(s) ? Next.MOVE_BARBARIANS : Next.NOTHING;
            case INTRIGUE:
                return anyBarbarian(s) ? Next.PRISONER : Next.NOTHING;
            default:
                throw new AssertionError(card);
        }
    }

    private static boolean anyBarbarian(GameState s) {
        for (byte b : s.castle.barbarians) {
            if (b > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return whether a Treason move is owed and possible: a barbarian on the board and room on
     *     another coastal hex; when not, the moves still owed are dropped
     */
    public static boolean canMoveBarbarian(GameState s) {
        for (int from = 0; from < s.castle.barbarians.length && s.castle.treasonMoves > 0; from++) {
            for (int total = 2; total <= 12 && s.castle.barbarians[from] > 0; total++) {
                int to = s.castle.landingHex(total);
                if (to >= 0 && to != from && s.castle.barbarians[to] < CastleAndBarbarians.CONQUEST) {
                    return true;
                }
            }
        }
        s.castle.treasonMoves = 0;
        return false;
    }

    /** Adds a {@code MoveBarbarian} from each hex holding barbarians to each other coastal hex with room (Treason, a ruling). */
    public static void addBarbarianMoves(GameState s, OptionBuffer options) {
        for (int from = 0; from < s.castle.barbarians.length; from++) {
            if (s.castle.barbarians[from] == 0) {
                continue;
            }
            for (int total = 2; total <= 12; total++) {
                int to = s.castle.landingHex(total);
                if (to >= 0 && to != from && s.castle.barbarians[to] < CastleAndBarbarians.CONQUEST) {
                    options.add(new MoveBarbarian(from, to));
                }
            }
        }
    }

    /** Treason: one barbarian moves; the conquest is counted again. */
    public static void moveBarbarian(GameState s, Chronicle c, int seat, MoveBarbarian move) {
        s.castle.barbarians[move.from()]--;
        s.castle.barbarians[move.to()]++;
        s.castle.treasonMoves--;
        c.add(new BarbarianMoved(seat, move.from(), move.to()));
        Landing.refreshConquest(s);
    }

    /** Adds a {@code TakePrisoner} per hex holding barbarians (Intrigue). */
    public static void addPrisoners(GameState s, OptionBuffer options) {
        for (int hex = 0; hex < s.castle.barbarians.length; hex++) {
            if (s.castle.barbarians[hex] > 0) {
                options.add(new TakePrisoner(hex));
            }
        }
    }

    /** Intrigue: one barbarian of the hex becomes the seat's prisoner. */
    public static void takePrisoner(GameState s, Chronicle c, int seat, int hex) {
        s.castle.barbarians[hex]--;
        s.castle.prisoners[seat]++;
        java.util.List<Integer> taken = new java.util.ArrayList<>(java.util.Collections.nCopies(s.players, 0));
        taken.set(seat, 1);
        c.add(new BarbariansCaptured(hex, taken));
        Landing.refreshConquest(s);
    }

    /** a {@code BuyWithGold} per resource the bank holds, while the seat has 2 gold and buys left. */
    public static void addGoldBuys(GameState s, int seat, OptionBuffer options) {
        if (s.castle.gold[seat] < CastleAndBarbarians.GOLD_PER_RESOURCE
                || s.castle.goldBuys >= CastleAndBarbarians.GOLD_BUYS_PER_TURN) {
            return;
        }
        for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
            if (s.cards.bank[r] > 0) {
                options.add(new BuyWithGold(Card.of(r)));
            }
        }
    }

    public static void buyWithGold(GameState s, Chronicle c, int seat, Card resource) {
        s.castle.gold[seat] -= CastleAndBarbarians.GOLD_PER_RESOURCE;
        s.castle.goldBuys++;
        s.cards.receiveOne(seat, resource, 1);
        c.add(new GoldChanged(seat, -CastleAndBarbarians.GOLD_PER_RESOURCE, s.castle.gold[seat]));
        c.add(new GoldChosen(seat, resource));
    }
}
