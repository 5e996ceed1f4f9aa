package org.knightsarena.api.decision;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.knightsarena.api.action.Action;

/**
 * An immutable list of actions: the option lists of decisions.
 *
 * <p>Decisions keep an {@code ActionList} as it is and copy any other list, so an engine that
 * builds options at every decision makes one array, not three. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class ActionList extends AbstractList<Action> implements RandomAccess {

    private static final ActionList EMPTY = new ActionList(new Action[0]);

    private final Action[] items;

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

    /** @return the list itself if it is an {@code ActionList}, else an immutable copy */
    static List<Action> of(List<Action> options) {
        return options instanceof ActionList ? options : List.copyOf(options);
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
