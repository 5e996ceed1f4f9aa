package org.knightsarena.platform.game.state;

import java.util.Arrays;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.SeaMap;
import org.knightsarena.platform.board.Topology;

/**
 * The whole mutable state of one game in primitive arrays, so that a copy for search is a
 * handful of {@code clone()} calls. Only the rules classes of this package mutate it.
 *
 * <p>All of it lives in <em>slices</em> ({@link TurnState}, {@link HandsAndBank},
 * {@link DevelopmentDeck}, {@link DevelopmentHands}, {@link Pieces}, {@link ShipBoard}, {@link HexFigures},
 * {@link PointsAndAwards}, {@link KnightBoard}, {@link Improvements}, {@link ProgressPiles},
 * {@link CardEffects}, {@link TradeOffer}, {@link BarbarianTrack}, {@link GoldAndIslands}, {@link CastleAndBarbarians}, {@link Dice}): each owns its
 * arrays, their copy and its part of a position, so a new field is one slice and the format doc.
 * This class holds the slices and copies them, beside what is not the game's changing state: the
 * options, the seat count, the board and its topology, the generator and the option scratch space.
 *
 * <p>Per-player arrays are indexed {@code seat * width + kind}. {@link BoardView#NOBODY} marks
 * an empty intersection or path. Not thread-safe.
 */
public final class GameState {
    /** Trade offers a player may make per turn, so that two agents cannot haggle forever. */
    public static final int OFFERS_PER_TURN = 3;

    public final GameOptions options;
    public final int players;
    /**
     * The colours owning pieces: the players, then Catan for Two's neutral colours,
     * which never take a turn, hold cards or win. Arrays indexed by a piece's owner have this size.
     */
    public final int colours;

    public final Topology topology;
    public Board board;
    public GameRandom random;
    /** Rolls forced by tests, positions and the Alchemist; not part of a position. */
    public Dice dice = new Dice();

    // --- cards
    /** The players' hands of resources and commodities, and the bank. */
    public final HandsAndBank cards;

    public final DevelopmentDeck devDeck;
    /** The development cards in the players' hands. */
    public final DevelopmentHands devHands;

    // --- board
    /** Settlements, cities and roads on the board and in supply. */
    public final Pieces pieces;

    /** The ships of a Seafarers map; empty on the standard island. */
    public final ShipBoard ships;

    /** The robber and the merchant, and each hex's resource. */
    public final HexFigures figures;
    /** The Seafarers map's land and set-up areas; null on the standard island. */
    public final SeaLayout sea;
    /** Gold picks owed, home areas and island bonuses earned (Seafarers); all 0 on the standard island. */
    public final GoldAndIslands islands;

    /** The public points of each seat and what the awards are counted from. */
    public final PointsAndAwards points;

    // --- Cities & Knights (RULES.md §1–§16); unused in the base game

    /** The city improvements, metropolises and city walls. */
    public final Improvements improvements;
    /** The knights on the board and in supply, and a displaced knight waiting to be placed. */
    public final KnightBoard knights;

    public final BarbarianTrack barbarians;
    /** The progress cards in the hands and the decks. */
    public final ProgressPiles progress;

