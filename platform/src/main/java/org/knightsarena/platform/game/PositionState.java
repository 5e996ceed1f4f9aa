package org.knightsarena.platform.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.ScenarioDealer;
import org.knightsarena.platform.game.rules.barbarianattack.Landing;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameRandom;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.PositionFields;
import org.knightsarena.platform.game.state.PositionFormatException;
import org.knightsarena.platform.game.state.PositionNode;

/**
 * The whole state of a game as a <em>position</em> tree and back, so that a game can be continued
 * from any point; the text of a position (JSON, {@code docs/position-format.md}) is made from and
 * read into the tree above the engine, by {@code org.knightsarena.platform.position.Positions}.
 *
 * <p>Everything in the game state is saved except what follows from the rest: the board
 * topology and the hexes' resources (from the map), and each seat's set of reached
 * intersections, owned intersections and harbours (from the roads and buildings). Loading
 * gives a game whose position, written again, is the same tree, and which plays on exactly
 * as the saved game would have (same generator state, same decks in the same order).
 *
 * <p>Not saved: the game's history (a loaded game starts with an empty chronicle and no actions)
 * and dice forced with {@link Game#forceDice} or {@link Game#forceEventDie}. The board a loaded
 * game's replay names is the current one.
 *
 * <p>Stateless and thread-safe.
 */
final class PositionState {

    /** The version of the position format written by this engine, the only one it reads. */
    static final int FORMAT_VERSION = 1;

    /** Fields of {@link GameState} that a position stores (by name; some under other names). */
    static final Set<String> SAVED = Set.of(
            "options",
            "board",
            "random",
            "cards",
            "devDeck",
            "devHands",
            "pieces",
            "ships",
            "figures",
            "islands",
            "points",
            "turn",
            "improvements",
            "knights",
            "barbarians",
            "progress",
            "effects",
            "trade",
            "twoPlayer",
            "castle");
    /** Fields of {@link GameState} that loading recomputes from the saved ones. */
    static final Set<String> DERIVED = Set.of("players", "colours", "topology", "sea"); // sea: null here (below)
    /** Fields of {@link GameState} that a position does not keep: scratch space, and the forced rolls. */
    static final Set<String> SCRATCH = Set.of("optionBuffer", "owedScratch", "dice");

    private PositionState() {}

    // ---------------------------------------------------------------- writing

    /** @return the position of a state: a new tree, the same for the same state */
    static PositionNode write(GameState s, long seed) {
        boolean ck = s.isCitiesAndKnights();
        PositionNode root = PositionNode.object();
        root.put("format", FORMAT_VERSION);
        writeOptions(s.options, root.putObject("options"));
        if (s.sea != null) { // a scenario's board is dealt again from the seed (docs/position-format.md)
            ScenarioPosition.writeMap(s.board, root.putObject("map"));
        } else {
            writeMap(s.board.spec(), root.putObject("map"));
        }
        root.put("seed", seed);
        root.put("random", s.random.state());

        s.turn.write(root);
        s.points.writeHolders(root);
        s.figures.writeRobber(root);
        s.cards.writeBank(root);
        s.trade.write(root.putObject("trade"));

        PositionNode seats = root.putArray("seats");
        for (int p = 0; p < s.players; p++) {
            writeSeat(s, p, seats.addObject(), ck);
        }

        s.pieces.writeBoard(root, s.improvements, ck);
        if (s.isCatanForTwo()) {
            writeCatanForTwo(s, root.putObject("catanForTwo"));
        }
        if (s.ships.inPlay()) {
            s.ships.writeBoard(root);
            s.figures.writePirate(root);
        }
        if (s.isBarbarianAttack()) {
            s.castle.write(root.putObject("barbarianAttack"));
        }
        if (ck) {
            s.knights.writeBoard(root);
            writeCitiesAndKnights(s, root.putObject("citiesAndKnights"));
        } else {
            checkBaseDefaults(s);
            s.devDeck.write(root);
        }
        return root;
    }

    /** the trade tokens and second roll, and each neutral colour's supply and points. */
    private static void writeCatanForTwo(GameState s, PositionNode two) {
        s.twoPlayer.write(two);
        PositionNode neutrals = two.putArray("neutrals");
        for (int colour = s.players; colour < s.colours; colour++) {
            PositionNode neutral = neutrals.addObject();
            s.pieces.writeSupply(colour, neutral);
            s.points.writeSeat(colour, neutral);
            if (s.isCitiesAndKnights()) {
                s.knights.writeSeat(colour, neutral); // the neutral knights in supply
            }
        }
    }

