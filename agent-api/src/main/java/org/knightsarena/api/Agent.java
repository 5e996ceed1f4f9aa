package org.knightsarena.api;

import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;

/**
 * A bot: answers the decisions of one seat in a match.
 *
 * <p>An implementation must be a public class with a public no-argument constructor; the
 * platform makes one fresh instance per match. Calls come from one thread, in this order:
 * {@link #onMatchStart}, then any number of {@link #decide} and {@link #onEvent} calls,
 * then {@link #onMatchEnd}. The {@code GameView} passed to {@code decide} is valid only during
 * that call.
 *
 * <p>Limits: each decision has a time budget ({@link MatchContext#budget()}); an agent that
 * throws, answers illegally or runs out of time gets a default legal move and a fault, and
 * after repeated faults it is ejected. Use {@link MatchContext#random()} for randomness and
 * {@link MatchContext#log()} for output.
 *
 * <pre>{@code
 * public final class FirstOption implements Agent {
 *     public Action decide(GameView view, Decision decision) { return decision.options().get(0); }
 * }
 * }</pre>
 *
 * @since 0.1
 */
public interface Agent {

    /**
     * Called once before the first decision.
     *
     * @param context the seat, rules, seeded generator, budget and log of this match
     */
    default void onMatchStart(MatchContext context) {}

    /**
     * Answers one decision.
     *
     * @param view     what this seat may know of the game now; valid during this call only
     * @param decision the question; its options are the legal answers when finite
     * @return the answer, which should satisfy {@code decision.validate(answer).isEmpty()}
     */
    Action decide(GameView view, Decision decision);

    /**
     * Tells the agent something that happened, as this seat may see it.
     *
     * @param event the event, never null
     */
    default void onEvent(GameEvent event) {}

    /**
     * Called once when the match is over.
     *
     * @param result the final points and places
     */
    default void onMatchEnd(MatchResult result) {}
}
