package org.knightsarena.platform.game.state;

import java.util.Objects;
import org.knightsarena.api.action.Action;

/**
 * One applied action, with the seat that took it: what a game keeps of its history besides the
 * chronicle, and what a replay stores.
 *
 * @param seat   the seat that took it
 * @param action the action
 */
public record SeatedAction(int seat, Action action) {
    /** @throws NullPointerException if {@code action} is null */
    public SeatedAction {
        Objects.requireNonNull(action, "action");
    }
}
