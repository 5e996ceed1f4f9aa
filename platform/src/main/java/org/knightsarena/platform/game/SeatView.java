package org.knightsarena.platform.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Building;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.barbarianattack.ForeignKnight;
import org.knightsarena.platform.game.rules.base.Trading;
import org.knightsarena.platform.game.rules.cities.CityImprovements;
import org.knightsarena.platform.game.rules.cities.ProgressDecks;
import org.knightsarena.platform.game.rules.seafarers.IslandBonuses;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.Pieces;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * One seat's read-only window on a live game: no copying, and nothing the seat may not know
 * (opponents' hands and development cards are counts only).
 */
final class SeatView extends TopologyWindow implements GameView {
    private static final DevelopmentCard[] DEV_KINDS = DevelopmentCard.values();
    private static final ProgressCard[] PROGRESS_KINDS = ProgressCard.values();
    private static final Track[] TRACKS = Track.values();

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
        return s.devDeck.size();
    }

    @Override
    public int knightsPlayed(int player) {
        return s.points.knightsPlayed[player];
    }

    @Override
    public int victoryPoints(int player) {
        return player == seat ? s.totalPoints(player) : s.points.publicPoints[player];
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
                return s.isCitiesAndKnights() ? s.knights.left[player * 3] : 0;
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

    // --- BoardView

    @Override
    Topology topology() {
        return s.topology;
    }

    @Override
    public Terrain terrain(int hex) {
        return s.board.terrain(hex);
    }

    @Override
    public int token(int hex) {
        return s.board.token(hex);
    }

    @Override
    public Harbour harbour(int intersection) {
        return s.board.harbour(intersection);
    }

    @Override
    public int robber() {
        return s.figures.robber;
    }

    @Override
    public int island(int hex) {
        if (s.sea == null) {
            return 0;
        }
        int area = s.sea.areas().areaOf(hex);
        return area < 0 ? -1 : s.sea.areas().island(area);
    }

    @Override
    public Optional<String> scenario() {
        return s.options.scenario();
    }

    @Override
    public boolean canMoveShip(int path) {
        return Shipping.mayMoveNow(s, seat) && Shipping.isMovable(s, seat, path);
    }

    @Override
    public int pirate() {
        return s.figures.pirate;
    }

    @Override
    public Building building(int intersection) {
        switch (s.pieces.buildingKind[intersection]) {
            case 0:
                return Building.NONE;
            case Pieces.SETTLEMENT:
                return Building.SETTLEMENT;
            case Pieces.CITY:
                return Building.CITY;
            default:
                throw new AssertionError(s.pieces.buildingKind[intersection]);
        }
    }

    @Override
    public int buildingOwner(int intersection) {
        return s.pieces.buildingOwner[intersection];
    }

    @Override
    public int roadOwner(int path) {
        return s.pieces.roadOwner[path];
    }

    @Override
    public int shipOwner(int path) {
        return s.ships.ownerOf(path);
    }

    @Override
    public int barbarians(int hex) {
        return s.isBarbarianAttack() ? s.castle.barbarians[hex] : 0;
    }

    @Override
    public int pathKnightOwner(int path) {
        return s.isBarbarianAttack() ? s.castle.knightOwner[path] : NOBODY;
    }

    @Override
    public int foreignKnightPath() {
        return s.isBarbarianAttack() ? ForeignKnight.path(s) : NOBODY; // -1, NOBODY, before it enters
    }

    @Override
    public boolean hasWall(int intersection) {
        return s.isCitiesAndKnights() && s.improvements.wall[intersection] != 0;
    }

    @Override
    public Optional<Track> metropolis(int intersection) {
        for (Track track : TRACKS) {
            if (s.improvements.metropolisNode[track.ordinal()] == intersection) {
                return Optional.of(track);
            }
        }
        return Optional.empty();
    }

    @Override
    public int knightOwner(int intersection) {
        return s.isCitiesAndKnights() ? s.knights.owner[intersection] : NOBODY;
    }

    @Override
    public int knightStrength(int intersection) {
        return knightOwner(intersection) == NOBODY ? 0 : s.knights.strength[intersection];
    }

    @Override
    public boolean isKnightActive(int intersection) {
        return knightOwner(intersection) != NOBODY && KnightFlags.active(s.knights.flags[intersection]);
    }

    @Override
    public OptionalInt merchant() {
        return s.figures.merchantHex == NOBODY ? OptionalInt.empty() : OptionalInt.of(s.figures.merchantHex);
    }
}