    private static void readCatanForTwo(GameState s, PositionFields two) {
        List<PositionNode> neutrals = two.arrayOf("neutrals", s.colours - s.players);
        for (int colour = s.players; colour < s.colours; colour++) {
            int i = colour - s.players;
            PositionFields neutral = PositionFields.of(neutrals.get(i), two.at("neutrals") + "[" + i + "]");
            s.pieces.readSupply(colour, neutral);
            s.points.readSeat(colour, neutral, s.ships.inPlay());
            if (s.isCitiesAndKnights()) {
                s.knights.readSeat(colour, neutral);
            }
            neutral.done();
        }
        s.twoPlayer.read(two);
    }

    private static void writeOptions(GameOptions o, PositionNode options) {
        options.put("ruleset", o.ruleset().name());
        options.put("playerCount", o.playerCount());
        options.put("pointsToWin", o.pointsToWin());
        options.put("turnCap", o.turnCap());
        options.put("map", o.map().name());
        options.put("start", o.start().name());
        o.scenario().ifPresent(name -> options.put("scenario", name));
        if (o.barbarianAttack()) {
            options.put("barbarianAttack", true);
        }
    }

    private static void writeMap(Board.MapSpec spec, PositionNode map) {
        PositionNode terrains = map.putArray("terrains");
        spec.terrains().forEach(t -> terrains.add(t.name()));
        PositionNode tokens = map.putArray("tokens");
        spec.tokens().forEach(t -> tokens.add(PositionNode.of(t)));
        PositionNode harbours = map.putArray("harbours");
        spec.harbours().forEach(h -> harbours.add(h.name()));
    }

    private static void writeSeat(GameState s, int p, PositionNode seat, boolean ck) {
        s.cards.writeHand(p, seat);
        s.pieces.writeSupply(p, seat);
        if (s.ships.inPlay()) {
            s.ships.writeSupply(p, seat);
        }
        s.points.writeSeat(p, seat);
        s.turn.writeSeat(p, seat);
        s.devHands.writeSeat(p, seat);
        if (s.sea != null) {
            s.points.writeSeafarersSeat(p, seat);
            s.islands.writeSeat(p, seat);
        }
        if (ck) {
            s.improvements.writeSeat(p, seat);
            s.knights.writeSeat(p, seat);
            s.progress.writeHand(p, seat);
            s.points.writeCitiesAndKnightsSeat(p, seat);
            s.pieces.writeTipped(p, seat);
        }
    }

    private static void writeCitiesAndKnights(GameState s, PositionNode ck) {
        if (!s.devDeck.isEmpty()) {
            throw new IllegalStateException("a Cities & Knights game has a development deck");
        }
        s.barbarians.write(ck);
        s.improvements.writeMetropolises(ck);
        s.figures.writeMerchant(ck);
        s.turn.writeCitiesAndKnights(ck);
        s.knights.writeDisplaced(ck);
        s.effects.write(ck, s.players);
        s.progress.writeDecks(ck);
    }

