package org.knightsarena.platform.chronicle;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.platform.game.state.SeatedAction;

/**
 * The action list of a compact replay packed into one string (format 2, {@code
 * docs/replay-format.md}) or into bytes (format 3, {@link #write}), and back.
 *
 * <p>Actions are separated by a space; an action is its fields separated by commas: the seat,
 * the index of its type in the replay's list of type names (simple class names, in order of
 * first use), then its record components in declaration order: a number as decimal digits, an
 * enum constant by name, {@link Cards} as its eight counts in card order joined by {@code /}, an
 * {@code Optional} as its value or {@code -} when empty, a list of numbers joined by {@code /}
 * (nothing when empty). A replay of a whole game packs into a few kilobytes, and packing costs
 * a small fraction of playing the game, where writing each action as a JSON object cost more
 * than the game itself.
 *
 * <p>The action types are the leaves of the sealed {@link Action} hierarchy, so a new record
 * packs without a change here; each type's components are looked up once. Thread-safe.
 */
final class PackedActions {

    private static final Map<String, Shape> BY_NAME = new HashMap<>();

    // One look-up per packed action: a ClassValue answers from the class itself, where a
    // HashMap keyed by class was the packing's costliest step (issue 15's replay write).
    private static final ClassValue<Shape> SHAPES = new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
            Shape shape = BY_NAME.get(type.getSimpleName());
            if (shape == null || shape.type != type) {
                throw new IllegalArgumentException(type.getName() + " is not an action of the agent API");
            }
            return shape;
        }
    };

    static {
        int id = 0;
        for (Class<?> type : ReplayMapper.leaves(Action.class)) {
            BY_NAME.put(type.getSimpleName(), Shape.of(type, id++));
        }
    }

    private PackedActions() {}

    /**
     * Packs actions.
     *
     * @param actions the actions with their seats, never null
     * @param types   receives the simple names of the action types used, in order of first use;
     *                the packed actions refer to them by index
     * @return the packed actions, empty for none
     */
    static String pack(List<SeatedAction> actions, List<String> types) {
        // about eight characters an action in real games, so the buffer rarely grows
        StringBuilder out = new StringBuilder(8 * actions.size() + 16);
        int[] index = new int[BY_NAME.size()]; // a shape's place in types, plus one; 0 for unused
        for (SeatedAction seated : actions) {
            Action action = seated.action();
            Shape shape = SHAPES.get(action.getClass());
            if (index[shape.id] == 0) {
                types.add(shape.name());
                index[shape.id] = types.size();
            }
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(seated.seat()).append(',').append(index[shape.id] - 1);
            shape.appendComponents(action, out);
        }
        return out.toString();
    }

    /**
     * Unpacks what {@link #pack} made.
     *
     * @param types  the type names the packed actions refer to, never null
     * @param packed the packed actions, never null
     * @return the actions with their seats, in order
     * @throws ReplayFormatException naming the action's index when a type is unknown, a field is
     *                               missing, extra or malformed, or the record refuses its values
     */
    static List<SeatedAction> unpack(List<String> types, String packed) {
        Shape[] shapes = shapes(types);
        List<SeatedAction> actions = new ArrayList<>();
        if (packed.isEmpty()) {
            return actions;
        }
        for (String text : packed.split(" ", -1)) {
            int at = actions.size();
            String[] fields = text.split(",", -1);
            if (fields.length < 2) {
                throw new ReplayFormatException("action " + at + " '" + text + "' needs a seat and a type");
            }
            int seat = number(fields[0], at, "seat");
            int type = number(fields[1], at, "type");
            if (type >= shapes.length) {
                throw new ReplayFormatException(
                        "action " + at + " names type " + type + " but the replay lists " + shapes.length + " types");
            }
            actions.add(new SeatedAction(seat, shapes[type].read(fields, at)));
        }
        return actions;
    }

    /**
     * Writes actions in the binary form of format 3: per action its seat, the index of its type in
     * {@code types}, then its components as varints (a number as itself, an enum constant as the
     * index of its name in {@code constants}, {@link Cards} as its eight counts, an
     * {@code Optional} as 0 when empty or the constant's index plus one, a list as its length and
     * its numbers).
     *
     * @param actions   the actions with their seats, never null
     * @param out       receives the actions
     * @param types     receives the simple names of the action types used, in order of first use
     * @param constants receives the enum constants used
     */
    static void write(List<SeatedAction> actions, ByteSink out, List<String> types, ConstantTable constants) {
        int[] index = new int[BY_NAME.size()]; // a shape's place in types, plus one; 0 for unused
        for (SeatedAction seated : actions) {
            Action action = seated.action();
            Shape shape = SHAPES.get(action.getClass());
            if (index[shape.id] == 0) {
                types.add(shape.name());
                index[shape.id] = types.size();
            }
            out.varint(seated.seat());
            out.varint(index[shape.id] - 1);
            shape.writeComponents(action, out, constants);
        }
    }

    /**
     * Reads {@code count} actions that {@link #write} wrote.
     *
     * @throws ReplayFormatException naming the action's index when a type or constant index is out
     *                               of range, the data ends early, or the record refuses its values
     */
    static List<SeatedAction> read(List<String> types, ConstantTable constants, ByteSource in, int count) {
        Shape[] shapes = shapes(types);
        List<SeatedAction> actions = new ArrayList<>(count);
        for (int at = 0; at < count; at++) {
            int seat = in.varint("action " + at + "'s seat");
            int type = in.varint("action " + at + "'s type");
            if (type >= shapes.length) {
                throw new ReplayFormatException(
                        "action " + at + " names type " + type + " but the replay lists " + shapes.length + " types");
            }
            actions.add(new SeatedAction(seat, shapes[type].read(in, constants, at)));
        }
        return actions;
    }

    private static Shape[] shapes(List<String> types) {
        Shape[] shapes = new Shape[types.size()];
        for (int i = 0; i < shapes.length; i++) {
            shapes[i] = BY_NAME.get(types.get(i));
            if (shapes[i] == null) {
                throw new ReplayFormatException("unknown action type '" + types.get(i) + "' at types[" + i + "]");
            }
        }
        return shapes;
    }

    private static int number(String field, int at, String what) {
        if (field.isEmpty() || field.length() > 9 || !field.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new ReplayFormatException(
                    "action " + at + ": " + what + " must be a whole number 0 or more, not '" + field + "'");
        }
        return Integer.parseInt(field);
    }

    /** How one component is written. */
    private enum Form {
        NUMBER,
        ENUM,
        CARDS,
        OPTIONAL_ENUM,
        NUMBER_LIST
    }

    /** One action type: its name, its components' accessors and forms, its canonical constructor. */
    private static final class Shape {
        private final Class<?> type;
        private final int id;
        private final String name;
        private final Method[] accessors;
        private final Form[] forms;
        private final Class<?>[] enums;
        private final Constructor<?> constructor;

        private Shape(
                Class<?> type, int id, Method[] accessors, Form[] forms, Class<?>[] enums, Constructor<?> constructor) {
            this.type = type;
            this.id = id;
            this.name = type.getSimpleName();
            this.accessors = accessors;
            this.forms = forms;
            this.enums = enums;
            this.constructor = constructor;
        }

        String name() {
            return name;
        }

        static Shape of(Class<?> type, int id) {
            RecordComponent[] components = type.getRecordComponents();
            Method[] accessors = new Method[components.length];
            Form[] forms = new Form[components.length];
            Class<?>[] enums = new Class<?>[components.length];
            Class<?>[] parameters = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                RecordComponent c = components[i];
                accessors[i] = c.getAccessor();
                // the accessors are public: this only spares Method.invoke its caller check on every call
                accessors[i].setAccessible(true);
                parameters[i] = c.getType();
                if (c.getType() == int.class) {
                    forms[i] = Form.NUMBER;
                } else if (c.getType().isEnum()) {
                    forms[i] = Form.ENUM;
                    enums[i] = c.getType();
                } else if (c.getType() == Cards.class) {
                    forms[i] = Form.CARDS;
                } else if (c.getType() == Optional.class && argument(c).isEnum()) {
                    forms[i] = Form.OPTIONAL_ENUM;
                    enums[i] = argument(c);
                } else if (c.getType() == List.class && argument(c) == Integer.class) {
                    forms[i] = Form.NUMBER_LIST;
                } else {
                    throw new IllegalStateException(type.getName() + "." + c.getName() + " is of a type compact"
                            + " replays do not pack: " + c.getGenericType());
                }
            }
            try {
                return new Shape(type, id, accessors, forms, enums, type.getDeclaredConstructor(parameters));
            } catch (NoSuchMethodException e) {
                throw new AssertionError("a record has its canonical constructor", e);
            }
        }

        private static Class<?> argument(RecordComponent c) {
            Type type = ((ParameterizedType) c.getGenericType()).getActualTypeArguments()[0];
            return type instanceof Class<?> k ? k : Object.class;
        }

        void appendComponents(Action action, StringBuilder out) {
            for (int i = 0; i < accessors.length; i++) {
                out.append(',');
                Object value = get(i, action);
                switch (forms[i]) {
                    case NUMBER -> out.append(((Integer) value).intValue());
                    case ENUM -> out.append(((Enum<?>) value).name());
                    case CARDS -> {
                        Cards cards = (Cards) value;
                        for (int k = 0; k < Card.COUNT; k++) {
                            out.append(k == 0 ? "" : "/").append(cards.count(Card.of(k)));
                        }
                    }
                    case OPTIONAL_ENUM ->
                        out.append(((Optional<?>) value)
                                .map(e -> ((Enum<?>) e).name())
                                .orElse("-"));
                    case NUMBER_LIST -> {
                        List<?> numbers = (List<?>) value;
                        for (int k = 0; k < numbers.size(); k++) {
                            out.append(k == 0 ? "" : "/").append(numbers.get(k));
                        }
                    }
                }
            }
        }

        void writeComponents(Action action, ByteSink out, ConstantTable constants) {
            for (int i = 0; i < accessors.length; i++) {
                Object value = get(i, action);
                switch (forms[i]) {
                    case NUMBER -> out.varint((Integer) value);
                    case ENUM -> out.varint(constants.indexOf((Enum<?>) value));
                    case CARDS -> {
                        Cards cards = (Cards) value;
                        for (int k = 0; k < Card.COUNT; k++) {
                            out.varint(cards.count(Card.of(k)));
                        }
                    }
                    case OPTIONAL_ENUM -> {
                        Optional<?> optional = (Optional<?>) value;
                        out.varint(optional.isEmpty() ? 0 : 1 + constants.indexOf((Enum<?>) optional.get()));
                    }
                    case NUMBER_LIST -> {
                        List<?> numbers = (List<?>) value;
                        out.varint(numbers.size());
                        for (Object n : numbers) {
                            out.varint((Integer) n);
                        }
                    }
                }
            }
        }

        Action read(ByteSource in, ConstantTable constants, int at) {
            Object[] values = new Object[forms.length];
            for (int i = 0; i < forms.length; i++) {
                String what = "action " + at + "'s " + name + "." + accessors[i].getName();
                values[i] = switch (forms[i]) {
                    case NUMBER -> in.varint(what);
                    case ENUM -> constants.constant(enumType(i), in.varint(what), what);
                    case CARDS -> {
                        int[] counts = new int[Card.COUNT];
                        for (int k = 0; k < counts.length; k++) {
                            counts[k] = in.varint(what);
                        }
                        yield Cards.fromCounts(counts);
                    }
                    case OPTIONAL_ENUM -> {
                        int index = in.varint(what);
                        yield index == 0
                                ? Optional.empty()
                                : Optional.of(constants.constant(enumType(i), index - 1, what));
                    }
                    case NUMBER_LIST -> {
                        // each number takes a byte at least, so a count past the bytes left is corrupt
                        int size = in.varint(what + "'s length", in.remaining());
                        List<Integer> numbers = new ArrayList<>(size);
                        for (int k = 0; k < size; k++) {
                            numbers.add(in.varint(what));
                        }
                        yield numbers;
                    }
                };
            }
            return construct(values, at);
        }

        @SuppressWarnings({"unchecked", "rawtypes"}) // enums[i] is an enum class, checked when the shape was made
        private Class<? extends Enum> enumType(int component) {
            return (Class<? extends Enum>) enums[component];
        }

        private Action construct(Object[] values, int at) {
            try {
                return (Action) constructor.newInstance(values);
            } catch (InvocationTargetException e) {
                throw new ReplayFormatException("invalid " + name + " at action " + at + ": "
                        + e.getCause().getMessage());
            } catch (InstantiationException | IllegalAccessException e) {
                throw new AssertionError("records of the agent API are public and concrete", e);
            }
        }

        private Object get(int component, Action action) {
            try {
                return accessors[component].invoke(action);
            } catch (IllegalAccessException | InvocationTargetException e) {
                // accessors of public records of the agent API are public and only return a field
                throw new AssertionError("cannot read " + name + "." + accessors[component].getName(), e);
            }
        }

        Action read(String[] fields, int at) {
            if (fields.length != 2 + forms.length) {
                throw new ReplayFormatException("action " + at + " (" + name + ") has " + (fields.length - 2)
                        + " fields, " + name + " has " + forms.length);
            }
            Object[] values = new Object[forms.length];
            for (int i = 0; i < forms.length; i++) {
                String field = fields[2 + i];
                values[i] = switch (forms[i]) {
                    case NUMBER -> number(field, at, name + "." + accessors[i].getName());
                    case ENUM -> constant(enums[i], field, at);
                    case CARDS -> cards(field, at);
                    case OPTIONAL_ENUM ->
                        field.equals("-") ? Optional.empty() : Optional.of(constant(enums[i], field, at));
                    case NUMBER_LIST -> numbers(field, at);
                };
            }
            return construct(values, at);
        }

        private Object constant(Class<?> type, String field, int at) {
            for (Object constant : type.getEnumConstants()) {
                if (((Enum<?>) constant).name().equals(field)) {
                    return constant;
                }
            }
            throw new ReplayFormatException(
                    "action " + at + " (" + name + "): unknown " + type.getSimpleName() + " '" + field + "'");
        }

        private Cards cards(String field, int at) {
            String[] counts = field.split("/", -1);
            if (counts.length != Card.COUNT) {
                throw new ReplayFormatException("action " + at + " (" + name + "): cards are " + Card.COUNT
                        + " counts joined by '/', not '" + field + "'");
            }
            int[] values = new int[Card.COUNT];
            for (int k = 0; k < values.length; k++) {
                values[k] = number(counts[k], at, "a card count");
            }
            return Cards.fromCounts(values);
        }

        private List<Integer> numbers(String field, int at) {
            List<Integer> numbers = new ArrayList<>();
            if (!field.isEmpty()) {
                for (String n : field.split("/", -1)) {
                    numbers.add(number(n, at, name + " list item"));
                }
            }
            return numbers;
        }
    }
}
