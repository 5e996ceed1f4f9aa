package org.knightsarena.web.table;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.knightsarena.platform.chronicle.ReplayFormatException;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.tournaments.board.BotDirectory;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.league.LeagueAccess;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games people play against bots: each belongs to the account that started it, at most so
 * many are open per account, and one nobody moves in for too long is ended as abandoned. Every
 * change is saved ({@link TableStore}), so a game resumes after a reload or a restart. The bots'
 * decisions are played on a background thread, one table at a time, so a page gets its answer
 * at once and hears of the bots' moves through {@link Table#watch}. Thread-safe.
 */
public final class Tables implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private final TableStore store;
    private final Clock clock;
    private final TableLimits limits;
    private final TableBots seatable;
    private final TableMatches matches;
    /** The tables known to be stored as matches, so a finished table is not looked up on every save. */
    private final Set<Long> stored = ConcurrentHashMap.newKeySet();

    private final Map<Long, Table> tables = new ConcurrentHashMap<>();
    private final Set<Long> advancing = ConcurrentHashMap.newKeySet();
    private final AtomicLong lastId = new AtomicLong();
    private final SecureRandom seeds = new SecureRandom();
    private final ExecutorService bots = Executors.newSingleThreadExecutor(r -> daemon(r, "table-bots"));
    private final ScheduledExecutorService timer =
            Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "table-clock"));

    private static Thread daemon(Runnable work, String name) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        return t;
    }

    /**
     * Loads the saved games and lets the bots go on where they were.
     *
     * @param database the arena database, to find the uploaded bots a person may seat and to store finished games
     * @param access   the audience rule of bots
     * @param botFiles where uploaded bots' JARs are found by digest
     * @param uncontained whether uploaded process bots sit at tables where bubblewrap is missing
     */
    public Tables(
            Path dataFolder,
            Database database,
            LeagueAccess access,
            BotFileCache botFiles,
            Clock clock,
            TableLimits limits,
            UncontainedBots uncontained) {
        this.store = new TableStore(dataFolder);
        this.seatable = new TableBots(new BotDirectory(database), botFiles, uncontained);
        this.matches = new TableMatches(database, clock);
        this.clock = Objects.requireNonNull(clock, "clock");
        this.limits = Objects.requireNonNull(limits, "limits");
        // A table file removed by hand must not give its id to a new game: the id names its stored match.
        lastId.set(matches.lastTable());
        for (SavedTable saved : store.loadAll()) {
            lastId.accumulateAndGet(saved.id(), Math::max);
            try {
                Table table = Table.resume(saved, seatable, clock.instant());
                tables.put(table.id(), table);
                storeIfFinished(table); // a game that ended just before the server stopped
                advance(table);
            } catch (ReplayFormatException | IllegalArgumentException e) {
                LOG.error("game {} does not re-run on this engine and is left out: {}", saved.id(), e.getMessage());
            }
        }
        timer.scheduleWithFixedDelay(
                () -> {
                    try {
                        keepTimeLimits();
                    } catch (RuntimeException e) { // thrown out of here, it would stop the timer for good
                        LOG.error("keeping the games' time limits failed", e);
                    }
                },
                1,
                1,
                TimeUnit.SECONDS);
    }

    /** @return the bots the caller may seat: the built-in ones and the uploaded ones they may see */
    public List<String> bots(Optional<Caller> caller) {
        return seatable.names(caller);
    }

    /**
     * Starts a game for an account.
     *
     * @throws IllegalArgumentException saying what is wrong with the request
     * @throws TooManyGames when the account has as many open games as allowed
     */
    public TableView start(Caller caller, NewTable request) {
        long accountId = caller.account().id();
        NewTable.Settings settings = request.check(seatable, Optional.of(caller));
        keepTimeLimits();
        synchronized (this) { // the count and the new game together, so two requests cannot both take the last place
            long open = tables.values().stream()
                    .filter(t -> t.ownerId() == accountId && t.status() == TableStatus.PLAYING)
                    .count();
            if (open >= limits.openPerAccount()) {
                throw new TooManyGames("you already have " + open + " open games, the most one may have; finish or"
                        + " end one first (DELETE /api/games/{id})");
            }
            Table table = Table.start(
                    lastId.incrementAndGet(),
                    accountId,
                    caller.account().username(),
                    settings,
                    settings.seed().orElseGet(seeds::nextLong),
                    seatable,
                    clock.instant());
            tables.put(table.id(), table);
            save(table);
            advance(table);
            return table.view();
        }
    }

    /** Thrown when an account may not open another game. */
    public static final class TooManyGames extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooManyGames(String message) {
            super(message, null, false, false);
        }
    }

    /** @return the account's games, newest first */
    public List<TableSummary> of(long accountId) {
        keepTimeLimits();
        return tables.values().stream()
                .filter(t -> t.ownerId() == accountId)
                .sorted(Comparator.comparingLong(Table::id).reversed())
                .map(t -> TableSummary.of(t.view()))
                .toList();
    }

    /** @return the game, when it exists and belongs to the account */
    public Optional<TableView> view(long accountId, long id) {
        keepTimeLimits();
        return owned(accountId, id).map(Table::view);
    }

    /**
     * The one rule of who may see a game: its person sees their seat's view; anyone else, signed
     * in or not, a spectator's view when the game is watchable; nobody else anything.
     *
     * @param accountId who asks; empty for a visitor who is not signed in
     * @return the view they may see, empty when there is no such game or they may not see it
     */
    public Optional<TableView> viewFor(Optional<Long> accountId, long id) {
        keepTimeLimits();
        Optional<Table> table = Optional.ofNullable(tables.get(id));
        if (accountId.isPresent()
                && table.filter(t -> t.ownerId() == accountId.get()).isPresent()) {
            return table.map(Table::view);
        }
        return table.filter(Table::watchable).map(Table::spectatorView);
    }

    /** @return the watchable games still being played, newest first, as anyone may see them */
    public List<TableSummary> watchable() {
        keepTimeLimits();
        return tables.values().stream()
                .filter(t -> t.watchable() && t.status() == TableStatus.PLAYING)
                .sorted(Comparator.comparingLong(Table::id).reversed())
                .map(t -> TableSummary.of(t.spectatorView()))
                .toList();
    }

    /**
     * Plays the person's move; the bots answer afterwards, in the background.
     *
     * @return the view right after the move, empty when there is no such game of the account's
     * @throws MoveRefused when the move is not taken; nothing changes then
     */
    public Optional<TableView> move(long accountId, long id, Move move) {
        keepTimeLimits();
        Optional<Table> table = owned(accountId, id);
        table.ifPresent(t -> {
            t.move(move, clock.instant());
            save(t);
            advance(t);
        });
        return table.map(Table::view);
    }

    /** Ends a game as abandoned at its person's request; @return false when there is no such game */
    public boolean end(long accountId, long id) {
        Optional<Table> table = owned(accountId, id);
        table.ifPresent(t -> {
            if (t.abandonIfIdleSince(Instant.MAX)) {
                save(t);
            }
        });
        return table.isPresent();
    }

    /**
     * Calls {@code watcher} after every change of the game, until the returned handle is run:
     * for whoever may see the game ({@link #viewFor}).
     *
     * @return empty when there is no such game or the caller may not see it
     */
    public Optional<Runnable> watch(Optional<Long> accountId, long id, Runnable watcher) {
        return viewFor(accountId, id).map(v -> tables.get(id).watch(watcher));
    }

    private Optional<Table> owned(long accountId, long id) {
        return Optional.ofNullable(tables.get(id)).filter(t -> t.ownerId() == accountId);
    }

    /**
     * Keeps the time limits: plays the default move for a person whose clock ran out, and ends
     * every open game whose person has not moved within the abandon timeout. Runs before every
     * request and every second.
     */
    public void keepTimeLimits() {
        Instant now = clock.instant();
        Instant cutoff = now.minus(limits.abandonAfter());
        for (Table table : tables.values()) {
            if (table.playForThePersonIfOverdue(now)) {
                save(table);
                advance(table);
            } else if (table.abandonIfIdleSince(cutoff)) {
                save(table);
            }
        }
    }

    /** Has the bots of a table play until its person must decide or the game ends, then saves it. */
    private void advance(Table table) {
        if (!table.isBotToMove() || !advancing.add(table.id())) {
            return;
        }
        bots.execute(() -> {
            try {
                while (table.isBotToMove()) {
                    table.playBot(clock.instant());
                }
                save(table);
            } catch (RuntimeException e) {
                LOG.error("the bots of game {} failed; it waits for a restart", table.id(), e);
                return; // with advancing still marked, so the failure is not retried in a loop
            }
            advancing.remove(table.id());
            advance(table); // a move that came while this task was ending found it still marked
        });
    }

    /**
     * Saves under the table's lock, so a later state is never overwritten by an earlier one, and
     * stores a finished game as a match.
     */
    private void save(Table table) {
        synchronized (table) {
            store.save(table.saved());
        }
        storeIfFinished(table);
    }

    /**
     * Stores a finished game as a match, once. When that fails (a locked database, a bot version
     * removed meanwhile) the game stays in its table file and is tried again at the next start.
     */
    private void storeIfFinished(Table table) {
        if (stored.contains(table.id()) || table.status() != TableStatus.FINISHED) {
            return;
        }
        if (matches.match(table.id()).isPresent()) { // stored before the last restart
            stored.add(table.id());
            return;
        }
        table.played().ifPresent(played -> {
            try {
                long match = matches.store(played);
                stored.add(table.id());
                LOG.info("game {} is stored as match {}", table.id(), match);
            } catch (RuntimeException e) {
                LOG.error("game {} could not be stored as a match; it is tried again at the next start", table.id(), e);
            }
        });
    }

    /**
     * Stops the bots' thread and waits a little for it, so that a game being stored as it ends is
     * not cut off by the database closing after this; games are saved after every change, so
     * nothing is lost either way.
     */
    @Override
    public void close() {
        timer.shutdownNow();
        bots.shutdownNow();
        try {
            bots.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        tables.values().forEach(Table::releaseBots); // a process bot's process would outlive the server
    }
}
