package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.event.BarbarianCardPlayed;
import org.knightsarena.api.event.BarbarianLanded;
import org.knightsarena.api.event.BarbarianMoved;
import org.knightsarena.api.event.BarbariansCaptured;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GoldChanged;
import org.knightsarena.api.event.TradeTokensChanged;

/**
 * The Traders &amp; Barbarians sentences (docs/rules/traders-and-barbarians.md): Barbarian Attack's
 * landings, conquests, cards, captures and gold, and Catan for Two's trade tokens;
 * the knights on paths have {@link PathKnightText}. Immutable and thread-safe.
 *
 * @param names how the sentences name the seats
 */
record TradersAndBarbariansText(SeatNames names) implements EventWords {

    @Override
    public Optional<String> describe(GameEvent event) {
        return Optional.ofNullable(barbarians(event)).or(() -> Optional.ofNullable(goldAndTokens(event)));
    }

    /** @return the sentence of a landing, a Barbarian Attack card, a barbarian's move or a capture, or null */
    private String barbarians(GameEvent event) {
        if (event instanceof BarbarianLanded e) {
            return "barbarians landed on hex " + e.hex() + ": " + e.barbarians() + " there now"
                    + (e.barbarians() >= 3 ? ", so the hex is conquered" : "");
        }
        if (event instanceof BarbarianCardPlayed e) {
            return seat(e.player()) + " bought the " + PlainWords.name(e.card()) + " card and played it at once";
        }
        if (event instanceof BarbarianMoved e) {
            return seat(e.player()) + " moved a barbarian from hex " + e.from() + " to hex " + e.to();
        }
        if (event instanceof BarbariansCaptured e) {
            return "barbarians of hex " + e.hex() + " were taken prisoner; prisoners by seat: "
                    + PlainWords.points(e.prisoners());
        }
        return null;
    }

    /** @return the sentence of a gold or trade token event, or null (knights on paths: {@link PathKnightText}) */
    private String goldAndTokens(GameEvent event) {
        if (event instanceof GoldChanged e) {
            return seat(e.player()) + (e.change() >= 0 ? " received " : " paid ") + Math.abs(e.change()) + " gold (now "
                    + e.gold() + ")";
        }
        if (event instanceof TradeTokensChanged e) {
            return seat(e.player()) + (e.change() >= 0 ? " earned " : " paid ") + Math.abs(e.change()) + " trade token"
                    + (Math.abs(e.change()) == 1 ? "" : "s") + " (now " + e.tokens() + ")";
        }
        return null;
    }

    private String seat(int seat) {
        return names.seat(seat);
    }
}
