package org.knightsarena.web.table;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.event.AgentEjected;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.chronicle.ReplayFormatException;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.platform.match.EngineVersion;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.SeatFault;
import org.knightsarena.tournaments.queue.PersonGames;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One game with a person at the table: the engine's game, the person's seat, whose answers come
 * from the page ({@link #move}), and bots in the other seats, which the registry asks one decision
 * at a time ({@link #playBot}). Everything the game is can be saved as its replay
 * ({@link #saved}): the engine is deterministic, so the seed and the actions bring it back.
 * Thread-safe: every method holds the table's lock.
 */
final class Table {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final long id;
    private final long ownerId;
    private final int seat;
    private final List<String> players;
    private final List<String> sources;
    private final Game game;
    private final BotSeat[] bots;
    private final Instant createdAt;
    private final List<Runnable> watchers = new CopyOnWriteArrayList<>();
    private final Optional<Duration> clock;
    private final boolean watchable;
    private final TableViews views;
    private Instant lastMoveAt;
    /** When the pending decision arose, for the person's clock. */
    private Instant askedAt;

    private TableStatus status;

    private Table(
            long id,
            long ownerId,
            int seat,
            List<String> players,
            List<String> sources,
            Game game,
            Instant createdAt,
            Instant lastMoveAt,
            TableStatus status,
            Optional<Duration> clock,
            boolean watchable,
            Instant askedAt,
            TableBots seatable) {
        this.id = id;
        this.ownerId = ownerId;
        this.seat = seat;
        this.players = List.copyOf(players);
        this.sources = List.copyOf(sources);
        this.game = game;
        this.createdAt = createdAt;
        this.lastMoveAt = lastMoveAt;
        this.clock = clock;
        this.watchable = watchable;
        this.views = new TableViews(id, seat, watchable, this.players, game);
        this.askedAt = askedAt;
        this.status = status;
        this.bots = new BotSeat[players.size()];
        for (int p = 0; p < players.size(); p++) {
            if (p != seat && status == TableStatus.PLAYING) { // an ended game asks no bot again
                bots[p] = new BotSeat(
                        seatable.create(sources.get(p), game.seed()),
                        p,
                        TimeBudget.DEFAULT,
                        MatchSpec.DEFAULT_STRIKE_LIMIT);
                bots[p].start(game);
            }
        }
    }

    /** Starts a game: its seed is drawn by the caller, the person is called by their user name. */
    static Table start(
            long id,
            long ownerId,
            String username,
            NewTable.Settings settings,
            long seed,
            TableBots seatable,
            Instant now) {
        List<String> players = new ArrayList<>(settings.bots());
        players.add(settings.seat(), username);
        List<String> sources = new ArrayList<>(settings.sources());
        sources.add(settings.seat(), "");
        return new Table(
                id,
                ownerId,
                settings.seat(),
                labelled(players),
                sources,
                Game.create(settings.options(), seed, Scenarios::deal),
                now,
                now,
                TableStatus.PLAYING,
                settings.clock(),
                settings.watchable(),
                now,
                seatable);
    }

    /**
     * Brings a saved game back by re-playing its actions. The bots are new instances: they are told
     * every event so far before their next decision, and their faults before the save are not
     * in the chronicle again (a re-run reproduces the rules' events only). A person's clock starts
     * again at {@code now}: the time the server was down is not theirs.
     *
     * @throws ReplayFormatException if the saved replay does not re-run on this engine
     */
    static Table resume(SavedTable saved, TableBots seatable, Instant now) {
        Replay replay = ReplayJson.read(saved.replay());
        return new Table(
                saved.id(),
                saved.ownerId(),
                saved.seat(),
                replay.header().agents(),
                saved.sources(),
                Rerun.game(replay),
                saved.createdAt(),
                saved.lastMoveAt(),
                saved.status(),
                saved.clock(),
                saved.watchable(),
                now,
                seatable);
    }

    /** Labels a bot entered twice {@code random#2}, as a tournament does, so every seat's name is its own. */
    private static List<String> labelled(List<String> names) {
        List<String> labels = new ArrayList<>();
        for (String name : names) {
            String label = name;
            for (int n = 2; labels.contains(label); n++) {
                label = name + "#" + n;
            }
            labels.add(label);
        }
        return labels;
    }

    long id() {
        return id;
    }

    long ownerId() {
        return ownerId;
    }

    /** @return whether anyone may watch the game as a spectator */
    boolean watchable() {
        return watchable;
    }

    synchronized TableStatus status() {
        return status;
    }

    synchronized Instant lastMoveAt() {
        return lastMoveAt;
    }

    /** Registers something to run after every change; the returned handle removes it. */
    Runnable watch(Runnable watcher) {
        watchers.add(watcher);
        return () -> watchers.remove(watcher);
    }

    /** Tells every watcher; one that fails (a stream gone bad) is dropped, and the change stands. */
    private void changed() {
        for (Runnable watcher : watchers) {
            try {
                watcher.run();
            } catch (RuntimeException e) {
                watchers.remove(watcher);
                LOG.warn("game {}: a watcher failed and was dropped ({})", id, e.toString());
            }
        }
    }

    /** @return whether a bot must decide now */
    synchronized boolean isBotToMove() {
        return status == TableStatus.PLAYING && !game.isOver() && game.decider() != seat;
    }

    /** Lets the bot that must decide play one decision; does nothing when none must. */
    void playBot(Instant now) {
        synchronized (this) {
            if (!isBotToMove()) {
                return;
            }
            bots[game.decider()].play(game);
            askedAt = now;
            finishIfOver();
        }
        changed();
    }

    /**
     * When the person set a clock and their decision has waited longer, plays the default move for
     * them (as for a bot that overran) and records a timeout fault.
     *
     * @return whether it did
     */
    boolean playForThePersonIfOverdue(Instant now) {
        synchronized (this) {
            if (clock.isEmpty()
                    || status != TableStatus.PLAYING
                    || game.isOver()
                    || game.decider() != seat
                    || now.isBefore(askedAt.plus(clock.get()))) {
                return false;
            }
            game.recordFault(
                    seat,
                    Fault.TIMEOUT,
                    "no move within " + clock.get().toSeconds() + " s; the default move was played");
            game.applyChecked(game.decision().defaultAnswer());
            askedAt = now;
            finishIfOver();
        }
        changed();
        return true;
    }

    /**
     * Plays the person's move.
     *
     * @throws MoveRefused when the move is for another seat, not the person's turn, answers an
     *                     earlier decision, is not legal, or the game is over; nothing changes then
     */
    void move(Move move, Instant now) {
        synchronized (this) {
            Action action = MoveCheck.legalAction(move, game, status, id, seat, players);
            game.applyChecked(action);
            lastMoveAt = now;
            askedAt = now;
            finishIfOver();
        }
        changed();
    }

    private void finishIfOver() {
        if (game.isOver() && status == TableStatus.PLAYING) {
            status = TableStatus.FINISHED;
            for (BotSeat bot : bots) {
                if (bot != null) {
                    bot.end(game);
                }
            }
        }
    }

    /** Stops the bots' processes, if any: the game is over, abandoned, or the server stops. Safe to call twice. */
    synchronized void releaseBots() {
        for (BotSeat bot : bots) {
            if (bot != null) {
                bot.release();
            }
        }
    }

    /** Ends a game nobody has moved in since {@code cutoff}; @return whether it did */
    boolean abandonIfIdleSince(Instant cutoff) {
        synchronized (this) {
            if (status != TableStatus.PLAYING || !lastMoveAt.isBefore(cutoff)) {
                return false;
            }
            status = TableStatus.ABANDONED;
            releaseBots();
        }
        changed();
        return true;
    }

    /** @return everything needed to bring the game back */
    synchronized SavedTable saved() {
        return new SavedTable(
                id,
                ownerId,
                seat,
                status,
                createdAt,
                lastMoveAt,
                sources,
                clock,
                watchable,
                ReplayJson.write(Replay.of(game, players, EngineVersion.current())));
    }

    /**
     * A finished game as a match runner would report it: each seat's agent (the person's seat is
     * the built-in {@link PersonGames#PERSON_AGENT}), its faults and ejection from the chronicle.
     *
     * @param players the seats' labels, the person's user name at their seat
     * @param sources each bot's source (a built-in name or {@code jar:} path), empty at the person's seat
     */
    record Played(
            long id,
            long ownerId,
            int seat,
            List<String> players,
            List<String> sources,
            GameOptions options,
            long seed,
            MatchOutcome outcome) {}

    /** @return the game as played, once it has finished; empty while it goes on or when it was abandoned */
    synchronized Optional<Played> played() {
        if (status != TableStatus.FINISHED) {
            return Optional.empty();
        }
        List<List<SeatFault>> faults = SeatFault.bySeat(game.events(), players.size());
        boolean[] ejected = new boolean[players.size()];
        for (GameEvent e : game.events()) {
            if (e instanceof AgentEjected a) {
                ejected[a.player()] = true;
            }
        }
        List<MatchOutcome.SeatOutcome> seats = new ArrayList<>();
        for (int p = 0; p < players.size(); p++) {
            seats.add(new MatchOutcome.SeatOutcome(
                    p == seat ? PersonGames.PERSON_AGENT : sources.get(p), faults.get(p), ejected[p], List.of()));
        }
        MatchOutcome outcome = new MatchOutcome(
                MatchOutcome.Status.COMPLETED,
                "",
                OptionalInt.empty(),
                Optional.of(game.result()),
                seats,
                game.actions().size(),
                ReplayData.text(ReplayJson.write(Replay.of(game, players, EngineVersion.current()))),
                Duration.between(createdAt, lastMoveAt));
        return Optional.of(new Played(id, ownerId, seat, players, sources, game.options(), game.seed(), outcome));
    }

    /** @return what the person's seat may see */
    synchronized TableView view() {
        return views.person(game, status);
    }

    /**
     * @return what someone who plays no seat may see: the events every seat sees, each seat's
     *         public counts and points, and no hand, no cards and no decision
     */
    synchronized TableView spectatorView() {
        return views.spectator(game, status);
    }
}
