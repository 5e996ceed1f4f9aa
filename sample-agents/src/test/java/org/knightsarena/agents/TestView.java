package org.knightsarena.agents;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.event.GameEvent;

/**
 * A test view of a 4-player base game with fixed, settable data. Bank rates follow the
 * harbours of the seat's buildings on the board. Not thread-safe.
 */
final class TestView implements GameView {

    final TestBoard board;
    int seat;
    int turn = 1;
    Cards hand = Cards.NONE;
    Cards bank = new Cards(19, 19, 19, 19, 19, 0, 0, 0);
    final int[] victoryPoints = new int[4];
    final int[] handSizes = new int[4];
    final int[] knightsPlayed = new int[4];
    final int[][] piecesLeft = new int[4][];
    final List<DevelopmentCard> developmentCards = new ArrayList<>();
    OptionalInt largestArmyHolder = OptionalInt.empty();
    /** The Seafarers scenario; none: the standard island. */
    Optional<String> scenario = Optional.empty();
    /** The island bonus a settlement of this seat earns at each intersection. */
    final int[] islandBonus;

    TestView(TestBoard board, int seat) {
        this.board = board;
        this.seat = seat;
        for (int s = 0; s < 4; s++) {
            piecesLeft[s] = new int[Piece.values().length];
            piecesLeft[s][Piece.ROAD.ordinal()] = 15;
            piecesLeft[s][Piece.SETTLEMENT.ordinal()] = 5;
            piecesLeft[s][Piece.CITY.ordinal()] = 4;
            piecesLeft[s][Piece.SHIP.ordinal()] = 15;
        }
        Arrays.fill(victoryPoints, 2);
        islandBonus = new int[board.intersectionCount()];
    }

    TestView hand(Cards cards) {
        hand = cards;
        handSizes[seat] = cards.total();
        return this;
    }

    @Override
    public int seat() {
        return seat;
    }

    @Override
    public Ruleset ruleset() {
        return Ruleset.BASE;
    }

    @Override
    public int playerCount() {
        return 4;
    }

    @Override
    public int turn() {
        return turn;
    }

    @Override
    public int activePlayer() {
        return seat;
    }

    @Override
    public int pointsToWin() {
        return 10;
    }

    @Override
    public BoardView board() {
        return board;
    }

    @Override
    public Cards hand() {
        return hand;
    }

    @Override
    public Cards bank() {
        return bank;
    }

    @Override
    public int handSize(int s) {
        return s == seat ? hand.total() : handSizes[s];
    }

    @Override
    public List<DevelopmentCard> developmentCards() {
        return List.copyOf(developmentCards);
    }

    @Override
    public int developmentCardCount(int s) {
        return s == seat ? developmentCards.size() : 0;
    }

    @Override
    public int developmentDeckSize() {
        return 20;
    }

    @Override
    public int knightsPlayed(int s) {
        return knightsPlayed[s];
    }

    @Override
    public int victoryPoints(int s) {
        return victoryPoints[s];
    }

    @Override
    public int roadLength(int s) {
        return 0;
    }

    @Override
    public OptionalInt longestRoadHolder() {
        return OptionalInt.empty();
    }

    @Override
    public OptionalInt largestArmyHolder() {
        return largestArmyHolder;
    }

    @Override
    public int piecesLeft(int s, Piece piece) {
        return piecesLeft[s][piece.ordinal()];
    }

    @Override
    public List<GameEvent> events() {
        return List.of();
    }

    @Override
    public int bankRate(Card card) {
        int rate = 4;
        for (int i = 0; i < board.intersectionCount(); i++) {
            if (board.buildingOwner(i) == seat) {
                Harbour h = board.harbour(i);
                if (h == Harbour.GENERIC || h.resource().filter(card::equals).isPresent()) {
                    rate = Math.min(rate, h.rate());
                }
            }
        }
        return rate;
    }

    @Override
    public Simulation simulate() {
        throw new UnsupportedOperationException("test views have no forward model");
    }

    @Override
    public Optional<String> scenario() {
        return scenario;
    }

    @Override
    public int islandBonusAt(int s, int intersection) {
        return s == seat ? islandBonus[intersection] : 0;
    }

    // Cities & Knights: the fake is a base-game position

    @Override
    public int barbarianPosition() {
        return 0;
    }

    @Override
    public boolean hasBarbariansAttacked() {
        return false;
    }

    @Override
    public int improvementLevel(int seat, org.knightsarena.api.cards.Track track) {
        return 0;
    }

    @Override
    public List<org.knightsarena.api.cards.ProgressCard> progressCards() {
        return List.of();
    }

    @Override
    public int progressCardCount(int seat) {
        return 0;
    }
}
