package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.ActionList;

/** A reusable scratch array for building a decision's options without an allocation per option. */
public final class OptionBuffer {
    private Action[] items = new Action[256];
    private int size;
    /** The list {@link #toList()} made last, an immutable value; scratch as the rest. */
    private ActionList last;

    public OptionBuffer start() {
        size = 0;
        return this;
    }

    public void add(Action action) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = action;
    }

    /** @return how many options were added since {@link #start()} */
    public int size() {
        return size;
    }

    /**
     * @return the options added since {@link #start()}: the list made last time if it holds the
     *     very same options in the same order (a seat asked again after its offer was declined,
     *     or a decision asked twice), else a new one
     */
    public List<Action> toList() {
        ActionList previous = last;
        if (previous != null && previous.size() == size && sameAsBuffer(previous)) {
            return previous;
        }
        last = ActionList.copyOf(items, size);
        return last;
    }

    private boolean sameAsBuffer(ActionList previous) {
        for (int i = 0; i < size; i++) {
            if (previous.get(i) != items[i]) {
                return false;
            }
        }
        return true;
    }
}
