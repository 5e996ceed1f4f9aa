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
 * keep their order in the list. The grouping is worked out once, when the list is made, in the
 * same pass that checks the actions for null. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class ActionList extends AbstractList<Action> implements RandomAccess {

    private static final ActionList EMPTY = new ActionList(new Action[0], 0, null, null);

    private final Action[] items;

    private final int kindCount;

    /**
     * Where each kind's options start, kind by kind, then the list's size: the options of kind
     * {@code k} are the positions {@code bounds[k]} to {@code bounds[k + 1] - 1} of {@link #order},
     * or of the list itself when {@code order} is null. Null when there is at most one kind, the
     * common case, so that such a list costs no more than its array.
     */
    private final int[] bounds;

    /**
     * The list's positions sorted by kind, stably; null when the options of each kind already
     * stand together in the list, as an engine lists them.
     */
    private final int[] order;

    private ActionList(Action[] items, int kindCount, int[] bounds, int[] order) {
        this.items = items;
        this.kindCount = kindCount;
        this.bounds = bounds;
        this.order = order;
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
        return grouped(Arrays.copyOf(buffer, size));
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
        return options.isEmpty() ? EMPTY : grouped(options.toArray(new Action[0]));
    }

    /** The decisions' way in: the list itself if it is an {@code ActionList}, else a copy. */
    static ActionList of(List<Action> options) {
        return copyOf(options);
    }

    /**
     * Groups the actions by kind. One pass tells the runs of one class apart; only when a kind
     * comes back after another (which no engine list does) does a second pass sort the positions.
     */
    private static ActionList grouped(Action[] items) {
        Class<?> previous = Objects.requireNonNull(items[0], "action").getClass();
        int runs = 1;
        for (int i = 1; i < items.length; i++) {
            Class<?> kind = Objects.requireNonNull(items[i], "action").getClass();
            if (kind != previous) {
                previous = kind;
                runs++;
            }
        }
        if (runs == 1) {
            return new ActionList(items, 1, null, null);
        }
        int[] bounds = new int[runs + 1];
        int kinds = 0;
        boolean together = true;
        previous = null;
        for (int i = 0; i < items.length; i++) {
            Class<?> kind = items[i].getClass();
            if (kind != previous) {
                previous = kind;
                together &= kindAmong(items, bounds, kinds, kind) < 0;
                bounds[kinds++] = i;
            }
        }
        if (together) {
            bounds[kinds] = items.length;
            return new ActionList(items, kinds, bounds, null);
        }
        return sorted(items);
    }

    /** @return the number of the kind {@code kind} among the first {@code kinds}, or -1 */
    private static int kindAmong(Action[] items, int[] bounds, int kinds, Class<?> kind) {
        for (int k = 0; k < kinds; k++) {
            if (items[bounds[k]].getClass() == kind) {
                return k;
            }
        }
        return -1;
    }

    /** Groups a list whose kinds come back after others: the positions sorted by kind, stably. */
    private static ActionList sorted(Action[] items) {
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
        return new ActionList(items, kinds, bounds, order);
    }

    /**
     * Makes option lists one action at a time, grouping them by kind as they come: for an engine
     * that builds a decision's options at every decision. A list made this way costs one copy of
     * its array (and of its kinds' starts when it has several), with no pass over the actions:
     * where {@link #add} is inlined, a compiler that knows the action's record type knows its kind.
     * A builder is reused, list after list ({@link #clear()}); not thread-safe.
     *
     * @since 0.5
     */
    public static final class Builder {
        private Action[] items = new Action[64];
        private int size;
        private Class<?>[] runKinds = new Class<?>[16];
        private int[] runStarts = new int[17];
        private int runs;
        private boolean together = true;

        /** Creates an empty builder. */
        public Builder() {}

        /**
         * Forgets the actions added so far.
         *
         * @return this builder
         */
        public Builder clear() {
            size = 0;
            runs = 0;
            together = true;
            return this;
        }

        /**
         * Adds an action at the end.
         *
         * @param action the action, not null
         * @throws NullPointerException if it is null
         */
        public void add(Action action) {
            Class<?> kind = action.getClass();
            if (runs == 0 || kind != runKinds[runs - 1]) {
                startRun(kind);
            }
            if (size == items.length) {
                items = Arrays.copyOf(items, 2 * size);
            }
            items[size++] = action;
        }

        private void startRun(Class<?> kind) {
            for (int r = 0; r < runs && together; r++) {
                together = runKinds[r] != kind;
            }
            if (runs == runKinds.length) {
                runKinds = Arrays.copyOf(runKinds, 2 * runs);
                runStarts = Arrays.copyOf(runStarts, 2 * runs + 1);
            }
            runKinds[runs] = kind;
            runStarts[runs++] = size;
        }

        /** @return how many actions were added since the builder was made or cleared */
        public int size() {
            return size;
        }

        /** @return a list of the actions added so far, in order; the builder is unchanged */
        public ActionList build() {
            if (size == 0) {
                return EMPTY;
            }
            Action[] copy = Arrays.copyOf(items, size);
            if (runs == 1) {
                return new ActionList(copy, 1, null, null);
            }
            if (!together) {
                return sorted(copy);
            }
            int[] bounds = Arrays.copyOf(runStarts, runs + 1);
            bounds[runs] = size;
            return new ActionList(copy, runs, bounds, null);
        }
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
        return kindCount;
    }

    /**
     * @param kind a kind's number, 0 to {@code kindCount() - 1}, in the order of first appearance
     * @return how many options of that kind the list holds, 1 or more
     * @throws IndexOutOfBoundsException if there is no such kind
     * @since 0.5
     */
    public int kindSize(int kind) {
        Objects.checkIndex(kind, kindCount);
        return bounds == null ? items.length : bounds[kind + 1] - bounds[kind];
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
        if (bounds == null) {
            return items[index];
        }
        int position = bounds[kind] + index;
        return items[order == null ? position : order[position]];
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
