package org.knightsarena.api;

import java.util.List;
import java.util.Optional;
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

    /**
     * Returns the seat this view belongs to: the seat whose hand and cards it shows in full.
     *
     * @return 0 to {@code playerCount() - 1}
     */
    int seat();

    /**
     * Returns the rules the match is played by.
     *
     * @return the ruleset, never null
     */
    Ruleset ruleset();

    /**
     * Returns how many players sit at the table.
     *
     * @return the number of seats, 2 to 6 (2 is Catan for Two: the neutral colours own pieces on
     *         the board but take no seat, docs/rules/traders-and-barbarians.md#R-24.2)
     */
    int playerCount();

    /**
     * Returns the neutral colours of Catan for Two (docs/rules/traders-and-barbarians.md#R-24.2.1): owners of pieces on the board that
     * never take a turn, hold cards or win. Per-seat queries accept them: no cards, and the points
     * and road length of their pieces (a neutral can hold the Longest Road).
     *
     * @return the colours, {@code [2, 3]} with 2 players, else empty
     * @since 0.3
     */
    default java.util.List<Integer> neutralColours() {
        return java.util.List.of();
    }

    /**
     * Returns a player's trade tokens in Catan for Two (docs/rules/traders-and-barbarians.md#R-24.2.4).
     *
     * @param seat the player, 0 to {@code playerCount() - 1}
     * @return the tokens held, 0 in other games
     * @since 0.3
     */
    default int tradeTokens(int seat) {
        return 0;
    }

    /**
     * Returns the trade tokens left in the supply in Catan for Two (docs/rules/traders-and-barbarians.md#R-24.2.4).
     *
     * @return the tokens in the supply, 0 in other games
     * @since 0.3
     */
    default int tradeTokenSupply() {
        return 0;
    }

    /**
     * Returns the number of the current turn, counting every player's turn, not rounds of the table.
     *
     * <p>Setup (the placement of the first pieces) is turn 0. The starting player's first turn after
     * setup is turn 1, the next player's turn 2, and so on: at a table of 4, turn 5 is the starting
     * player's second turn and {@code (turn() - 1) / playerCount()} is the number of full rounds played.
     * The number is the one {@link org.knightsarena.api.event.TurnStarted} events carry, and the turn
     * cap of a match (500 by default) counts these turns (docs/rules/base.md#R-22.1,
     * docs/rulings.md, "Turn numbering").
     *
     * @return 0 during setup, then 1 or more
     */
    int turn();

    /**
     * Returns the seat whose turn it is. During setup it is the seat placing its pieces; a decision
     * may still be asked of another seat (a discard, say) while this one is active.
     *
     * @return 0 to {@code playerCount() - 1}
     */
    int activePlayer();

    /**
     * Tells whether play is in the special build phase of 5 and 6 players
     * (docs/rules/traders-and-barbarians.md#R-24.4.3): between two turns, each other player in turn
     * builds or buys while {@link #activePlayer()} stays the one whose turn ended. A decision asked
     * then is a {@code MainTurn} holding builds, purchases and {@code EndTurn} (to pass) only.
     *
     * @return true in the special build phase; false otherwise, and always with 3 or 4 players
     * @since 0.2
     */
    default boolean isSpecialBuildPhase() {
        return false;
    }

    /**
     * Returns the victory points a player needs to win this match.
     *
     * @return the target of the match's options, by default {@link Ruleset#pointsToWin()} of
     *         {@link #ruleset()}
     */
    int pointsToWin();

    /**
     * Returns the board: its hexes, harbours and the pieces on it.
     *
     * @return the board as this seat sees it, never null
     */
    BoardView board();

    /**
     * Returns this seat's hand of resource (and, in Cities &amp; Knights, commodity) cards.
     *
     * @return this seat's hand, never null
     */
    Cards hand();

    /**
     * Returns the resource and commodity cards the bank still holds.
     *
     * @return the cards left in the bank, never null
     */
    Cards bank();

    /**
     * Returns how many resource and commodity cards a seat holds; only this seat's kinds are known.
     *
     * @param seat any seat, 0 to {@code playerCount() - 1}
     * @return how many hand cards {@code seat} holds
     */
    int handSize(int seat);

    /**
     * Returns this seat's development cards not played yet (base game).
     *
     * @return this seat's unplayed development cards, victory points included; empty in Cities &amp;
     *         Knights, which has progress cards instead ({@link #progressCards()})
     */
    List<DevelopmentCard> developmentCards();

    /**
     * Returns how many development cards a seat holds unplayed; the kinds are secret.
     *
     * @param seat any seat, 0 to {@code playerCount() - 1}
     * @return how many unplayed development cards {@code seat} holds
     */
    int developmentCardCount(int seat);

    /**
     * Returns how many development cards are left in the deck to buy.
     *
     * <p>In Barbarian Attack with the base rules the scenario's own deck replaces the base one
     * (docs/rules/traders-and-barbarians.md#R-24.1.5), and this counts its cards left; which card
     * lies on top is secret, also to the forward model.
     *
     * @return how many development cards are left to buy
     */
    int developmentDeckSize();

    /**
     * Returns how many knight development cards a seat has played, the count behind the Largest Army.
     *
     * @param seat any seat, 0 to {@code playerCount() - 1}
     * @return how many knight cards {@code seat} has played
     */
    int knightsPlayed(int seat);

    /**
     * Returns a seat's victory points as this seat knows them.
     *
     * @param seat any seat
     * @return all points for this seat; the public points (hidden victory point cards not
     *         counted) for the others. In Barbarian Attack both count a point per 2 prisoners and
     *         no point for a besieged building (docs/rules/traders-and-barbarians.md#R-24.1.4,
     *         docs/rules/traders-and-barbarians.md#R-24.1.9), which everybody sees
     */
    int victoryPoints(int seat);

    /**
     * Returns a player's gold in Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1.9):
     * Treason cards and fallen knights pay it, and 2 gold buy a resource in the player's turn, at
     * most twice a turn. Everybody sees it ({@code GoldChanged} events are public).
     *
     * @param seat any seat, 0 to {@code playerCount() - 1}
     * @return the gold held, 0 or more; 0 outside Barbarian Attack and in views written before it
     * @since 0.4
     */
    default int gold(int seat) {
        return 0;
    }

    /**
     * Returns the barbarians a player has taken prisoner in Barbarian Attack
     * (docs/rules/traders-and-barbarians.md#R-24.1.7): every 2 are worth a victory point
     * (docs/rules/traders-and-barbarians.md#R-24.1.9), counted in {@link #victoryPoints}.
     *
     * @param seat any seat, 0 to {@code playerCount() - 1}
     * @return the prisoners, 0 or more; 0 outside Barbarian Attack and in views written before it
     * @since 0.4
     */
    default int prisoners(int seat) {
        return 0;
    }

    /**
     * Returns the special victory points a seat has earned for settling foreign areas of a
     * Seafarers map (docs/rules/seafarers.md#R-23.9); they are part of {@link #victoryPoints}.
     *
     * @param seat any seat, 0 to {@code playerCount() - 1}
     * @return the seat's special victory points, kept for good; 0 off Seafarers maps
     * @since 0.3
     */
    default int islandPoints(int seat) {
        return 0;
    }

    /**
     * Returns the special victory points a settlement of a seat would earn at an intersection now
     * (docs/rules/seafarers.md#R-23.9.2): the bonus of each foreign area there that the seat has
     * not settled yet. It tells a bot which islands it has still to settle; areas where the seat set
     * up, or has been paid for, give nothing.
     *
     * @param seat         any seat, 0 to {@code playerCount() - 1}
     * @param intersection an intersection id
     * @return the points, 0 or more; 0 off Seafarers maps, during set-up and in views written before it
     * @since 0.4
     */
    default int islandBonusAt(int seat, int intersection) {
        return 0;
    }

    /**
     * Returns the length of a seat's longest road, the count behind the Longest Road.
     *
     * @param seat any seat, 0 to {@code playerCount() - 1}
     * @return the length of {@code seat}'s longest road (docs/rules/base.md#R-15.1)
     */
    int roadLength(int seat);

    /**
     * Returns the seat that holds the Longest Road.
     *
     * @return the holder of the Longest Road, if anyone; empty otherwise
     */
    OptionalInt longestRoadHolder();

    /**
     * Returns the seat that holds the Largest Army (base game).
     *
     * @return the holder of the Largest Army, if anyone; empty otherwise
     */
    OptionalInt largestArmyHolder();

    /**
     * Returns how many pieces of a kind a seat still has in its supply, not yet on the board.
     *
     * @param seat  any seat, 0 to {@code playerCount() - 1}
     * @param piece the kind of piece, never null
     * @return how many pieces of a kind {@code seat} still has in supply; {@link Piece#KNIGHT}
     *     counts basic knights in Cities &amp; Knights and the knights for the paths in Barbarian
     *     Attack with the base rules (docs/rules/traders-and-barbarians.md#R-24.1.5)
     */
    int piecesLeft(int seat, Piece piece);

    /**
     * Returns this seat's rate with the bank for a card now (docs/rules/base.md#R-12.2): its harbours and,
     * in Cities &amp; Knights, the merchant, the Merchant Fleet and the Trade improvements lower it.
     *
     * @param card the card given, never null
     * @return how many cards of {@code card} this seat gives the bank for one card: 2, 3 or 4
     */
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

    /**
     * Returns the chronicle of the game as this seat has seen it.
     *
     * @return the events this seat has seen, oldest first, unmodifiable
     */
    List<GameEvent> events();

    /**
     * Returns a forward model: a copy of the game in which what this seat cannot know
     * (opponents' hands, development cards, deck order, future dice) is re-drawn consistently
     * with what it can know.
     *
     * @return a new simulation, independent of the live game
     */
    Simulation simulate();

    /**
     * Returns the Seafarers scenario this game is played on (docs/rules/seafarers.md#R-23.10), as
     * {@code arena scenarios} names it. A default for views written before it: none.
     *
     * @return the scenario's name, or empty on the standard island
     * @since 0.4
     */
    default Optional<String> scenario() {
        return Optional.empty();
    }

    /**
     * Tells whether this seat may take up its ship on a path now and move it
     * (docs/rules/seafarers.md#R-23.3): its own turn after the roll, no ship moved yet this turn,
     * the ship at an open end, not built this turn and not beside the pirate. The moves themselves
     * are the {@code MoveShip} options of the {@code MainTurn}. A default for views written before
     * it: never.
     *
     * @param path a path id
     * @return true when the ship there is this seat's and may move now
     * @since 0.4
     */
    default boolean canMoveShip(int path) {
        return false;
    }
}
