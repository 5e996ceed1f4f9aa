package org.knightsarena.platform.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.ScenarioDealer;
import org.knightsarena.platform.board.SeaMap;
import org.knightsarena.platform.game.flow.ActionDispatch;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.barbarianattack.Landing;
import org.knightsarena.platform.game.rules.base.DevelopmentCards;
import org.knightsarena.platform.game.rules.cities.ProgressDecks;
import org.knightsarena.platform.game.rules.fortwo.NeutralBuilding;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.Dice;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameRandom;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.History;
import org.knightsarena.platform.game.state.PositionNode;
import org.knightsarena.platform.game.state.SeatedAction;

/**
 * One game: its state, the pending decision, the chronicle and the actions applied so far.
 *
 * <p>Everything random comes from one generator seeded at creation, drawn in a fixed order
 * (the board, the development deck or, with Cities &amp; Knights, the science, trade and politics
 * decks, then dice and steals as play goes), so the seed and the
 * list of actions reproduce the game exactly. Not thread-safe.
 */
public final class Game {

    private final long seed;
    private final Board initialBoard;
    private final GameState state;
    private final Chronicle chronicle;
    private final History actions;
    private Decision decision;
    private long searchCopies;

    private Game(long seed, Board initialBoard, GameState state, Chronicle chronicle, History actions) {
        this.seed = seed;
        this.initialBoard = initialBoard;
        this.state = state;
        this.chronicle = chronicle;
        this.actions = actions;
    }

    /**
     * Starts a game on a board made from the seed as {@code options.map()} says.
     *
     * @param options the settings
     * @param seed    the seed of the game's only generator
     * @return the game, waiting for the first setup placement
     */
    public static Game create(GameOptions options, long seed) {
        if (options.scenario().isPresent()) {
            throw new IllegalArgumentException("scenario " + options.scenario().get()
                    + " needs its map files: start it with create(options, seed, Scenarios::deal)");
        }
        if (options.barbarianAttack()) {
            options = options.withPointsToWin(Landing.target(options.ruleset()));
        }
        GameRandom random = new GameRandom(seed);
        return start(options, IslandChoice.deal(options, random), random, seed);
    }

    /**
     * Starts a game on a given board.
     *
     * @param options the settings ({@code options.map()} is ignored)
     * @param board   the board
     * @param seed    the seed of the game's only generator
     * @return the game, waiting for the first setup placement
     */
    public static Game create(GameOptions options, Board board, long seed) {
        return start(options, board, new GameRandom(seed), seed);
    }

    /**
     * Starts a game on a board made from the seed: the scenario's map dealt from the game's
     * generator when {@code options.scenario()} names one, with the scenario's target
     * 2 more with Cities &amp; Knights); else as {@link #create(GameOptions, long)}.
     *
     * @param options the settings
     * @param seed    the seed of the game's only generator
     * @param dealer  deals the scenario's map: {@code maps.Scenarios::deal}
     * @return the game, waiting for the first setup placement
     * @throws IllegalArgumentException for an unknown scenario or a player count it is not for
     */
    public static Game create(GameOptions options, long seed, ScenarioDealer dealer) {
        if (options.scenario().isEmpty()) {
            return create(options, seed);
        }
        GameRandom random = new GameRandom(seed);
        SeaMap map = dealer.deal(options.scenario().get(), options.playerCount(), random);
        int target = map.file().targetVictoryPoints() + (options.ruleset() == Ruleset.CITIES_AND_KNIGHTS ? 2 : 0);
        GameState state = new GameState(options.withPointsToWin(target), map, random);
        return start(state, seed);
    }

    private static Game start(GameOptions options, Board board, GameRandom random, long seed) {
        return start(new GameState(options, board, random), seed);
    }

    private static Game start(GameState state, long seed) {
        if (state.isCitiesAndKnights()) {
            state.startCitiesAndKnights();
            ProgressDecks.shuffle(state); // Cities & Knights has no development deck
        } else if (!state.isBarbarianAttack()) { // Barbarian Attack's own deck is shuffled by Landing.start
            DevelopmentCards.shuffleDeck(state);
        }
        Chronicle chronicle = Chronicle.recordingFor(state);
        if (state.isBarbarianAttack()) {
            Landing.start(state, chronicle);
        }
        if (state.isCatanForTwo()) {
            NeutralBuilding.placeStartingSettlements(state, chronicle);
        }
        return new Game(seed, state.board, state, chronicle, History.recording());
    }

