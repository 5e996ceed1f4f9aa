package org.knightsarena.platform.game.state;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.Topology;

/**
 * The whole mutable state of one game in primitive arrays, so that a copy for search is a
 * handful of {@code clone()} calls. Only the rules classes of this package mutate it.
 *
 * <p>Most of it lives in <em>slices</em> ({@link TurnState}, {@link HandsAndBank}, {@link Pieces},
 * {@link KnightBoard}, {@link Improvements}, {@link ProgressPiles}, {@link CardEffects},
 * {@link TradeOffer}, {@link BarbarianTrack}, {@link DevelopmentDeck}, {@link Dice}): each owns
 * its arrays, their copy and its part of a position, so a new field is one slice and the format
 * doc; this class holds the slices, copies them and keeps the few fields left (development
 * hands, points and awards, the robber and the merchant).
 *
 * <p>Per-player arrays are indexed {@code seat * width + kind}. {@link BoardView#NOBODY} marks
 * an empty intersection or path. Not thread-safe.
 */
public final class GameState {
    public static final int DEV_KINDS = 5;
    /** Trade offers a player may make per turn, so that two agents cannot haggle forever. */
    public static final int OFFERS_PER_TURN = 3;

    public final GameOptions options;
    public final int players;
    public final Topology topology;
    public Board board;
    public GameRandom random;
    /** Rolls forced by tests, positions and the Alchemist; not part of a position. */
    public Dice dice = new Dice();

    // --- cards
    /** The players' hands of resources and commodities, and the bank. */
    public final HandsAndBank cards;

    public final DevelopmentDeck devDeck;
    public int[] devHand; // seat * 5 + kind: unplayed cards held
    public int[] devBought; // seat * 5 + kind: of those, bought this turn
    public int[] knightsPlayed; // seat

    // --- board
    /** Settlements, cities and roads on the board and in supply. */
    public final Pieces pieces;

    public int robber;
    public final int[] hexResource; // hex: Card code of its resource, -1 for the desert

    // --- awards and points
    public int[] publicPoints; // seat: buildings and awards; hidden victory point cards excluded
    public int[] roadLength; // seat
    public int longestRoad = BoardView.NOBODY;
    public int largestArmy = BoardView.NOBODY;

    // --- Cities & Knights (RULES.md §1–§16); unused in the base game

    /** The city improvements, metropolises and city walls. */
    public final Improvements improvements;
    /** The knights on the board and in supply, and a displaced knight waiting to be placed. */
    public final KnightBoard knights;

    public final BarbarianTrack barbarians;
    /** The progress cards in the hands and the decks. */
    public final ProgressPiles progress;

    public int[] defenderPoints = new int[0]; // seat
    public int[] progressPoints = new int[0]; // seat: Printer and Constitution laid face up
    public int merchantHex = BoardView.NOBODY;
    public int merchantOwner = BoardView.NOBODY;

    /** Sets up the Cities &amp; Knights parts; called once at creation for that ruleset. */
    public void startCitiesAndKnights() {
        improvements.start(players, topology.intersectionCount());
        knights.start(players, topology.intersectionCount());
        progress.start(players);
        defenderPoints = new int[players];
        progressPoints = new int[players];
        pieces.start(players);
        cards.stockCommodities();
    }

    public boolean isCitiesAndKnights() {
        return options.ruleset() == org.knightsarena.api.Ruleset.CITIES_AND_KNIGHTS;
    }

    /** Where play stands: turn, phase, active seat, decisions owed. */
    public final TurnState turn;

    /** What progress cards played this turn leave for later steps of the turn. */
    public final CardEffects effects;

    /** Scratch space for option lists; never copied, never part of the game. */
    public final OptionBuffer optionBuffer = new OptionBuffer();

    /** The domestic trade offer last made, with its answers. */
    public final TradeOffer trade;

    public GameState(GameOptions options, Board board, GameRandom random) {
        this.options = options;
        this.players = options.playerCount();
        this.board = board;
        this.topology = board.topology();
        if (topology.intersectionCount() > NodeSet.CAPACITY || topology.pathCount() > PathSet.CAPACITY) {
            throw new IllegalArgumentException("intersection sets hold " + NodeSet.CAPACITY + " and path sets "
                    + PathSet.CAPACITY + "; this map has " + topology.intersectionCount() + " intersections and "
                    + topology.pathCount() + " paths");
        }
        this.random = random;
        cards = new HandsAndBank(players);
        devDeck = new DevelopmentDeck(players);
        devHand = new int[players * DEV_KINDS];
        devBought = new int[players * DEV_KINDS];
        knightsPlayed = new int[players];
        pieces = new Pieces(players, topology);
        robber = board.desert();
        hexResource = resourcesOf(board);
        publicPoints = new int[players];
        roadLength = new int[players];
        turn = new TurnState(players);
        trade = new TradeOffer(players);
        barbarians = new BarbarianTrack();
        effects = new CardEffects();
        improvements = new Improvements();
        knights = new KnightBoard();
        progress = new ProgressPiles();
    }

    private GameState(GameState o) {
        options = o.options;
        players = o.players;
        topology = o.topology;
        board = o.board;
        random = o.random.copy();
        dice = o.dice.copy();
        cards = o.cards.copy();
        devDeck = o.devDeck.copy();
        devHand = o.devHand.clone();
        devBought = o.devBought.clone();
        knightsPlayed = o.knightsPlayed.clone();
        pieces = o.pieces.copy();
        robber = o.robber;
        hexResource = o.hexResource;
        publicPoints = o.publicPoints.clone();
        roadLength = o.roadLength.clone();
        longestRoad = o.longestRoad;
        largestArmy = o.largestArmy;
        turn = o.turn.copy();
        trade = o.trade.copy();
        improvements = o.improvements.copy();
        knights = o.knights.copy();
        barbarians = o.barbarians.copy();
        progress = o.progress.copy();
        defenderPoints = o.defenderPoints.clone();
        progressPoints = o.progressPoints.clone();
        merchantHex = o.merchantHex;
        merchantOwner = o.merchantOwner;
        effects = o.effects.copy();
    }

    /** Production looks up each hex's resource on every roll: keep it as a plain array. */
    private static int[] resourcesOf(Board board) {
        int[] codes = new int[board.topology().hexCount()];
        for (int hex = 0; hex < codes.length; hex++) {
            codes[hex] = board.terrain(hex).resource().map(Card::code).orElse(-1);
        }
        return codes;
    }

    public GameState copy() {
        return new GameState(this);
    }

    // --- development cards

    public int devCount(int seat, DevelopmentCard card) {
        return devHand[seat * DEV_KINDS + card.ordinal()];
    }

    public int devCards(int seat) {
        int total = 0;
        for (int k = 0; k < DEV_KINDS; k++) {
            total += devHand[seat * DEV_KINDS + k];
        }
        return total;
    }

    /** @return whether {@code seat} holds a card of that kind bought before this turn */
    public boolean canPlay(int seat, DevelopmentCard card) {
        int i = seat * DEV_KINDS + card.ordinal();
        return devHand[i] - devBought[i] > 0;
    }

    // --- points

    public int hiddenPoints(int seat) {
        return devHand[seat * DEV_KINDS + DevelopmentCard.VICTORY_POINT.ordinal()];
    }

    public int totalPoints(int seat) {
        return publicPoints[seat] + hiddenPoints(seat);
    }

    public boolean isOver() {
        return turn.phase() == Phase.OVER;
    }

    /** @return the seat after {@code seat} in clockwise order */
    public int next(int seat) {
        return seat + 1 == players ? 0 : seat + 1;
    }
}
