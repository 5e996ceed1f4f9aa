package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.ActionList;

/** A reusable scratch array for building a decision's options without an allocation per option. */
public final class OptionBuffer {
    private Action[] items = new Action[256];
    private int size;

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

    public List<Action> toList() {
        return ActionList.copyOf(items, size);
    }
}
