package org.knightsarena.platform.game;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.ActionList;

/** A reusable scratch array for building a decision's options without an allocation per option. */
final class OptionBuffer {
    private Action[] items = new Action[256];
    private int size;

    OptionBuffer start() {
        size = 0;
        return this;
    }

    void add(Action action) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = action;
    }

    List<Action> toList() {
        return ActionList.copyOf(items, size);
    }
}