    /**
     * Returns the position of the game: its whole state as a tree, which the position format writes
     * as text ({@code org.knightsarena.platform.position.Positions}). History and forced dice are
     * not part of it.
     *
     * @return a new tree; the same state always gives the same tree
     */
    public PositionNode position() {
        return PositionState.write(state, seed);
    }

    /**
     * Continues a game from a position written by {@link #position()}: no history, no forced dice.
     *
     * @param position the position, never null
     * @return the game in that position
     * @throws PositionFormatException if the position is of another format version or does not
     *                                 describe a consistent game; the message names the path of
     *                                 the offending value
     */
    public static Game fromPosition(PositionNode position) {
        return fromPosition(position, (scenario, players, rng) -> {
            throw new IllegalArgumentException("scenario " + scenario
                    + " needs its map files: read it with fromPosition(position, Scenarios::deal)");
        });
    }

    /**
     * Continues a game from a position, a Seafarers scenario's board dealt again from the seed
     * with the position's tokens laid on it.
     *
     * @param position the position, never null
     * @param dealer   deals the scenario's map: {@code maps.Scenarios::deal}
     * @return the game in that position
     * @throws PositionFormatException as {@link #fromPosition(PositionNode)}, and for a scenario the
     *                                 dealer does not know
     */
    public static Game fromPosition(PositionNode position, ScenarioDealer dealer) {
        return PositionState.read(
                java.util.Objects.requireNonNull(position, "position"), java.util.Objects.requireNonNull(dealer));
    }

    /**
     * Continues a game from a saved state (see {@link PositionState}): no history, no forced dice.
     *
     * @param state        the state, owned by the game from now on
     * @param seed         the seed the game was created with (agents derive their generators from it)
     * @param initialBoard the board its replay would name
     */
    static Game resume(GameState state, long seed, Board initialBoard) {
        return new Game(seed, initialBoard, state, Chronicle.recording(), History.recording());
    }

    /** @return an independent copy, history included */
    public Game copy() {
        return new Game(seed, initialBoard, state.copy(), chronicle.copy(), actions.copy());
    }

    /**
     * Returns a copy for search: no history is kept, and play draws from a generator that the
     * original's future cannot be read from.
     */
    Game forSearch(long salt) {
        GameState s = state.copy();
        // the live generator is left untouched, so that asking for copies never changes the game
        s.random = state.random.copy().fork(salt * 31 + ++searchCopies);
        s.dice = new Dice(); // forced rolls are not for a search to know
        return new Game(seed, initialBoard, s, Chronicle.discarding(), History.discarding());
    }

    // --- reading

    /** @return the settings */
    public GameOptions options() {
        return state.options;
    }

    /** @return the seed the game was created with */
    public long seed() {
        return seed;
    }

    /** @return the board the game started on (Inventor may have swapped tokens since) */
    public Board initialBoard() {
        return initialBoard;
    }

    /** @return the board as it is now */
    public Board board() {
        return state.board;
    }

    /** @return true once someone has won or the turn cap is reached */
    public boolean isOver() {
        return state.isOver();
    }

    /** @return the winner, if the game ended with one */
    public OptionalInt winner() {
        return state.turn.winner == BoardView.NOBODY ? OptionalInt.empty() : OptionalInt.of(state.turn.winner);
    }

    /** @return the turn number, 0 during setup */
    public int turn() {
        return state.turn.number;
    }

    /** @return a seat's victory points, hidden ones included */
    public int victoryPoints(int seat) {
        return state.totalPoints(seat);
    }

    /** @return every event so far, private ones included; a live unmodifiable view */
    public List<GameEvent> events() {
        return chronicle.events();
    }

    /** @return every applied action so far; a live unmodifiable view */
    public List<SeatedAction> actions() {
        return actions;
    }

