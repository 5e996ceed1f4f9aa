package org.knightsarena.platform.game.state;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.ActionList;

/**
 * A reusable scratch list for building a decision's options without an allocation per option:
 * the game's {@link ActionList.Builder}, which groups the options by kind as they are added.
 */
public final class OptionBuffer {
    private final ActionList.Builder builder = new ActionList.Builder();

    public OptionBuffer start() {
        builder.clear();
        return this;
    }

    public void add(Action action) {
        builder.add(action);
    }

    /** @return how many options were added since {@link #start()} */
    public int size() {
        return builder.size();
    }

    public List<Action> toList() {
        return builder.build();
    }
}