    /** A base game keeps the Cities &amp; Knights fields as created; a position of one leaves them out. */
    private static void checkBaseDefaults(GameState s) {
        if (!s.barbarians.isAtStart()
                || !s.figures.noMerchant()
                || !s.turn.noCitiesAndKnightsStep()
                || !s.knights.noneDisplaced()
                || !s.effects.isClear()
                || !s.improvements.noMetropolis()) {
            throw new IllegalStateException(
                    "a base game uses Cities & Knights state, which its position" + " would not keep");
        }
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads a position.
     *
     * @param tree the position, never null
     * @return a game in that position, with an empty history and nothing forced
     * @throws PositionFormatException if the tree is of another format version or does not describe a
     *                                 consistent game; the message names the JSON path
     */
    static Game read(PositionNode tree, ScenarioDealer dealer) {
        if (tree.kind() != PositionNode.Kind.OBJECT) {
            throw new PositionFormatException("a position is a JSON object");
        }
        PositionFields root = PositionFields.of(tree, "");
        if (!root.has("format")) {
            throw new PositionFormatException("missing field 'format'");
        }
        int format = root.integer("format");
        if (format != FORMAT_VERSION) {
            throw new PositionFormatException(
                    "format: position format " + format + " is not supported; this engine reads " + FORMAT_VERSION);
        }
        return fromTree(root, dealer);
    }

    private static Game fromTree(PositionFields root, ScenarioDealer dealer) {
        PositionFields o = root.object("options");
        GameOptions options;
        try {
            options = new GameOptions(
                    o.enumValue("ruleset", Ruleset.class),
                    o.integer("playerCount"),
                    o.integer("pointsToWin"),
                    o.integer("turnCap"),
                    o.enumValue("map", GameOptions.MapChoice.class),
                    o.enumValue("start", GameOptions.Start.class),
                    o.has("scenario") ? Optional.of(o.text("scenario")) : Optional.empty(),
                    o.has("barbarianAttack") && o.bool("barbarianAttack"));
        } catch (IllegalArgumentException e) {
            throw PositionFields.fail("options", e.getMessage());
        }
        o.done();
        long seed = root.longValue("seed");
        GameRandom random = new GameRandom(root.longValue("random"));
        GameState s = options.scenario().isPresent()
                ? new GameState(options, ScenarioPosition.readMap(options, seed, root.object("map"), dealer), random)
                : new GameState(options, readMap(root.object("map")), random);
        Board board = s.board;
        boolean ck = s.isCitiesAndKnights();
        if (ck) {
            s.startCitiesAndKnights();
        }
        int players = s.players;
        int nodes = s.topology.intersectionCount();
        int paths = s.topology.pathCount();

        s.turn.read(root, nodes);
        s.points.readHolders(root);
        s.figures.readRobber(root, s.sea != null || s.isBarbarianAttack());
        s.cards.readBank(root);
        s.trade.read(root.object("trade"));

        List<PositionNode> seats = root.arrayOf("seats", players);
        for (int p = 0; p < players; p++) {
            readSeat(s, PositionFields.of(seats.get(p), "seats[" + p + "]"), p, ck);
        }
        s.pieces.readBoard(root, board, s.improvements, ck);
        if (s.isCatanForTwo()) {
            readCatanForTwo(s, root.object("catanForTwo"));
        }
        if (s.ships.inPlay()) {
            s.ships.readBoard(root, s.topology, s.pieces.roadOwner);
            s.figures.readPirate(root);
        }
        readBarbarianAttack(s, root);
        if (ck) {
            s.knights.readBoard(root, s.colours);
            readCitiesAndKnights(s, root.object("citiesAndKnights"));
        } else {
            s.devDeck.read(root);
        }
        root.done();
        return Game.resume(s, seed, board);
    }

    /** the variant's slice, when it is played; the points its conquest costs are derived, not saved. */
    private static void readBarbarianAttack(GameState s, PositionFields root) {
        if (s.isBarbarianAttack()) {
            s.castle.read(root.object("barbarianAttack"), s.players);
            Landing.refreshConquest(s);
        }
    }

    private static Board readMap(PositionFields m) {
        List<Terrain> terrains = new ArrayList<>();
        List<PositionNode> t = m.array("terrains", Integer.MAX_VALUE);
        for (int i = 0; i < t.size(); i++) {
            terrains.add(PositionFields.enumValue(t.get(i), "map.terrains[" + i + "]", Terrain.class));
        }
        List<Integer> tokens = new ArrayList<>();
        List<PositionNode> k = m.array("tokens", Integer.MAX_VALUE);
        for (int i = 0; i < k.size(); i++) {
            tokens.add(PositionFields.integer(k.get(i), "map.tokens[" + i + "]"));
        }
        List<Harbour> harbours = new ArrayList<>();
        List<PositionNode> h = m.array("harbours", Integer.MAX_VALUE);
        for (int i = 0; i < h.size(); i++) {
            harbours.add(PositionFields.enumValue(h.get(i), "map.harbours[" + i + "]", Harbour.class));
        }
        m.done();
        try {
            return Board.from(new Board.MapSpec(terrains, tokens, harbours));
        } catch (IllegalArgumentException e) {
            throw PositionFields.fail("map", e.getMessage());
        }
    }

    private static void readSeat(GameState s, PositionFields seat, int p, boolean ck) {
        s.cards.readHand(p, seat);
        s.pieces.readSupply(p, seat);
        if (s.ships.inPlay()) {
            s.ships.readSupply(p, seat);
        }
        s.points.readSeat(p, seat, s.ships.inPlay());
        s.turn.readSeat(p, seat);
        s.devHands.readSeat(p, seat);
        if (s.sea != null) {
            s.points.readSeafarersSeat(p, seat);
            s.islands.readSeat(p, seat, s.sea.areas().areaCount());
        }
        if (ck) {
            s.improvements.readSeat(p, seat);
            s.knights.readSeat(p, seat);
            s.progress.readHand(p, seat);
            s.points.readCitiesAndKnightsSeat(p, seat);
            s.pieces.readTipped(p, seat);
        }
        seat.done();
    }

    private static void readCitiesAndKnights(GameState s, PositionFields ck) {
        int players = s.players;
        int nodes = s.topology.intersectionCount();
        s.barbarians.read(ck);
        s.improvements.readMetropolises(ck, players, nodes);
        s.figures.readMerchant(ck, players);
        s.turn.readCitiesAndKnights(ck);
        s.knights.readDisplaced(ck, nodes);
        s.effects.read(ck, players, s.topology.pathCount());
        s.progress.readDecks(ck);
        ck.done();
    }
}
