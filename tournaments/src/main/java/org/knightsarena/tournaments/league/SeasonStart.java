package org.knightsarena.tournaments.league;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.schedule.Schedule;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.tournament.Entrant;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentPurpose;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;

/**
 * How a season starts without holding the database: its tournament and entrants are stored in
 * the caller's transaction ({@link #begin}), then its matches are queued {@link #QUEUE_BATCH} to
 * a transaction with a pause between them ({@link #queue}). The season stays planned, and the
 * match queue claims none of its matches, until the transaction that queues the last batch sets
 * it running. A planned season with a tournament is a start cut short; queueing it again goes on
 * after the matches stored, with the same schedule.
 *
 * <p>Thread-safe; two starts of one season queue the same matches once.
 */
final class SeasonStart {

    /** Matches queued per transaction while a season starts: a few hundred take a fraction of a second. */
    static final int QUEUE_BATCH = 250;

    /**
     * How long a starting season leaves the write lock free between two batches. SQLite keeps no
     * queue of waiting writers: each polls, sleeping up to 100 ms between tries, so a writer that
     * takes the lock back at once would starve them all until the season is queued.
     */
    private static final Duration BATCH_PAUSE = Duration.ofMillis(25);

    private final Jdbi jdbi;
    private final Clock clock;

    SeasonStart(Jdbi jdbi, Clock clock) {
        this.jdbi = jdbi;
        this.clock = clock;
    }

    /** Queues the next batch; the transaction that queues the last one sets the season running. */
    private int queueBatch(long seasonId, long tournamentId, Schedule schedule) {
        return jdbi.inTransaction(h -> {
            int stored = Tournaments.queueNext(h, tournamentId, schedule, QUEUE_BATCH);
            if (stored == schedule.tables().size()) {
                h.createUpdate("UPDATE seasons SET status = 'running', started_at = :now"
                                + " WHERE id = :id AND status = 'planned'")
                        .bind("now", clock.millis())
                        .bind("id", seasonId)
                        .execute();
            }
            return stored;
        });
    }

    private static void pauseForOtherWriters() {
        try {
            Thread.sleep(BATCH_PAUSE.toMillis());
        } catch (InterruptedException e) {
            // Stopping: the season is queued to the end without pauses, and the flag kept for the caller.
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Stores a planned season's tournament and entrants, or finds the one an interrupted start
     * stored.
     *
     * @return the tournament's id
     */
    long begin(Handle h, long seasonId) {
        Season season = LeagueReads.findSeason(h, seasonId);
        if (season.status() != SeasonStatus.PLANNED) {
            throw new IllegalStateException(
                    "season " + seasonId + " is " + season.status().code() + "; only a planned season can start");
        }
        if (season.tournamentId().isPresent()) {
            return season.tournamentId().getAsLong();
        }
        League league = LeagueReads.findLeague(h, season.leagueId()).orElseThrow();
        AgentDao agents = h.attach(AgentDao.class);
        List<EntrantSpec> entrants = new ArrayList<>();
        for (var row : h.createQuery("SELECT a.name, le.agent_version_id FROM league_entrants le"
                        + " JOIN agents a ON a.id = le.agent_id WHERE le.league_id = :l ORDER BY a.name")
                .bind("l", league.id())
                .mapToMap()
                .list()) {
            long versionId = ((Number) row.get("agent_version_id")).longValue();
            entrants.add(new EntrantSpec(
                    (String) row.get("name"), agents.findVersionById(versionId).orElseThrow()));
        }
        LeagueRules rules = league.rules();
        if (entrants.size() < rules.tableSize()) {
            throw new IllegalStateException("league " + league.name() + " has " + entrants.size()
                    + " entrants; a season needs at least " + rules.tableSize());
        }
        int rounds = h.createQuery("SELECT COALESCE(rounds, :dflt) FROM seasons WHERE id = :id")
                .bind("dflt", rules.roundsPerSeason())
                .bind("id", seasonId)
                .mapTo(Integer.class)
                .one();
        if (rounds > LeagueLimits.MAX_ROUNDS_PER_SEASON) {
            // Only a league stored before the bounds existed can ask for this; planning it would fill the heap.
            throw new IllegalStateException("league " + league.name() + " plays " + rounds
                    + " rounds a season, more than" + " the " + LeagueLimits.MAX_ROUNDS_PER_SEASON
                    + " a season may have; create a league within the bounds");
        }
        TournamentSettings settings = rules.tournamentSettings(rounds, season.number());
        String name = league.name()
                + (season.kind() == SeasonKind.REGULAR
                        ? ""
                        : " " + season.kind().code()) + " season " + season.number();
        return Tournaments.createUnqueued(
                        h,
                        name,
                        settings,
                        entrants,
                        Optional.empty(),
                        OptionalLong.of(seasonId),
                        TournamentPurpose.SEASON,
                        OptionalLong.of(league.id()),
                        OptionalLong.empty(),
                        clock.instant())
                .id();
    }

    /** Queues a starting season's schedule batch by batch; the last batch sets the season running. */
    Tournament queue(long seasonId, long tournamentId) {
        Tournament tournament =
                jdbi.withHandle(h -> Tournaments.find(h, tournamentId)).orElseThrow();
        List<String> labels = jdbi.withHandle(h -> Tournaments.entrants(h, tournamentId)).stream()
                .map(Entrant::label)
                .toList();
        Schedule schedule = Tournaments.schedule(tournament.settings(), labels);
        int total = schedule.tables().size();
        int stored = queueBatch(seasonId, tournamentId, schedule);
        while (stored < total) {
            pauseForOtherWriters();
            stored = queueBatch(seasonId, tournamentId, schedule);
        }
        return tournament;
    }

    /** @return the season and tournament ids of every start cut short: planned seasons with a tournament */
    List<long[]> interrupted() {
        return jdbi.withHandle(h -> h.createQuery("SELECT s.id, t.id FROM seasons s"
                        + " JOIN tournaments t ON t.season_id = s.id WHERE s.status = 'planned' ORDER BY s.id")
                .map((rs, ctx) -> new long[] {rs.getLong(1), rs.getLong(2)})
                .list());
    }
}
