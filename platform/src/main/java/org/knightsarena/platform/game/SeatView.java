package org.knightsarena.platform.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.rules.base.Trading;
import org.knightsarena.platform.game.rules.cities.CityImprovements;
import org.knightsarena.platform.game.rules.cities.ProgressDecks;
import org.knightsarena.platform.game.rules.seafarers.IslandBonuses;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * One seat's read-only window on a live game: no copying, and nothing the seat may not know
 * (opponents' hands and development cards are counts only).
 */
final class SeatView extends BoardWindow implements GameView {
    private static final DevelopmentCard[] DEV_KINDS = DevelopmentCard.values();
    private static final ProgressCard[] PROGRESS_KINDS = ProgressCard.values();

    private final Game game;
    private final GameState s;
    private final int seat;

    SeatView(Game game, GameState state, int seat) {
        this.game = game;
        this.s = state;
        this.seat = seat;
    }

    @Override
    public int seat() {
        return seat;
    }

    @Override
    public Ruleset ruleset() {
        return s.options.ruleset();
    }

    @Override
    public int playerCount() {
        return s.players;
    }

    @Override
    public int turn() {
        return s.turn.number;
    }

    @Override
    public int activePlayer() {
        return s.turn.active;
    }

    @Override
    public List<Integer> neutralColours() {
        List<Integer> colours = new ArrayList<>(s.colours - s.players);
        for (int colour = s.players; colour < s.colours; colour++) {
            colours.add(colour);
        }
        return List.copyOf(colours);
    }

    @Override
    public int tradeTokens(int player) {
        return s.isCatanForTwo() ? s.twoPlayer.tokens(player) : 0;
    }

    @Override
    public int tradeTokenSupply() {
        return s.twoPlayer.supply();
    }

    @Override
    public boolean isSpecialBuildPhase() {
        return s.turn.phase() == org.knightsarena.platform.game.state.Phase.SPECIAL_BUILD;
    }

    @Override
    public int pointsToWin() {
        return s.options.pointsToWin();
    }

    @Override
    public BoardView board() {
        return this;
    }

    @Override
    public Cards hand() {
        return s.cards.handOf(seat);
    }

    @Override
    public Cards bank() {
        return Cards.fromCounts(s.cards.bank);
    }

    @Override
    public int handSize(int player) {
        return s.cards.handSize(player);
    }

    @Override
    public List<DevelopmentCard> developmentCards() {
        List<DevelopmentCard> cards = new ArrayList<>();
        for (DevelopmentCard kind : DEV_KINDS) {
            for (int i = s.devHands.count(seat, kind); i > 0; i--) {
                cards.add(kind);
            }
        }
        return List.copyOf(cards);
    }

    @Override
    public int developmentCardCount(int player) {
        return s.devHands.total(player);
    }

    @Override
    public int developmentDeckSize() {
        return s.isBarbarianAttack()
                ? s.castle.deckSize()
                : s.devDeck.size(); // its deck replaces the base one
    }

    @Override
    public int knightsPlayed(int player) {
        return s.points.knightsPlayed[player];
    }

    @Override
    public int victoryPoints(int player) {
        return player == seat ? s.totalPoints(player) : s.publicPoints(player);
    }

    @Override
    public int islandPoints(int player) {
        return s.points.islandPoints[player];
    }

    @Override
    public int islandBonusAt(int player, int intersection) {
        return IslandBonuses.bonusAt(s, player, intersection);
    }

    @Override
    public int roadLength(int player) {
        return s.points.roadLength[player];
    }

    @Override
    public OptionalInt longestRoadHolder() {
        return s.points.longestRoad == NOBODY ? OptionalInt.empty() : OptionalInt.of(s.points.longestRoad);
    }

    @Override
    public OptionalInt largestArmyHolder() {
        return s.points.largestArmy == NOBODY ? OptionalInt.empty() : OptionalInt.of(s.points.largestArmy);
    }

    @Override
    public int piecesLeft(int player, Piece piece) {
        switch (piece) {
            case ROAD:
                return s.pieces.roadsLeft[player];
            case SETTLEMENT:
                return s.pieces.settlementsLeft[player];
            case CITY:
                return s.pieces.citiesLeft[player];
            case CITY_WALL:
                return s.isCitiesAndKnights() ? s.improvements.wallsLeft[player] : 0;
            case KNIGHT:
                if (s.isCitiesAndKnights()) {
                    return s.knights.left[player * 3];
                }
                return s.isBarbarianAttack() ? s.castle.knightsLeft[player] : 0;
            case SHIP:
                return s.ships.inPlay() ? s.ships.left[player] : 0;
            default:
                throw new AssertionError(piece);
        }
    }

    @Override
    public int bankRate(Card card) {
        return Trading.rate(s, seat, card);
    }

    // --- Cities & Knights

    @Override
    public int barbarianPosition() {
        return s.barbarians.position();
    }

    @Override
    public boolean hasBarbariansAttacked() {
        return s.barbarians.hasAttacked();
    }

    @Override
    public int improvementLevel(int player, Track track) {
        return s.isCitiesAndKnights() ? CityImprovements.level(s, player, track) : 0;
    }

    @Override
    public List<ProgressCard> progressCards() {
        if (!s.isCitiesAndKnights()) {
            return List.of();
        }
        List<ProgressCard> cards = new ArrayList<>();
        for (ProgressCard kind : PROGRESS_KINDS) {
            for (int i = s.progress.hand[seat * ProgressPiles.KINDS + kind.ordinal()]; i > 0; i--) {
                cards.add(kind);
            }
        }
        return List.copyOf(cards);
    }

    @Override
    public int progressCardCount(int player) {
        return s.isCitiesAndKnights() ? ProgressDecks.held(s, player) : 0;
    }

    @Override
    public List<GameEvent> events() {
        List<GameEvent> seen = new ArrayList<>();
        for (GameEvent e : game.events()) {
            if (e.isVisibleTo(seat)) {
                seen.add(e);
            }
        }
        return List.copyOf(seen);
    }

    @Override
    public Simulation simulate() {
        return GameSimulation.determinised(game, seat);
    }

    // --- the variants

    @Override
    public Optional<String> scenario() {
        return s.options.scenario();
    }

    @Override
    public boolean canMoveShip(int path) {
        return Shipping.mayMoveNow(s, seat) && Shipping.isMovable(s, seat, path);
    }

    @Override
    public int gold(int player) {
        return player < s.castle.gold.length ? s.castle.gold[player] : 0;
    }

    @Override
    public int prisoners(int player) {
        return player < s.castle.prisoners.length ? s.castle.prisoners[player] : 0;
    }

    // --- BoardView: what lies on the board is BoardWindow's

    @Override
    GameState state() {
        return s;
    }
}
