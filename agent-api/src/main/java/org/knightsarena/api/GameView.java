package org.knightsarena.api;

import java.util.List;
import java.util.OptionalInt;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.event.GameEvent;

/**
 * What one seat may know of the game: the board and pieces, its own hand in full, the other
 * players' public information (hand sizes, not contents), and the events it has seen.
 *
 * <p>A view is a read-only window on the live game, not a copy: it is valid only inside the
 * {@code Agent} callback that received it. Use {@link #simulate()} for a copy to search on.
 *
 * @since 0.1
 */
public interface GameView {

    /** @return the seat this view belongs to */
    int seat();

    /** @return the rules of the match */
    Ruleset ruleset();

    /** @return the number of seats, 3 or 4 */
    int playerCount();

    /** @return the turn number, from 1; 0 during setup */
    int turn();

    /** @return the seat whose turn it is */
    int activePlayer();

    /** @return the victory points needed to win */
    int pointsToWin();

    /** @return the board with its pieces */
    BoardView board();

    /** @return this seat's hand */
    Cards hand();

    /** @return the cards left in the bank */
    Cards bank();

    /** @return how many hand cards {@code seat} holds */
    int handSize(int seat);

    /** @return this seat's unplayed development cards, victory points included */
    List<DevelopmentCard> developmentCards();

    /** @return how many unplayed development cards {@code seat} holds */
    int developmentCardCount(int seat);

    /** @return how many development cards are left to buy */
    int developmentDeckSize();

    /** @return how many knight cards {@code seat} has played */
    int knightsPlayed(int seat);

    /**
     * Returns a seat's victory points as this seat knows them.
     *
     * @param seat any seat
     * @return all points for this seat; the public points (hidden victory point cards not
     *         counted) for the others
     */
    int victoryPoints(int seat);

    /** @return the length of {@code seat}'s longest road (docs/rules/base.md#R-15.1) */
    int roadLength(int seat);

    /** @return the holder of the Longest Road, if anyone */
    OptionalInt longestRoadHolder();

    /** @return the holder of the Largest Army, if anyone */
    OptionalInt largestArmyHolder();

    /** @return how many pieces of a kind {@code seat} still has in supply */
    int piecesLeft(int seat, Piece piece);

    /** @return how many cards of {@code card} this seat gives the bank for one card: 2, 3 or 4 */
    int bankRate(Card card);

    /**
     * Returns the barbarian ship's position on its track (Cities &amp; Knights,
     * docs/rules/cities-and-knights.md#R-10.1.1).
     *
     * <p>The ship starts at 0, advances one space per ship face of the event die, attacks on
     * reaching 7 and returns to 0 at once, so a view never shows 7.
     *
     * @return 0 to 6; always 0 in the base game
     * @since 0.1
     */
    int barbarianPosition();

    /**
     * Returns whether the barbarians have attacked at least once
     * (docs/rules/cities-and-knights.md#R-10.5.3). Before the first attack a seven moves no robber
     * (docs/rules/cities-and-knights.md#R-4.5.3).
     *
     * @return true once the first attack is over; always false in the base game
     * @since 0.1
     */
    boolean hasBarbariansAttacked();

    /**
     * Returns a seat's city improvement level in a track (docs/rules/cities-and-knights.md#R-7.1).
     *
     * @param seat  any seat, 0 to {@code playerCount() - 1}
     * @param track the track, never null
     * @return 0 to {@link Track#MAX_LEVEL}; always 0 in the base game
     * @since 0.1
     */
    int improvementLevel(int seat, Track track);

    /**
     * Returns this seat's progress cards in hand (docs/rules/progress-cards.md#R-13.2). Printer and
     * Constitution are never held: they are laid face up when drawn and counted in the victory points.
     *
     * @return the cards, grouped by kind in declaration order, unmodifiable, never null; empty in
     *         the base game
     * @since 0.1
     */
    List<ProgressCard> progressCards();

    /**
     * Returns how many progress cards a seat holds; the kinds are secret (docs/rules/progress-cards.md#R-13.2.1).
     *
     * @param seat any seat
     * @return 0 or more (at most 4 at the end of any turn, docs/rules/progress-cards.md#R-13.3); always
     *     0 in the base game
     * @since 0.1
     */
    int progressCardCount(int seat);

    /** @return the events this seat has seen, oldest first, unmodifiable */
    List<GameEvent> events();

    /**
     * Returns a forward model: a copy of the game in which what this seat cannot know
     * (opponents' hands, development cards, deck order, future dice) is re-drawn consistently
     * with what it can know.
     *
     * @return a new simulation, independent of the live game
     */
    Simulation simulate();
}
