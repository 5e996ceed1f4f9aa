package org.knightsarena.tournaments.queue;

import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.event.Fault;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.SeatFault;
import org.knightsarena.tournaments.rating.Elo;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.rating.Finish;
import org.knightsarena.tournaments.rating.GameResult;
import org.knightsarena.tournaments.storage.Database;

/**
 * Stores how a claimed match went, each outcome in one transaction.
 *
 * <p>A completed match is written whole: the match row (status, ending, turns, timings, and its
 * place {@code result_seq} in the rating order), every seat's place, points, faults and ejection,
 * the faults' kinds and details (as the outcome carries them), the seats' logs (capped), the
 * rating change of every seat and the entrants' new ratings (not in an unrated tournament: a
 * person's game, {@link PersonGames}), and the gzip-compressed replay.
 *
 * <p>An aborted attempt (a crashed or hung worker, a bot that could not be loaded) is recorded in
 * {@code match_aborts} with the version blamed, if any, and the match is queued again; after
 * {@link #MAX_ABORTS} aborts it is given up. A version blamed for {@link #FAULTY_AFTER} aborts, or
 * crashes (a seat benched for taking its worker JVM down twice counts as one), is marked
 * {@code faulty}, and every queued match it would play is given up.
 *
 * <p>Every write first checks that the worker still holds the lease; if it does not (the lease
 * expired and the match was queued again, or its season was closed), nothing is written and the
 * outcome is {@link Recorded#LEASE_LOST}. So a match has at most one stored result.
 *
 * <p>Thread-safe; each call uses its own connection and transaction.
 */
public final class ResultRecorder {

    /** Aborted attempts after which a match is given up. */
    public static final int MAX_ABORTS = 3;

    /** Aborts blamed on one agent version after which it is marked faulty. */
    public static final int FAULTY_AFTER = 3;

    /** The most characters of one seat's log that are stored. */
    public static final int MAX_LOG_CHARS = 64 * 1024;

    /** The most fault details stored per seat; the count in {@code match_seats} is always exact. */
    public static final int MAX_FAULTS_PER_SEAT = 100;

    /** The most characters of one fault's or abort's detail that are stored. */
    public static final int MAX_DETAIL_CHARS = 2000;

    /** What happened to an outcome. */
    public enum Recorded {
        /** The result, ratings and replay were stored. */
        FINISHED,
        /** The abort was recorded and the match queued again. */
        RETRYING,
        /** The abort was recorded and the match given up. */
        GIVEN_UP,
        /** The lease was no longer held; nothing was stored. */
        LEASE_LOST
    }

    private final Jdbi jdbi;
    private final Clock clock;

    /** Works on {@code database}, stamping rows with {@code clock}'s time. */
    public ResultRecorder(Database database, Clock clock) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Stores the outcome of a claimed match in one transaction.
     *
     * @param match the claim, never null
     * @param outcome how it went, never null; its seats match the claim's
     * @return what was stored
     */
    public Recorded record(ClaimedMatch match, MatchOutcome outcome) {
        Objects.requireNonNull(match, "match");
        Objects.requireNonNull(outcome, "outcome");
        if (outcome.seats().size() != match.labels().size()) {
            throw new IllegalArgumentException("outcome has " + outcome.seats().size() + " seats, match "
                    + match.matchId() + " has " + match.labels().size());
        }
        try {
            return jdbi.inTransaction(h -> outcome.status() == MatchOutcome.Status.COMPLETED
                    ? finish(h, match, outcome, clock.millis())
                    : abort(h, match, outcome, clock.millis()));
        } catch (LeaseLost e) {
            return Recorded.LEASE_LOST;
        }
    }

