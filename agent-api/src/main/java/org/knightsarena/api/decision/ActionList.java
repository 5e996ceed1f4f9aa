package org.knightsarena.api.decision;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.knightsarena.api.action.Action;

/**
 * An immutable list of actions: the option lists of decisions, with the options grouped by kind.
 *
 * <p>Decisions keep an {@code ActionList} as it is and copy any other list, so an engine that
 * builds options at every decision makes one array, not three.
 *
 * <p>The options of one kind (one {@link Action.Kind}, that is one action record) are counted and
 * indexed apart, so that a bot can pick a kind first and then an option of it without looking at
 * every option: {@link #kindCount()}, {@link #kindSize(int)} and {@link #ofKind(int, int)}. Kinds
 * are numbered in the order their first options appear in the list, and the options of a kind
 * keep their order in the list. The grouping is worked out when one of those is first asked, in
 * one pass over the list, and kept: a decision whose agent never asks costs nothing for it (the
 * engine makes lists for its search copies too). Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class ActionList extends AbstractList<Action> implements RandomAccess {

    private static final ActionList EMPTY = new ActionList(new Action[0]);

    private final Action[] items;

    /**
     * The grouping, once asked for. Not volatile: {@link Kinds} is immutable with final fields, so
     * a thread sees either null (and works it out again, to the same) or a whole one, as
     * {@code String} keeps its hash.
     */
    private Kinds kinds;

    private ActionList(Action[] items) {
        this.items = items;
    }

    /**
     * Returns a list of the first {@code size} actions of {@code buffer}; the array is copied.
     *
     * @param buffer the actions, none null among the first {@code size}
     * @param size   0 to {@code buffer.length}
     * @return the list
     * @throws NullPointerException if one of the actions is null
     */
    public static ActionList copyOf(Action[] buffer, int size) {
        if (size == 0) {
            return EMPTY;
        }
        Action[] items = Arrays.copyOf(buffer, size);
        for (Action a : items) {
            Objects.requireNonNull(a, "action");
        }
        return new ActionList(items);
    }

    /**
     * Returns the list itself if it is an {@code ActionList}, else an {@code ActionList} of its
     * actions, in order.
     *
     * @param options the actions, none null
     * @return the list
     * @throws NullPointerException if the list or one of its actions is null
     * @since 0.5
     */
    public static ActionList copyOf(List<? extends Action> options) {
        if (options instanceof ActionList) {
            return (ActionList) options;
        }
        Action[] items = options.toArray(new Action[0]);
        return copyOf(items, items.length);
    }

    /** The decisions' way in: the list itself if it is an {@code ActionList}, else a copy. */
    static ActionList of(List<Action> options) {
        return copyOf(options);
    }

    @Override
    public Action get(int index) {
        return items[index];
    }

    @Override
    public int size() {
        return items.length;
    }

    /**
     * @return how many kinds of action the list holds, 0 for an empty list
     * @since 0.5
     */
    public int kindCount() {
        return kinds().count;
    }

    /**
     * @param kind a kind's number, 0 to {@code kindCount() - 1}, in the order of first appearance
     * @return how many options of that kind the list holds, 1 or more
     * @throws IndexOutOfBoundsException if there is no such kind
     * @since 0.5
     */
    public int kindSize(int kind) {
        Kinds k = kinds();
        Objects.checkIndex(kind, k.count);
        return k.bounds == null ? items.length : k.bounds[kind + 1] - k.bounds[kind];
    }

    /**
     * @param kind  a kind's number, 0 to {@code kindCount() - 1}
     * @param index 0 to {@code kindSize(kind) - 1}
     * @return that kind's option of that index, its options counted in list order
     * @throws IndexOutOfBoundsException if there is no such kind or option
     * @since 0.5
     */
    public Action ofKind(int kind, int index) {
        Objects.checkIndex(index, kindSize(kind));
        Kinds k = kinds();
        if (k.bounds == null) {
            return items[index];
        }
        int position = k.bounds[kind] + index;
        return items[k.order == null ? position : k.order[position]];
    }

    private Kinds kinds() {
        Kinds k = kinds;
        if (k == null) {
            k = Kinds.of(items);
            kinds = k;
        }
        return k;
    }

    /** How a list's options fall into kinds. Immutable. */
    private static final class Kinds {
        private static final Kinds NONE = new Kinds(0, null, null);
        private static final Kinds ONE = new Kinds(1, null, null);

        final int count;

        /**
         * Where each kind's options start, kind by kind, then the list's size: the options of kind
         * {@code k} are the positions {@code bounds[k]} to {@code bounds[k + 1] - 1} of
         * {@link #order}, or of the list itself when {@code order} is null. Null with one kind.
         */
        final int[] bounds;

        /**
         * The list's positions sorted by kind, stably; null when the options of each kind already
         * stand together in the list, as an engine lists them.
         */
        final int[] order;

        private Kinds(int count, int[] bounds, int[] order) {
            this.count = count;
            this.bounds = bounds;
            this.order = order;
        }

        /**
         * One pass finds the runs of one class and where they start; only a kind that comes back
         * after another sorts the positions.
         */
        static Kinds of(Action[] items) {
            if (items.length == 0) {
                return NONE;
            }
            int[] starts = null; // made at the second run: most lists hold one kind
            int runs = 1;
            boolean together = true;
            Class<?> previous = items[0].getClass();
            for (int i = 1; i < items.length; i++) {
                Class<?> kind = items[i].getClass();
                if (kind != previous) {
                    previous = kind;
                    if (starts == null) {
                        starts = new int[Math.min(items.length, 8) + 1]; // the first run starts at 0
                    } else if (runs + 1 == starts.length) {
                        starts = Arrays.copyOf(starts, 2 * starts.length);
                    }
                    together &= kindAmong(items, starts, runs, kind) < 0;
                    starts[runs++] = i;
                }
            }
            if (runs == 1) {
                return ONE;
            }
            if (!together) {
                return sorted(items);
            }
            if (runs + 1 > starts.length) {
                starts = Arrays.copyOf(starts, runs + 1);
            }
            starts[runs] = items.length;
            return new Kinds(runs, starts, null);
        }

        /** @return the number of the kind {@code kind} among the first {@code kinds}, or -1 */
        private static int kindAmong(Action[] items, int[] firsts, int kinds, Class<?> kind) {
            for (int k = 0; k < kinds; k++) {
                if (items[firsts[k]].getClass() == kind) {
                    return k;
                }
            }
            return -1;
        }

        /** For a list whose kinds come back after others: the positions sorted by kind, stably. */
        private static Kinds sorted(Action[] items) {
            int[] kindOf = new int[items.length];
            int[] firsts = new int[items.length];
            int kinds = 0;
            for (int i = 0; i < items.length; i++) {
                int k = kindAmong(items, firsts, kinds, items[i].getClass());
                if (k < 0) {
                    k = kinds;
                    firsts[kinds++] = i;
                }
                kindOf[i] = k;
            }
            int[] bounds = new int[kinds + 1];
            for (int k : kindOf) {
                bounds[k + 1]++;
            }
            for (int k = 0; k < kinds; k++) {
                bounds[k + 1] += bounds[k];
            }
            int[] order = new int[items.length];
            int[] next = Arrays.copyOf(bounds, kinds);
            for (int i = 0; i < items.length; i++) {
                order[next[kindOf[i]]++] = i;
            }
            return new Kinds(kinds, bounds, order);
        }
    }

    /**
     * Looks for the very instance first: an engine answers with one of its own option objects,
     * and comparing references over the array spares a megamorphic {@code equals} on each option
     * (and {@code AbstractCollection}'s iterator). Then by {@code equals}, as any list.
     */
    @Override
    public boolean contains(Object action) {
        for (Action item : items) {
            if (item == action) {
                return true;
            }
        }
        return indexOf(action) >= 0;
    }

    @Override
    public int indexOf(Object action) {
        if (action != null) {
            for (int i = 0; i < items.length; i++) {
                if (action.equals(items[i])) {
                    return i;
                }
            }
        }
        return -1;
    }
}
