package org.knightsarena.platform.cli;

import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Cards;

/**
 * Puts values of the agent API into the plain words of {@link EventText}'s sentences: an enum
 * constant, a list of points, and the choices of a progress card's play read from its record's
 * components, so a card added later is described without a sentence of its own. Stateless and
 * thread-safe.
 */
final class PlainWords {

    private PlainWords() {}

    /** @return an enum constant in lower case with spaces: {@code illegal answer} */
    static String name(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** @return points by seat, comma-separated: {@code 3, 10, 4} */
    static String points(List<Integer> points) {
        StringBuilder s = new StringBuilder();
        for (Integer p : points) {
            if (s.length() > 0) {
                s.append(", ");
            }
            s.append(p);
        }
        return s.toString();
    }

    /**
     * Describes the choices of an action as its components in words, such as {@code hex 7, victim 2}:
     * a progress card's play has a record of its own per card, and its choices are public.
     *
     * @return {@code ""} for an action without choices
     */
    static String choices(Action action) {
        return action instanceof Record r ? components(r) : "";
    }

    private static String components(Record record) {
        StringBuilder s = new StringBuilder();
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            Object value;
            try {
                value = c.getAccessor().invoke(record);
            } catch (ReflectiveOperationException e) {
                // The accessors of a public record of the agent API are public.
                throw new AssertionError(e);
            }
            if (s.length() > 0) {
                s.append(", ");
            }
            s.append(words(c.getName())).append(' ').append(value(value));
        }
        return s.toString();
    }

    private static String value(Object value) {
        if (value instanceof Optional<?> o) {
            return o.map(PlainWords::value).orElse("none");
        }
        if (value instanceof Enum<?> e) {
            return name(e);
        }
        if (value instanceof Cards cards) {
            return cards.isEmpty() ? "no cards" : cards.toString();
        }
        if (value instanceof Collection<?> list) {
            StringBuilder s = new StringBuilder();
            for (Object item : list) {
                s.append(s.length() == 0 ? "" : " and ").append(value(item));
            }
            return s.length() == 0 ? "none" : s.toString();
        }
        if (value instanceof Record r) {
            return "(" + components(r) + ")";
        }
        if (value instanceof Boolean b) {
            return b ? "yes" : "no";
        }
        return String.valueOf(value);
    }

    /** @return a record component's name in words: {@code hexA} becomes {@code hex a} */
    private static String words(String camelCase) {
        return camelCase.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    }
}
