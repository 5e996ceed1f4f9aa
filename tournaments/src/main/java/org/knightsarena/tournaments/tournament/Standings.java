package org.knightsarena.tournaments.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.rating.Bootstrap;
import org.knightsarena.tournaments.rating.EntrantRating;
import org.knightsarena.tournaments.rating.Finish;
import org.knightsarena.tournaments.rating.GameResult;
import org.knightsarena.tournaments.rating.HeadToHead;
import org.knightsarena.tournaments.rating.Interval;
import org.knightsarena.tournaments.rating.RatingTable;
import org.knightsarena.tournaments.rating.Ratings;
import org.knightsarena.tournaments.storage.Database;

/**
 * Reads a tournament's results and standings from storage. Results come in rating order (the
 * order they were stored, {@code matches.result_seq}), each entrant named by its label.
 *
 * <p>Thread-safe; each call uses its own connection.
 */
public final class Standings {

    /** Bootstrap resamples used for the intervals of a standings table. */
    public static final int BOOTSTRAP_SAMPLES = 200;

    private final Jdbi jdbi;

    /** Reads from {@code database}. */
    public Standings(Database database) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
    }

    /** Returns the tournament's stored results in rating order. */
    public List<GameResult> results(long tournamentId) {
        return jdbi.withHandle(h -> results(h, tournamentId));
    }

    /** Like {@link #results(long)} on the caller's handle. */
    public static List<GameResult> results(Handle h, long tournamentId) {
        List<GameResult> results = new ArrayList<>();
        List<Finish> current = new ArrayList<>();
        long[] match = {-1};
        h.createQuery("SELECT m.id, e.label, s.place FROM matches m JOIN match_seats s ON s.match_id = m.id"
                        + " JOIN entrants e ON e.id = s.entrant_id WHERE m.tournament_id = :t AND m.status = 'finished'"
                        + " ORDER BY m.result_seq, s.seat")
                .bind("t", tournamentId)
                .map((rs, ctx) -> {
                    long id = rs.getLong(1);
                    if (id != match[0] && !current.isEmpty()) {
                        results.add(new GameResult(current));
                        current.clear();
                    }
                    match[0] = id;
                    current.add(new Finish(rs.getString(2), rs.getInt(3)));
                    return id;
                })
                .list();
        if (!current.isEmpty()) {
            results.add(new GameResult(current));
        }
        return results;
    }

    /**
     * Recomputes the tournament's ratings from scratch from its stored results, with its rating
     * settings. Equal to the stored (incremental) ratings, {@link Entrant#rating()}, when storage
     * is consistent.
     */
    public RatingTable recompute(long tournamentId) {
        return jdbi.withHandle(h -> {
            Tournament t = Tournaments.find(h, tournamentId)
                    .orElseThrow(() -> new IllegalArgumentException("no tournament " + tournamentId));
            return Ratings.recompute(results(h, tournamentId), t.settings().elo());
        });
    }

    /** Returns head-to-head counts between every pair of the tournament's entrants. */
    public HeadToHead headToHead(long tournamentId) {
        return HeadToHead.from(results(tournamentId));
    }

    /**
     * Returns the standings: every entrant, best stored rating first.
     *
     * @param tournamentId the tournament
     * @param samples bootstrap resamples for the intervals, 1 or more
     * @param seed the resampling seed; the same data and seed give the same intervals
     */
    public List<Standing> table(long tournamentId, int samples, long seed) {
        return jdbi.withHandle(h -> table(h, tournamentId, samples, seed));
    }

    /** Like {@link #table(long, int, long)} on the caller's handle. */
    public static List<Standing> table(Handle h, long tournamentId, int samples, long seed) {
        Tournament t = Tournaments.find(h, tournamentId)
                .orElseThrow(() -> new IllegalArgumentException("no tournament " + tournamentId));
        List<GameResult> results = results(h, tournamentId);
        Map<String, EntrantRating> tallies =
                Ratings.recompute(results, t.settings().elo()).byEntrant();
        Map<String, Interval> intervals =
                Bootstrap.interval(results, t.settings().elo(), samples, seed);
        Map<Long, Integer> faults = new HashMap<>();
        h.createQuery("SELECT s.entrant_id, SUM(s.faults) FROM match_seats s JOIN matches m ON m.id = s.match_id"
                        + " WHERE m.tournament_id = :t AND m.status = 'finished' GROUP BY s.entrant_id")
                .bind("t", tournamentId)
                .map((rs, ctx) -> Map.entry(rs.getLong(1), rs.getInt(2)))
                .forEach(e -> faults.put(e.getKey(), e.getValue()));
        List<Entrant> entrants = new ArrayList<>(Tournaments.entrants(h, tournamentId));
        entrants.sort(Comparator.comparingDouble(Entrant::rating).reversed().thenComparing(Entrant::label));
        List<Standing> table = new ArrayList<>();
        for (Entrant e : entrants) {
            EntrantRating tally = tallies.get(e.label());
            table.add(new Standing(
                    table.size() + 1,
                    e.label(),
                    e.rating(),
                    intervals.getOrDefault(e.label(), new Interval(e.rating(), e.rating())),
                    tally == null ? 0 : tally.games(),
                    tally == null ? 0 : tally.wins(),
                    tally == null ? 0 : tally.meanPlace(),
                    faults.getOrDefault(e.id(), 0)));
        }
        return table;
    }
}
