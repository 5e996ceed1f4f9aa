package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.event.BankTraded;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.CardsTaken;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.TradeAnswered;
import org.knightsarena.api.event.TradeCancelled;
import org.knightsarena.api.event.TradeCompleted;
import org.knightsarena.api.event.TradeOffered;

/** The sentences of cards changing hands: trades with the bank and between players, gifts and takings. *
 * @param names how the sentences name the seats
 */
record TradeText(SeatNames names) implements EventWords {

    @Override
    public Optional<String> describe(GameEvent event) {
        if (event instanceof CardsGiven e) {
            return Optional.of(seat(e.from()) + " gave " + e.cards() + " to " + seat(e.to()));
        }
        if (event instanceof CardsTaken e) {
            return Optional.of(seat(e.player()) + " took " + e.cards() + " from the bank");
        }
        if (event instanceof BankTraded e) {
            return Optional.of(seat(e.player()) + " traded " + e.gave() + " to the bank for " + e.took());
        }
        if (event instanceof TradeOffered e) {
            return Optional.of(seat(e.player()) + " offered " + e.give() + " for " + e.take());
        }
        if (event instanceof TradeAnswered e) {
            return Optional.of(seat(e.player()) + (e.accepted() ? " accepted" : " declined") + " the offer");
        }
        if (event instanceof TradeCompleted e) {
            return Optional.of(
                    seat(e.offerer()) + " traded " + e.give() + " to " + seat(e.partner()) + " for " + e.take());
        }
        if (event instanceof TradeCancelled e) {
            return Optional.of("the trade offered by " + seat(e.player()) + " was called off");
        }
        return Optional.empty();
    }

    private String seat(int seat) {
        return names.seat(seat);
    }
}
