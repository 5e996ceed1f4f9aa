package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * The replay JSON form of {@link Cards}: an object of its non-zero counts in card order, keyed
 * by the lower-case card name ({@code {"brick": 1, "ore": 2}}).
 *
 * <p>Stateless and thread-safe.
 */
final class CardsJson {

    /** The cards in code order, and their names in JSON. */
    private static final Card[] CARDS = Card.all();

    private static final String[] CARD_NAMES = new String[Card.COUNT];
    private static final Map<String, Card> CARDS_BY_NAME = new HashMap<>();

    static {
        for (Card card : CARDS) {
            CARD_NAMES[card.code()] = card.name().toLowerCase(Locale.ROOT);
            CARDS_BY_NAME.put(CARD_NAMES[card.code()], card);
        }
    }

    private CardsJson() {}

    /** Writes the non-zero counts in card order: {@code {"brick": 1, "ore": 2}}. */
    static final class Serializer extends StdSerializer<Cards> {
        private static final long serialVersionUID = 1L;

        Serializer() {
            super(Cards.class);
        }

        @Override
        public void serialize(Cards cards, JsonGenerator g, SerializerProvider provider) throws IOException {
            g.writeStartObject(cards);
            for (Card card : CARDS) {
                int count = cards.count(card);
                if (count != 0) {
                    g.writeNumberField(CARD_NAMES[card.code()], count);
                }
            }
            g.writeEndObject();
        }
    }

    /** Reads an object of card counts; absent cards count 0. */
    static final class Deserializer extends StdDeserializer<Cards> {
        private static final long serialVersionUID = 1L;

        Deserializer() {
            super(Cards.class);
        }

        @Override
        public Cards deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String name;
            if (p.isExpectedStartObjectToken()) {
                name = p.nextFieldName();
            } else if (p.hasToken(JsonToken.FIELD_NAME)) {
                name = p.currentName();
            } else {
                return (Cards) ctxt.handleUnexpectedToken(Cards.class, p);
            }
            int[] counts = new int[Card.COUNT];
            for (; name != null; name = p.nextFieldName()) {
                Card card = CARDS_BY_NAME.get(name);
                if (card == null) {
                    return ctxt.reportInputMismatch(
                            this, "unknown card '%s'; cards are %s", name, String.join(", ", CARD_NAMES));
                }
                if (p.nextToken() != JsonToken.VALUE_NUMBER_INT) {
                    return ctxt.reportInputMismatch(
                            this, "count of %s must be a whole number, not %s", name, p.getText());
                }
                int count = p.getIntValue();
                if (count < 0) {
                    return ctxt.reportInputMismatch(this, "count of %s must not be negative: %d", name, count);
                }
                counts[card.code()] = count;
            }
            return Cards.fromCounts(counts);
        }
    }
}
