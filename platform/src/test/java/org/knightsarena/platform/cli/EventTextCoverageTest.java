package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.BarbarianAttackCard;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.BarbarianCardPlayed;
import org.knightsarena.api.event.BarbarianLanded;
import org.knightsarena.api.event.BarbarianMoved;
import org.knightsarena.api.event.BarbariansCaptured;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GoldChanged;
import org.knightsarena.api.event.KnightCasualty;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.api.event.TradeTokensChanged;

/**
 * Every event type of the agent API's sealed {@link GameEvent} list has a sentence of
 * {@link EventText}: one sample of each, built from its record components, must not fall back to
 * the record's {@code toString()}. Barbarian Attack's sentences and Catan for Two's trade
 * tokens read as written here.
 */
class EventTextCoverageTest {

    private static final Pattern RECORD_FORM = Pattern.compile("\\[[^\\]]*=");
    private final EventText text = new EventText(List.of("random", "random#2", "heuristic", "mcts"));

    @Test
    void everyEventTypeOfTheSealedListHasASentence() throws ReflectiveOperationException {
        List<String> missing = new ArrayList<>();
        Class<?>[] types = GameEvent.class.getPermittedSubclasses();
        for (Class<?> type : types) {
            GameEvent sample = (GameEvent) sample(type);
            String line = text.describe(sample);
            if (line.isBlank() || RECORD_FORM.matcher(line).find() || line.startsWith(type.getSimpleName())) {
                missing.add(type.getSimpleName() + " reads " + line);
            }
        }
        assertTrue(types.length >= 58, "the sealed list: " + Arrays.toString(types));
        assertEquals(List.of(), missing, "give these events a sentence in their family's text class");
    }

    @Test
    void barbarianAttackEventsReadAsSentencesR24_1() {
        assertEquals("barbarians landed on hex 15: 2 there now", text.describe(new BarbarianLanded(15, 2)));
        assertEquals(
                "barbarians landed on hex 0: 3 there now, so the hex is conquered",
                text.describe(new BarbarianLanded(0, 3)));
        assertEquals(
                "Seat 0 (random) bought the black knight card and played it at once",
                text.describe(new BarbarianCardPlayed(0, BarbarianAttackCard.BLACK_KNIGHT)));
        assertEquals(
                "Seat 2 (heuristic) moved a barbarian from hex 0 to hex 18",
                text.describe(new BarbarianMoved(2, 0, 18)));
        assertEquals(
                "barbarians of hex 3 were taken prisoner; prisoners by seat: 1, 0, 2, 0",
                text.describe(new BarbariansCaptured(3, List.of(1, 0, 2, 0))));
        assertEquals("Seat 3 (mcts) placed a knight on path 23", text.describe(new PathKnightPlaced(3, 23)));
        assertEquals(
                "Seat 1 (random#2)'s knight moved from path 34 to path 42, paying 1 grain",
                text.describe(new PathKnightMoved(1, 34, 42, true)));
        assertEquals(
                "Seat 1 (random#2)'s knight moved from path 34 to path 42",
                text.describe(new PathKnightMoved(1, 34, 42, false)));
        assertEquals(
                "Seat 0 (random)'s knight on path 0 fell and went back to its supply",
                text.describe(new KnightCasualty(0, 0)));
        assertEquals("Seat 0 (random) received 3 gold (now 5)", text.describe(new GoldChanged(0, 3, 5)));
        assertEquals("Seat 0 (random) paid 2 gold (now 3)", text.describe(new GoldChanged(0, -2, 3)));
    }

    @Test
    void tradeTokensReadAsEarnedOrPaidR24_2() {
        assertEquals("Seat 1 (random#2) earned 1 trade token (now 3)", text.describe(new TradeTokensChanged(1, 1, 3)));
        assertEquals("Seat 1 (random#2) paid 2 trade tokens (now 1)", text.describe(new TradeTokensChanged(1, -2, 1)));
    }

    @Test
    void aShipIsBuiltOnAPath() {
        assertEquals("Seat 0 (random) built a ship on path 40", text.describe(new Built(0, Piece.SHIP, 40)));
    }

    /** A value of a record component's type: 1 for numbers, the first constant of an enum, and so on. */
    private static Object sample(Type type) throws ReflectiveOperationException {
        if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                list.add(sample(p.getActualTypeArguments()[0]));
            }
            return list;
        }
        Class<?> c = (Class<?>) type;
        if (c == int.class || c == Integer.class) {
            return 1;
        }
        if (c == long.class) {
            return 1L;
        }
        if (c == boolean.class) {
            return true;
        }
        if (c == String.class) {
            return "a detail";
        }
        if (c == Cards.class) {
            return Cards.of(Card.ORE, 1);
        }
        if (c.isEnum()) {
            return c.getEnumConstants()[0];
        }
        if (c.isSealed()) {
            return sample(c.getPermittedSubclasses()[0]);
        }
        if (c.isRecord()) {
            for (Field f : c.getFields()) { // an action without components is its INSTANCE
                if (Modifier.isStatic(f.getModifiers()) && f.getName().equals("INSTANCE")) {
                    return f.get(null);
                }
            }
            RecordComponent[] components = c.getRecordComponents();
            Object[] values = new Object[components.length];
            Class<?>[] classes = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                values[i] = sample(components[i].getGenericType());
                classes[i] = components[i].getType();
            }
            Constructor<?> canonical = c.getDeclaredConstructor(classes);
            return canonical.newInstance(values);
        }
        throw new IllegalStateException("no sample value for " + type + ": teach sample() this type");
    }
}
