package org.knightsarena.tournaments.synthetic;

import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.knightsarena.tournaments.tournament.MatchLimits;

/**
 * The prepared batches of one season. Matches are added before their seats and results, and
 * executed first, so every foreign key holds when a row is written.
 */
final class SeasonBatches {
    final PreparedBatch matches;
    final PreparedBatch seatRows;
    final PreparedBatch changes;
    final PreparedBatch faults;
    final PreparedBatch aborts;
    final PreparedBatch replays;

    private int seats;

    SeasonBatches(Handle h) {
        matches = h.prepareBatch("INSERT INTO matches (id, tournament_id, ordinal, round, seed, ruleset, turn_cap,"
                + " easy_start, per_decision_ms, bank_ms, strike_limit, status, attempts, ending, turns, decisions,"
                + " detail, result_seq, created_at, started_at, finished_at, elapsed_ms) VALUES (:id, :t, :ordinal,"
                + " :round, :seed, :ruleset, :turnCap, 0, :perDecision, :bank, :strikes, :status, :attempts,"
                + " :ending, :turns, :decisions, :detail, :resultSeq, :created, :started, :finished, :elapsed)");
        seatRows = h.prepareBatch("INSERT INTO match_seats (match_id, seat, entrant_id, agent_version_id, place,"
                + " points, faults, ejected) VALUES (:match, :seat, :entrant, :version, :place, :points, :faults, 0)");
        changes = h.prepareBatch("INSERT INTO rating_changes (match_id, entrant_id, rating_before, rating_after)"
                + " VALUES (:match, :entrant, :before, :after)");
        faults = h.prepareBatch("INSERT INTO match_faults (match_id, seat, ordinal, kind, detail)"
                + " VALUES (:match, :seat, :ordinal, :kind, :detail)");
        aborts = h.prepareBatch("INSERT INTO match_aborts (match_id, attempt, detail, blamed_seat,"
                + " blamed_agent_version_id, occurred_at) VALUES (:match, :attempt, :detail, 0, :version, :at)");
        replays = h.prepareBatch("INSERT INTO replays (match_id, encoding, size_bytes, data)"
                + " VALUES (:match, :encoding, :size, :data)");
    }

    void seat(long match, int seat, long entrant, Long version, Integer place, Integer points, int seatFaults) {
        seatRows.bind("match", match)
                .bind("seat", seat)
                .bind("entrant", entrant)
                .bind("version", version)
                .bind("place", place)
                .bind("points", points)
                .bind("faults", seatFaults)
                .add();
        seats++;
    }

    /** @return the seat rows added so far */
    int seats() {
        return seats;
    }

    void aborts(long match, long blamedVersion, long at) {
        for (int attempt = 1; attempt <= 3; attempt++) {
            aborts.bind("match", match)
                    .bind("attempt", attempt)
                    .bind("detail", "the worker JVM exited while playing (seeded for the benchmark)")
                    .bind("version", blamedVersion)
                    .bind("at", at - (3 - attempt) * 60_000L)
                    .add();
        }
    }

    /** Sends the rows collected so far, parents first. */
    void execute() {
        for (PreparedBatch batch : List.of(matches, seatRows, changes, faults, aborts, replays)) {
            if (batch.size() > 0) {
                batch.execute();
            }
        }
    }

    /** Binds a match row of the season, not yet added: a finished match binds its result before {@code add()}. */
    PreparedBatch match(
            long id, long tournamentId, int ordinal, int round, SeasonWriter.Season season, String status, long at) {
        MatchLimits limits = MatchLimits.DEFAULT;
        boolean done = !status.equals("queued");
        return matches.bind("id", id)
                .bind("t", tournamentId)
                .bind("ordinal", ordinal)
                .bind("round", round)
                .bind("seed", season.number() + ordinal)
                .bind("ruleset", season.ruleset().id())
                .bind("turnCap", limits.turnCap())
                .bind("perDecision", limits.perDecisionMs())
                .bind("bank", limits.bankMs())
                .bind("strikes", limits.strikeLimit())
                .bind("status", status)
                .bind("attempts", status.equals("aborted") ? 3 : done ? 1 : 0)
                .bind(
                        "detail",
                        status.equals("aborted")
                                ? "given up after 3 aborts; last: the worker JVM exited while playing"
                                : null)
                .bind("resultSeq", (Integer) null)
                .bind("ending", (String) null)
                .bind("turns", (Integer) null)
                .bind("decisions", (Long) null)
                .bind("created", season.startMillis())
                .bind("started", done ? Long.valueOf(at - 2_000) : null)
                .bind("finished", done ? Long.valueOf(at) : null)
                .bind("elapsed", done ? Long.valueOf(2_000) : null);
    }
}
