package org.knightsarena.api.decision;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.action.Action;

/**
 * A question the engine asks one player: what to do now.
 *
 * <p>The game always says who must decide what next. Every decision lists its legal answers
 * in {@link #options()} when they are finite. A few decisions also take free-form answers
 * that are too many to list ({@link Discard} takes any {@code DiscardCards} of the right size,
 * {@link MainTurn} any affordable {@code OfferTrade}); {@link #validate(Action)} checks any
 * answer and says why it is not legal ({@link #check(Action)} adds a {@link Violation.Reason}
 * code that tests and bots can match on). An illegal answer is replaced by the decision's
 * {@link #defaultAnswer()} and recorded as a fault against the agent.
 *
 * <p>Decisions are immutable values. Thread-safe.
 *
 * @since 0.1
 */
public sealed interface Decision
        permits Setup,
                BeforeRoll,
                MainTurn,
                Discard,
                PlaceRobber,
                ChooseVictim,
                RespondToOffer,
                ChooseTradePartner,
                PlaceFreeRoad,
                ChooseMetropolisCity,
                PlaceDisplacedKnight,
                ChooseSackedCity,
                ChooseProgressDeck,
                ChooseAqueductResource,
                ChooseProgressDiscard,
                ChooseCommodityToGive,
                ChooseCardsToTake,
                ChooseGift,
                ChooseKnightToLose,
                PlaceDeserterKnight,
                ChooseProgressCardToTake,
                RebuildRoad,
                ChooseGoldResource,
                BuildNeutral,
                PlaceKnightOnPath,
                ChooseBarbarianPrisoner,
                MoveKnightsOnPaths,
                MoveBarbarians {

    /** @return the seat that must answer, 0 to {@code playerCount - 1} */
    int seat();

    /**
     * Returns the finite legal answers.
     *
     * <p>For a free-form decision these are the listable answers only (for example everything
     * but trade offers in {@link MainTurn}; nothing in {@link Discard}).
     *
     * @return the answers in a stable order, never null, unmodifiable
     */
    List<Action> options();

    /**
     * Returns {@link #options()} grouped by kind, for a bot that picks a kind of answer first
     * (build, trade, end the turn, ...) and then one answer of that kind: {@link
     * ActionList#kindCount()}, {@link ActionList#kindSize(int)}, {@link ActionList#ofKind(int, int)}
     * answer in a time that does not grow with the options. The same options in the same order;
     * the engine's decisions hand over their own list, not a copy, whose grouping is worked out in
     * one pass the first time it is asked for.
     *
     * @return the finite legal answers, grouped by kind; never null, unmodifiable
     * @since 0.5
     */
    default ActionList optionsByKind() {
        return ActionList.copyOf(options());
    }

    /**
     * Checks an answer without applying it.
     *
     * @param action the answer, never null
     * @return empty if the answer is legal, else the reason it is not: {@code check(action)}'s message
     */
    default Optional<String> validate(Action action) {
        return check(action).map(Violation::message);
    }

    /**
     * Checks an answer without applying it, saying why an illegal one is refused with a code as
     * well as a message: {@code decision.check(answer).map(Violation::reason)}.
     *
     * @param action the answer, never null
     * @return empty if the answer is legal, else the violation; the same verdict as
     *         {@link #validate(Action)}
     * @since 0.2
     */
    default Optional<Violation> check(Action action) {
        return options().contains(action)
                ? Optional.empty()
                : Optional.of(new Violation(
                        Violation.Reason.NOT_AN_OPTION,
                        action + " is not one of the " + options().size() + " legal options of "
                                + getClass().getSimpleName()));
    }

    /**
     * Returns the answer the match runner makes for this seat when its agent gives no legal one:
     * it threw, answered illegally, ran out of time or was ejected.
     *
     * <p>The answer is the first of {@link #options()}, except where a safer one exists:
     * {@link BeforeRoll} rolls the dice, {@link MainTurn} ends the turn, {@link RespondToOffer}
     * declines, {@link ChooseTradePartner} cancels the trade, and the free-form {@link Discard},
     * {@link ChooseGift} and {@link ChooseCardsToTake} hand over the first {@code count} cards of
     * the hand (in {@link org.knightsarena.api.cards.Cards#first} order). An agent may answer with
     * it too, as its answer of last resort: {@code return decision.defaultAnswer();}
     *
     * @return a legal answer, never null; the same answer for equal decisions
     * @since 0.2
     */
    default Action defaultAnswer() {
        return options().get(0);
    }
}