    /** @return the view of one seat; valid as long as the game is */
    public GameView view(int seat) {
        return new SeatView(this, state, seat);
    }

    GameState state() {
        return state;
    }

    /**
     * @return the pending decision with its legal options
     * @throws IllegalStateException if the game is over
     */
    public Decision decision() {
        if (decision == null) {
            decision = LegalActions.decision(state);
        }
        return decision;
    }

    /** @return the seat that must answer the pending decision */
    public int decider() {
        return LegalActions.decider(state);
    }

    /**
     * Checks an answer to the pending decision without applying it.
     *
     * @return empty if legal, else the reason
     */
    public Optional<String> check(Action action) {
        if (isOver()) {
            return Optional.of("the game is over");
        }
        return decision().validate(action);
    }

    /**
     * Applies an answer to the pending decision for the seat that must decide.
     *
     * @throws IllegalArgumentException with the reason if it is not legal
     */
    public void apply(Action action) {
        Optional<String> violation = check(action);
        if (violation.isPresent()) {
            throw new IllegalArgumentException(violation.get());
        }
        applyChecked(action);
    }

    /** Applies an answer already validated against {@link #decision()}. */
    public void applyChecked(Action action) {
        // the pending decision knows its seat; working it out again costs a scan in some phases
        int seat = decision != null ? decision.seat() : decider();
        decision = null;
        actions.record(seat, action);
        ActionDispatch.apply(state, chronicle, seat, action);
    }

    /** Records that an agent's answer was replaced by a default move. */
    public void recordFault(int seat, org.knightsarena.api.event.Fault kind, String detail) {
        chronicle.add(new org.knightsarena.api.event.FaultRecorded(seat, kind, detail));
    }

    /** Records that the match runner ejected an agent after too many faults. */
    public void recordEjection(int seat, int strikes) {
        chronicle.add(new org.knightsarena.api.event.AgentEjected(seat, strikes));
    }

    /**
     * @return whether an event was added by the match runner (a fault or an ejection) rather than
     *         by the rules, so a re-run from the actions alone does not reproduce it
     */
    public static boolean isRunnerNote(GameEvent event) {
        return event instanceof org.knightsarena.api.event.FaultRecorded
                || event instanceof org.knightsarena.api.event.AgentEjected;
    }

    /**
     * Makes the next production roll come out as given instead of from the generator (tests,
     * and positions with forced dice). Rolls queue up in order.
     */
    public void forceDice(int yellow, int red) {
        if (yellow < 1 || yellow > 6 || red < 1 || red > 6) {
            throw new IllegalArgumentException("dice are 1 to 6: " + yellow + "+" + red);
        }
        state.dice.force(yellow, red);
    }

    /** Makes the next event die come out as given instead of from the generator (tests). */
    public void forceEventDie(EventDie face) {
        state.dice.forceEvent(java.util.Objects.requireNonNull(face, "face"));
    }

    /**
     * Returns how the game ended, with places by points (ties share a place, R-22.1).
     *
     * @throws IllegalStateException if the game is not over
     */
    public MatchResult result() {
        if (!isOver()) {
            throw new IllegalStateException("the game is not over");
        }
        return result(state.turn.winner == BoardView.NOBODY ? MatchResult.Ending.TURN_CAP : MatchResult.Ending.WON);
    }

    /** @return the result as it stands, with the given ending (used to abort a game) */
    public MatchResult result(MatchResult.Ending ending) {
        List<Integer> points = new ArrayList<>(state.players);
        for (int p = 0; p < state.players; p++) {
            points.add(state.totalPoints(p));
        }
        List<Integer> places = new ArrayList<>(state.players);
        // the winner is first whatever the points (R-16.4: a rival may hold more after a Longest Road change)
        int w = state.turn.winner;
        for (int p = 0; p < state.players; p++) {
            int place = 1;
            if (p != w) {
                place += w == BoardView.NOBODY ? 0 : 1;
                for (int q = 0; q < state.players; q++) {
                    if (q != w && points.get(q) > points.get(p)) {
                        place++;
                    }
                }
            }
            places.add(place);
        }
        return new MatchResult(ending, winner(), points, places, state.turn.number);
    }
}
