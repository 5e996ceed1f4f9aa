package org.knightsarena.platform.chronicle;

import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * One action type of the agent API as compact replays write it (formats 2 and 3): its name, its
 * components' accessors and forms, its canonical constructor, and how its components are written
 * as text ({@link PackedActions}) and as varints ({@link BinaryReplay}). Immutable, thread-safe.
 */
final class ActionShape {
    /** How one component is written. */
    enum Form {
        NUMBER,
        ENUM,
        CARDS,
        OPTIONAL_ENUM,
        NUMBER_LIST
    }

    private final Class<?> type;
    private final int id;
    private final String name;
    private final Method[] accessors;
    /**
     * The accessors as functions, made once by {@link LambdaMetafactory}: what writing calls, once
     * for each component of every action a replay stores. {@code Method.invoke}, or a method
     * handle's {@code invokeExact} from a field, took most of a binary replay's write (issue 15).
     */
    private final Function<Object, Object>[] readers;

    private final Form[] forms;
    private final Class<?>[] enums;
    private final Constructor<?> constructor;

    private ActionShape(
            Class<?> type, int id, Method[] accessors, Form[] forms, Class<?>[] enums, Constructor<?> constructor) {
        this.type = type;
        this.id = id;
        this.name = type.getSimpleName();
        this.accessors = accessors;
        this.readers = readersOf(type, accessors);
        this.forms = forms;
        this.enums = enums;
        this.constructor = constructor;
    }

    String name() {
        return name;
    }

    /** @return the record class */
    Class<?> type() {
        return type;
    }

    /** @return its index among the action types, to index arrays by */
    int id() {
        return id;
    }

    static ActionShape of(Class<?> type, int id) {
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
            return new ActionShape(type, id, accessors, forms, enums, type.getDeclaredConstructor(parameters));
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
                    out.append(
                            ((Optional<?>) value).map(e -> ((Enum<?>) e).name()).orElse("-"));
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
                    yield index == 0 ? Optional.empty() : Optional.of(constants.constant(enumType(i), index - 1, what));
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
            throw new ReplayFormatException(
                    "invalid " + name + " at action " + at + ": " + e.getCause().getMessage());
        } catch (InstantiationException | IllegalAccessException e) {
            throw new AssertionError("records of the agent API are public and concrete", e);
        }
    }

    private Object get(int component, Action action) {
        return readers[component].apply(action);
    }

    @SuppressWarnings("unchecked") // a metafactory's target makes what it says
    private static Function<Object, Object>[] readersOf(Class<?> type, Method[] accessors) {
        Function<Object, Object>[] readers = new Function[accessors.length];
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        for (int i = 0; i < accessors.length; i++) {
            try {
                MethodHandle accessor = lookup.unreflect(accessors[i]);
                readers[i] = (Function<Object, Object>) LambdaMetafactory.metafactory(
                                lookup,
                                "apply",
                                MethodType.methodType(Function.class),
                                MethodType.methodType(Object.class, Object.class),
                                accessor,
                                MethodType.methodType(Object.class, type))
                        .getTarget()
                        .invoke();
            } catch (Throwable e) {
                throw new AssertionError("accessors of public records of the agent API are public", e);
            }
        }
        return readers;
    }

    Action read(String[] fields, int at) {
        if (fields.length != 2 + forms.length) {
            throw new ReplayFormatException("action " + at + " (" + name + ") has " + (fields.length - 2) + " fields, "
                    + name + " has " + forms.length);
        }
        Object[] values = new Object[forms.length];
        for (int i = 0; i < forms.length; i++) {
            String field = fields[2 + i];
            values[i] = switch (forms[i]) {
                case NUMBER -> PackedActions.number(field, at, name + "." + accessors[i].getName());
                case ENUM -> constant(enums[i], field, at);
                case CARDS -> cards(field, at);
                case OPTIONAL_ENUM -> field.equals("-") ? Optional.empty() : Optional.of(constant(enums[i], field, at));
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
            values[k] = PackedActions.number(counts[k], at, "a card count");
        }
        return Cards.fromCounts(values);
    }

    private List<Integer> numbers(String field, int at) {
        List<Integer> numbers = new ArrayList<>();
        if (!field.isEmpty()) {
            for (String n : field.split("/", -1)) {
                numbers.add(PackedActions.number(n, at, name + " list item"));
            }
        }
        return numbers;
    }
}