    /** Thrown inside a transaction to roll it back when the lease is gone. */
    static final class LeaseLost extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LeaseLost() {
            super(null, null, false, false);
        }
    }

    /** Stores a completed match inside the caller's transaction; throws {@link LeaseLost} when the lease is gone. */
    static Recorded finish(Handle h, ClaimedMatch match, MatchOutcome outcome, long now) {
        MatchResult result = outcome.result().orElseThrow();
        Map<String, Object> tournament = h.createQuery("SELECT elo_k, elo_start, rated FROM tournaments WHERE id = :t")
                .bind("t", match.tournamentId())
                .mapToMap()
                .one();
        EloSettings elo = new EloSettings(
                ((Number) tournament.get("elo_k")).doubleValue(), ((Number) tournament.get("elo_start")).doubleValue());
        long seq = h.createQuery("SELECT COALESCE(MAX(result_seq), 0) + 1 FROM matches WHERE tournament_id = :t")
                .bind("t", match.tournamentId())
                .mapTo(Long.class)
                .one();
        int updated = h.createUpdate(
                        "UPDATE matches SET status = 'finished', lease_owner = NULL, lease_expires_at = NULL,"
                                + " ending = :ending, turns = :turns, decisions = :decisions, result_seq = :seq,"
                                + " finished_at = :now, elapsed_ms = :elapsed"
                                + " WHERE id = :id AND status = 'running' AND lease_owner = :owner")
                .bind("ending", result.ending() == MatchResult.Ending.WON ? "won" : "turn-cap")
                .bind("turns", result.turns())
                .bind("decisions", outcome.decisions())
                .bind("seq", seq)
                .bind("now", now)
                .bind("elapsed", outcome.elapsed().toMillis())
                .bind("id", match.matchId())
                .bind("owner", match.owner())
                .execute();
        if (updated != 1) {
            throw new LeaseLost();
        }
        PreparedBatch seats = h.prepareBatch(
                "UPDATE match_seats SET place = :place, points = :points, faults = :faults, ejected = :ejected"
                        + " WHERE match_id = :id AND seat = :seat");
        List<Finish> finishes = new ArrayList<>();
        int faults = 0;
        for (int seat = 0; seat < match.labels().size(); seat++) {
            MatchOutcome.SeatOutcome s = outcome.seats().get(seat);
            faults += s.faultCount();
            seats.bind("place", result.places().get(seat))
                    .bind("points", result.points().get(seat))
                    .bind("faults", s.faultCount())
                    .bind("ejected", s.ejected() ? 1 : 0)
                    .bind("id", match.matchId())
                    .bind("seat", seat)
                    .add();
            finishes.add(new Finish(match.labels().get(seat), result.places().get(seat)));
        }
        seats.execute();
        if (faults > 0) {
            for (int seat : storeFaults(h, match.matchId(), outcome.seats())) {
                // a benched seat took its worker JVM down twice: that counts as much as an abort blamed on it
                Long version = match.agentVersionIds().get(seat);
                if (version != null) {
                    markFaultyIfBlamedTooOften(h, version, match.labels().get(seat), now);
                }
            }
        }
        storeLogs(h, match.matchId(), outcome.seats());
        if (((Number) tournament.get("rated")).intValue() == 1) { // a person's game is stored unrated
            storeRatings(h, match, new GameResult(finishes), elo);
        }
        byte[] replay = ReplayCodec.compress(outcome.replay());
        h.createUpdate(
                        "INSERT INTO replays (match_id, encoding, size_bytes, data) VALUES (:id, :encoding, :size, :data)")
                .bind("id", match.matchId())
                .bind("encoding", ReplayCodec.ENCODING)
                .bind("size", (long) outcome.replay().size())
                .bind("data", replay)
                .execute();
        finishIfDrained(h, match.tournamentId(), now);
        return Recorded.FINISHED;
    }

    /** Applies the game to the entrants' stored ratings, logging every change. */
    private static void storeRatings(Handle h, ClaimedMatch match, GameResult game, EloSettings elo) {
        Map<String, Double> before = new LinkedHashMap<>();
        for (int seat = 0; seat < match.entrantIds().size(); seat++) {
            before.put(
                    match.labels().get(seat),
                    h.createQuery("SELECT rating FROM entrants WHERE id = :id")
                            .bind("id", match.entrantIds().get(seat))
                            .mapTo(Double.class)
                            .one());
        }
        Map<String, Double> changes = Elo.changes(before, game, elo);
        PreparedBatch log =
                h.prepareBatch("INSERT INTO rating_changes (match_id, entrant_id, rating_before, rating_after)"
                        + " VALUES (:match, :entrant, :before, :after)");
        PreparedBatch entrants =
                h.prepareBatch("UPDATE entrants SET rating = :after, games = games + 1 WHERE id = :entrant");
        for (int seat = 0; seat < match.entrantIds().size(); seat++) {
            String label = match.labels().get(seat);
            double old = before.get(label);
            // The same expression as Ratings.recompute, so a recomputation gives identical doubles.
            double after = old + changes.get(label);
            log.bind("match", match.matchId())
                    .bind("entrant", match.entrantIds().get(seat))
                    .bind("before", old)
                    .bind("after", after)
                    .add();
            entrants.bind("after", after)
                    .bind("entrant", match.entrantIds().get(seat))
                    .add();
        }
        log.execute();
        entrants.execute();
    }

    /** @return the seats benched for crashing their worker JVM */
    private static Set<Integer> storeFaults(Handle h, long matchId, List<MatchOutcome.SeatOutcome> seats) {
        Set<Integer> crashed = new TreeSet<>();
        PreparedBatch batch = h.prepareBatch("INSERT INTO match_faults (match_id, seat, ordinal, kind, detail)"
                + " VALUES (:id, :seat, :ordinal, :kind, :detail)");
        for (int seat = 0; seat < seats.size(); seat++) {
            List<SeatFault> faults = seats.get(seat).faults();
            for (int i = 0; i < faults.size(); i++) {
                SeatFault f = faults.get(i);
                if (f.kind() == Fault.CRASHED) {
                    crashed.add(seat);
                }
                if (i < MAX_FAULTS_PER_SEAT) {
                    batch.bind("id", matchId)
                            .bind("seat", seat)
                            .bind("ordinal", i + 1)
                            .bind("kind", f.kind().id())
                            .bind("detail", cap(f.detail(), MAX_DETAIL_CHARS))
                            .add();
                }
            }
        }
        if (batch.size() > 0) {
            batch.execute();
        }
        return crashed;
    }

    private static void storeLogs(Handle h, long matchId, List<MatchOutcome.SeatOutcome> seats) {
        PreparedBatch batch = h.prepareBatch("INSERT INTO match_logs (match_id, seat, lines, truncated, text)"
                + " VALUES (:id, :seat, :lines, :truncated, :text)");
        for (int seat = 0; seat < seats.size(); seat++) {
            List<String> log = seats.get(seat).log();
            if (log.isEmpty()) {
                continue;
            }
            String text = String.join("\n", log);
            batch.bind("id", matchId)
                    .bind("seat", seat)
                    .bind("lines", log.size())
                    .bind("truncated", text.length() > MAX_LOG_CHARS ? 1 : 0)
                    .bind("text", cap(text, MAX_LOG_CHARS))
                    .add();
        }
        if (batch.size() > 0) {
            batch.execute();
        }
    }

    private static Recorded abort(Handle h, ClaimedMatch match, MatchOutcome outcome, long now) {
        int aborts = h.createQuery("SELECT COUNT(*) FROM match_aborts WHERE match_id = :id")
                        .bind("id", match.matchId())
                        .mapTo(Integer.class)
                        .one()
                + 1;
        boolean giveUp = aborts >= MAX_ABORTS;
        String detail = cap(outcome.detail().isBlank() ? "aborted" : outcome.detail(), MAX_DETAIL_CHARS);
        int updated = h.createUpdate("UPDATE matches SET status = :status, lease_owner = NULL, lease_expires_at = NULL,"
                        + " detail = :detail, finished_at = :finished"
                        + " WHERE id = :id AND status = 'running' AND lease_owner = :owner")
                .bind("status", giveUp ? MatchStatus.ABORTED.code() : MatchStatus.QUEUED.code())
                .bind("detail", giveUp ? "given up after " + aborts + " aborts; last: " + detail : detail)
                .bind("finished", giveUp ? Long.valueOf(now) : null)
                .bind("id", match.matchId())
                .bind("owner", match.owner())
                .execute();
        if (updated != 1) {
            throw new LeaseLost();
        }
        Long blamedVersion = outcome.blamed().isPresent()
                ? match.agentVersionIds().get(outcome.blamed().getAsInt())
                : null;
        h.createUpdate("INSERT INTO match_aborts (match_id, attempt, detail, blamed_seat, blamed_agent_version_id,"
                        + " occurred_at) VALUES (:id, :attempt, :detail, :seat, :version, :now)")
                .bind("id", match.matchId())
                .bind("attempt", match.attempt())
                .bind("detail", detail)
                .bind(
                        "seat",
                        outcome.blamed().isPresent()
                                ? Integer.valueOf(outcome.blamed().getAsInt())
                                : null)
                .bind("version", blamedVersion)
                .bind("now", now)
                .execute();
        if (blamedVersion != null) {
            markFaultyIfBlamedTooOften(
                    h, blamedVersion, match.labels().get(outcome.blamed().getAsInt()), now);
        }
        int stillQueued = h.createQuery("SELECT COUNT(*) FROM matches WHERE id = :id AND status = 'queued'")
                .bind("id", match.matchId())
                .mapTo(Integer.class)
                .one();
        return stillQueued == 1 ? Recorded.RETRYING : Recorded.GIVEN_UP;
    }

    private static void markFaultyIfBlamedTooOften(Handle h, long version, String label, long now) {
        int blamed = h.createQuery(
                        "SELECT (SELECT COUNT(*) FROM match_aborts WHERE blamed_agent_version_id = :v)"
                                + " + (SELECT COUNT(DISTINCT f.match_id) FROM match_faults f JOIN match_seats s"
                                + " ON s.match_id = f.match_id AND s.seat = f.seat WHERE f.kind = 'crashed' AND s.agent_version_id = :v)")
                .bind("v", version)
                .mapTo(Integer.class)
                .one();
        if (blamed < FAULTY_AFTER) {
            return;
        }
        h.createUpdate("UPDATE agent_versions SET status = 'faulty' WHERE id = :v AND status = 'active'")
                .bind("v", version)
                .execute();
        h.createUpdate("UPDATE matches SET status = 'aborted', detail = :detail, finished_at = :now"
                        + " WHERE status = 'queued' AND id IN (SELECT s.match_id FROM match_seats s"
                        + " JOIN entrants e ON e.id = s.entrant_id WHERE e.agent_version_id = :v)")
                .bind(
                        "detail",
                        "the agent version of " + label + " was marked faulty after " + blamed
                                + " aborts or crashes blamed on it")
                .bind("now", now)
                .bind("v", version)
                .execute();
        h.createUpdate("UPDATE tournaments SET status = 'finished', finished_at = :now WHERE status = 'running'"
                        + " AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.tournament_id = tournaments.id"
                        + " AND m.status IN ('queued', 'running'))")
                .bind("now", now)
                .execute();
    }

    /** Gives up a match that is queued or running, whoever holds it. */
    static void giveUp(Handle h, long matchId, String detail, long now) {
        h.createUpdate("UPDATE matches SET status = 'aborted', lease_owner = NULL, lease_expires_at = NULL,"
                        + " detail = :detail, finished_at = :now WHERE id = :id AND status IN ('queued', 'running')")
                .bind("detail", cap(detail, MAX_DETAIL_CHARS))
                .bind("now", now)
                .bind("id", matchId)
                .execute();
        long tournament = h.createQuery("SELECT tournament_id FROM matches WHERE id = :id")
                .bind("id", matchId)
                .mapTo(Long.class)
                .one();
        finishIfDrained(h, tournament, now);
    }

    /** Marks a running tournament finished once none of its matches waits or runs. */
    static void finishIfDrained(Handle h, long tournamentId, long now) {
        h.createUpdate("UPDATE tournaments SET status = 'finished', finished_at = :now WHERE id = :t"
                        + " AND status = 'running' AND NOT EXISTS (SELECT 1 FROM matches"
                        + " WHERE tournament_id = :t AND status IN ('queued', 'running'))")
                .bind("now", now)
                .bind("t", tournamentId)
                .execute();
    }

    private static String cap(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max) + "…";
    }
}
