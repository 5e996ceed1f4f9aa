package org.knightsarena.platform.chronicle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.knightsarena.api.action.Action;
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

    private static final Map<String, ActionShape> BY_NAME = new HashMap<>();

    // One look-up per packed action: a ClassValue answers from the class itself, where a
    // HashMap keyed by class was the packing's costliest step (issue 15's replay write).
    private static final ClassValue<ActionShape> SHAPES = new ClassValue<>() {
        @Override
        protected ActionShape computeValue(Class<?> type) {
            ActionShape shape = BY_NAME.get(type.getSimpleName());
            if (shape == null || shape.type() != type) {
                throw new IllegalArgumentException(type.getName() + " is not an action of the agent API");
            }
            return shape;
        }
    };

    static {
        int id = 0;
        for (Class<?> type : ReplayMapper.leaves(Action.class)) {
            BY_NAME.put(type.getSimpleName(), ActionShape.of(type, id++));
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
        TypeTable table = new TypeTable(types);
        for (SeatedAction seated : actions) {
            Action action = seated.action();
            ActionShape shape = SHAPES.get(action.getClass());
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(seated.seat()).append(',').append(table.indexOf(shape));
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
        ActionShape[] shapes = shapes(types);
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
        TypeTable table = new TypeTable(types);
        for (SeatedAction seated : actions) {
            Action action = seated.action();
            ActionShape shape = SHAPES.get(action.getClass());
            out.varint(seated.seat());
            out.varint(table.indexOf(shape));
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
        ActionShape[] shapes = shapes(types);
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

    private static ActionShape[] shapes(List<String> types) {
        ActionShape[] shapes = new ActionShape[types.size()];
        for (int i = 0; i < shapes.length; i++) {
            shapes[i] = BY_NAME.get(types.get(i));
            if (shapes[i] == null) {
                throw new ReplayFormatException("unknown action type '" + types.get(i) + "' at types[" + i + "]");
            }
        }
        return shapes;
    }

    /** The action types a replay uses, by name in order of first use, which its actions refer to by index. */
    private static final class TypeTable {
        private final int[] places = new int[BY_NAME.size()]; // a shape's index in names plus one; 0 for unused
        private final List<String> names;

        TypeTable(List<String> names) {
            this.names = names;
        }

        int indexOf(ActionShape shape) {
            if (places[shape.id()] == 0) {
                names.add(shape.name());
                places[shape.id()] = names.size();
            }
            return places[shape.id()] - 1;
        }
    }

    static int number(String field, int at, String what) {
        if (field.isEmpty() || field.length() > 9 || !field.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new ReplayFormatException(
                    "action " + at + ": " + what + " must be a whole number 0 or more, not '" + field + "'");
        }
        return Integer.parseInt(field);
    }
}
