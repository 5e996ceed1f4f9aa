package org.knightsarena.tournaments.queue;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.TournamentPurpose;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;

/**
 * Stores a game a person played against bots (a table of the dashboard's {@code /play}) as a match
 * like any other: a one-match tournament, unrated, requested by the person's account, with its
 * result, seats, faults and replay written by {@link ResultRecorder} as for a played match. It
 * keeps purpose {@link TournamentPurpose#PRACTICE} with no league (see V9__person_games.sql for
 * why no new purpose); {@code person_table} marks it and makes storing a table twice store it once.
 * Thread-safe.
 */
public final class PersonGames {

    /** The built-in agent of a person's seat; no bot may be uploaded under this name. */
    public static final String PERSON_AGENT = "person";

    private final Database database;
    private final Clock clock;
    private final MatchQueue queue;

    public PersonGames(Database database, Clock clock) {
        this.database = Objects.requireNonNull(database, "database");
        this.clock = Objects.requireNonNull(clock, "clock");
        // The match is claimed in the transaction that creates and finishes it, so no lease outlives it.
        this.queue = new MatchQueue(database, clock, Duration.ofMinutes(1));
    }

    /**
     * A finished game to store.
     *
     * @param table the table's id, unique per data folder
     * @param ownerAccountId the account that played it
     * @param settings the ruleset, table size, seed and limits it was played with
     * @param seats each seat's label and agent version, first seat first
     * @param outcome how it went; completed, its seats those of {@code seats}
     */
    public record Game(
            long table,
            long ownerAccountId,
            TournamentSettings settings,
            List<EntrantSpec> seats,
            MatchOutcome outcome) {
        public Game {
            Objects.requireNonNull(settings, "settings");
            seats = List.copyOf(seats);
            Objects.requireNonNull(outcome, "outcome");
            if (outcome.status() != MatchOutcome.Status.COMPLETED) {
                throw new IllegalArgumentException("only a finished game is stored, table " + table + " was not");
            }
        }
    }

    /** The settings of a game of {@code seats} players: one round; its Elo settings are stored but unused. */
    public static TournamentSettings settings(
            Ruleset ruleset, int seats, long seed, boolean easyStart, MatchLimits limits) {
        return settings(ruleset, seats, seed, easyStart, limits, VariantChoice.NONE);
    }

    /**
     * The settings of a game of {@code seats} players played with variants or on a Seafarers
     * scenario: stored with the match, so the match list and its People league name them.
     */
    public static TournamentSettings settings(
            Ruleset ruleset, int seats, long seed, boolean easyStart, MatchLimits limits, VariantChoice variants) {
        return new TournamentSettings(
                ruleset,
                seats,
                1,
                seed,
                easyStart ? TournamentSettings.Start.EASY : TournamentSettings.Start.STANDARD,
                limits,
                EloSettings.STANDARD,
                variants);
    }

    /** @return the highest table id stored, 0 when none: new tables are numbered above it */
    public long lastTable() {
        return database.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT MAX(n) FROM (SELECT COALESCE(MAX(person_table), 0) AS n FROM tournaments"
                                        + " UNION ALL SELECT COALESCE(MAX(person_table), 0) AS n FROM matches) tables")
                        .mapTo(Long.class)
                        .one());
    }

    /** @return the id of the match the table was stored as, when it was */
    public Optional<Long> match(long table) {
        return database.jdbi().withHandle(h -> match(h, table));
    }

    private static Optional<Long> match(Handle h, long table) {
        return h.createQuery("SELECT m.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                        + " WHERE t.person_table = :table OR m.person_table = :table")
                .bind("table", table)
                .mapTo(Long.class)
                .findOne();
    }

    /**
     * Stores the game as a finished, unrated match in one transaction; a table already stored is
     * not stored again.
     *
     * @return the match's id
     * @throws IllegalStateException when a seat's agent version may no longer play (it was retired
     *     or found faulty meanwhile): nothing is stored then
     */
    public long store(Game game) {
        return store(game, false);
    }

    /**
     * Stores the game as {@link #store(Game)} does, rated in the People league of its ruleset when
     * {@code rated} ({@link PeopleLeague}): its Elo changes are written by {@link ResultRecorder}
     * as for any league match.
     */
    public long store(Game game, boolean rated) {
        Objects.requireNonNull(game, "game");
        return database.jdbi().inTransaction(h -> {
            Optional<Long> stored = match(h, game.table());
            if (stored.isPresent()) {
                return stored.get();
            }
            if (rated) {
                long matchId = PeopleLeague.queueMatch(h, game, clock.instant());
                finish(h, game, matchId);
                return matchId;
            }
            var tournament = Tournaments.create(
                    h,
                    "game " + game.table(),
                    game.settings(),
                    game.seats(),
                    Optional.empty(),
                    OptionalLong.empty(),
                    TournamentPurpose.PRACTICE,
                    OptionalLong.empty(),
                    OptionalLong.of(game.ownerAccountId()),
                    clock.instant());
            h.createUpdate("UPDATE tournaments SET rated = 0, person_table = :table WHERE id = :t")
                    .bind("table", game.table())
                    .bind("t", tournament.id())
                    .execute();
            long matchId = h.createQuery("SELECT id FROM matches WHERE tournament_id = :t")
                    .bind("t", tournament.id())
                    .mapTo(Long.class)
                    .one();
            finish(h, game, matchId);
            return matchId;
        });
    }

    private void finish(Handle h, Game game, long matchId) {
        ClaimedMatch claimed = queue.claimIn(h, matchId, "person-game-" + game.table())
                .orElseThrow(() -> new IllegalStateException("game " + game.table()
                        + " cannot be stored: an agent version at its table may no longer play"));
        ResultRecorder.finish(h, claimed, game.outcome(), clock.millis());
    }
}