    /**
     * Sets up the Cities &amp; Knights parts; called once at creation for that ruleset. Pieces on the
     * board are sized by colour: Catan for Two's neutral colours own knights too.
     */
    public void startCitiesAndKnights() {
        improvements.start(colours, topology.intersectionCount());
        knights.start(colours, topology.intersectionCount());
        progress.start(players);
        points.startCitiesAndKnights();
        pieces.start(colours);
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

    /**
     * Scratch space for what a roll owes each colour of each card ({@code colour * Card.COUNT +
     * card}), cleared by each production; never copied, never part of the game. Kept here since a
     * roll comes every turn and the array would be made anew each time; made at the first roll,
     * so that a copy for search that never rolls does not pay for it.
     */
    private int[] owedScratch;

    /** @return {@link #owedScratch}, all zero, {@code players * Card.COUNT} long */
    public int[] clearedOwedScratch() {
        if (owedScratch == null) {
            owedScratch = new int[players * Card.COUNT];
        } else {
            Arrays.fill(owedScratch, 0);
        }
        return owedScratch;
    }

    /** The domestic trade offer last made, with its answers. */
    public final TradeOffer trade;

    /** Catan for Two's trade tokens, second roll and token actions used. */
    public final TwoPlayerTable twoPlayer;

    /** Barbarian Attack's castle, barbarians, path knights, prisoners and gold; empty otherwise. */
    public final CastleAndBarbarians castle;

    /** @return whether Traders &amp; Barbarians' Barbarian Attack is played */
    public boolean isBarbarianAttack() {
        return castle.inPlay();
    }

    /** @return whether this is Catan for Two: 2 players and 2 neutral colours */
    public boolean isCatanForTwo() {
        return colours > players;
    }

    public GameState(GameOptions options, Board board, GameRandom random) {
        this(options, board, null, random);
    }

    /** A state on a dealt Seafarers map: the robber starts where the map says, -1 off the board, and the pirate too. */
    public GameState(GameOptions options, SeaMap map, GameRandom random) {
        this(options, map.board(), new SeaLayout(map), random);
        figures.robber = map.robberHex();
        figures.pirate = map.pirateHex(); // where the scenario puts it, -1 without sea
        ships.start(players, topology.pathCount());
    }

    private GameState(GameOptions options, Board board, SeaLayout sea, GameRandom random) {
        this.options = options;
        this.sea = sea;
        this.players = options.playerCount();
        this.colours = players + TableComponents.neutralColours(players);
        this.board = board;
        this.topology = board.topology();
        if (topology.intersectionCount() > NodeSet.CAPACITY || topology.pathCount() > PathSet.CAPACITY) {
            throw new IllegalArgumentException("intersection sets hold " + NodeSet.CAPACITY + " and path sets "
                    + PathSet.CAPACITY + "; this map has " + topology.intersectionCount() + " intersections and "
                    + topology.pathCount() + " paths");
        }
        this.random = random;
        cards = new HandsAndBank(colours);
        devDeck = new DevelopmentDeck(players);
        devHands = new DevelopmentHands(colours);
        pieces = new Pieces(colours, topology);
        ships = new ShipBoard();
        figures = new HexFigures(board);
        islands = new GoldAndIslands(players);
        points = new PointsAndAwards(colours);
        turn = new TurnState(players);
        trade = new TradeOffer(players);
        twoPlayer = new TwoPlayerTable(players);
        barbarians = new BarbarianTrack();
        effects = new CardEffects();
        improvements = new Improvements();
        knights = new KnightBoard();
        progress = new ProgressPiles();
        castle = new CastleAndBarbarians();
        if (options.barbarianAttack()) {
            castle.start(players, board, isCitiesAndKnights()); // C&K pieces
            figures.robber = -1; // there is no robber
        }
    }

    private GameState(GameState o) {
        options = o.options;
        players = o.players;
        colours = o.colours;
        topology = o.topology;
        board = o.board;
        random = o.random.copy();
        dice = o.dice.copy();
        cards = o.cards.copy();
        devDeck = o.devDeck.copy();
        devHands = o.devHands.copy();
        pieces = o.pieces.copy();
        ships = o.ships.copy();
        figures = o.figures.copy();
        sea = o.sea;
        islands = o.islands.copy();
        points = o.points.copy();
        turn = o.turn.copy();
        trade = o.trade.copy();
        twoPlayer = o.twoPlayer.copy();
        improvements = o.improvements.copy();
        knights = o.knights.copy();
        barbarians = o.barbarians.copy();
        progress = o.progress.copy();
        effects = o.effects.copy();
        castle = o.castle.copy();
    }

    public GameState copy() {
        return new GameState(this);
    }

    /**
     * @return the seat's points that everybody sees: buildings and awards ({@code points.publicPoints}),
     *     and in Barbarian Attack a point per 2 prisoners less the points of besieged buildings
     *     which follow from public facts
     */
    public int publicPoints(int seat) {
        return points.publicPoints[seat] + castle.points(seat);
    }

    /** @return the seat's points, its hidden victory point cards included */
    public int totalPoints(int seat) {
        return publicPoints(seat) + devHands.victoryPoints(seat);
    }

    public boolean isOver() {
        return turn.phase() == Phase.OVER;
    }

    /** @return the seat after {@code seat} in clockwise order */
    public int next(int seat) {
        return seat + 1 == players ? 0 : seat + 1;
    }
}
