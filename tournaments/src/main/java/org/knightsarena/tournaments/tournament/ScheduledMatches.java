package org.knightsarena.tournaments.tournament;

import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.knightsarena.tournaments.schedule.Schedule;
import org.knightsarena.tournaments.schedule.Table;

/**
 * Storing a tournament's scheduled matches, queued, with their seats, in batches in the caller's
 * transaction: match {@code i} of the schedule gets ordinal {@code i} and seed {@code seed + i},
 * so queueing can stop and be taken up again where the stored matches end.
 */
final class ScheduledMatches {
    private ScheduledMatches() {}

    /** See {@link Tournaments#queueNext}. */
    static int queueNext(Handle handle, long tournamentId, Schedule schedule, int batch) {
        if (batch < 1) {
            throw new IllegalArgumentException("batch must be at least 1, was " + batch);
        }
        int stored = handle.createQuery("SELECT COUNT(*) FROM matches WHERE tournament_id = :t")
                .bind("t", tournamentId)
                .mapTo(Integer.class)
                .one();
        int end = Math.min(schedule.tables().size(), stored + batch);
        if (stored >= end) {
            return stored;
        }
        Tournament tournament = TournamentReads.find(handle, tournamentId)
                .orElseThrow(() -> new IllegalArgumentException("no tournament with id " + tournamentId));
        List<Long> entrantIds = TournamentReads.entrants(handle, tournamentId).stream()
                .map(Entrant::id)
                .toList();
        enqueue(
                handle,
                tournamentId,
                tournament.settings(),
                schedule.tables().subList(stored, end),
                stored,
                entrantIds,
                tournament.createdAt().toEpochMilli());
        return end;
    }

    private static void enqueue(
            Handle handle,
            long tournamentId,
            TournamentSettings settings,
            List<Table> tables,
            int firstOrdinal,
            List<Long> entrantIds,
            long now) {
        MatchLimits limits = settings.limits();
        PreparedBatch seats = handle.prepareBatch(
                "INSERT INTO match_seats (match_id, seat, entrant_id) VALUES (:match, :seat, :entrant)");
        for (int i = 0; i < tables.size(); i++) {
            Table table = tables.get(i);
            int ordinal = firstOrdinal + i;
            long matchId = handle.createUpdate(
                            "INSERT INTO matches (tournament_id, ordinal, round, seed, ruleset, turn_cap, easy_start,"
                                    + " per_decision_ms, bank_ms, strike_limit, status, created_at, variants, scenario)"
                                    + " VALUES (:t, :ordinal, :round, :seed, :ruleset, :turnCap, :easyStart,"
                                    + " :perDecisionMs, :bankMs, :strikeLimit, 'queued', :now, :variants, :scenario)")
                    .bind("t", tournamentId)
                    .bind("ordinal", ordinal)
                    .bind("round", table.round())
                    .bind("seed", settings.seed() + ordinal)
                    .bind("ruleset", settings.ruleset().id())
                    .bind("turnCap", limits.turnCap())
                    .bind("easyStart", settings.start() == TournamentSettings.Start.EASY ? 1 : 0)
                    .bind("perDecisionMs", limits.perDecisionMs())
                    .bind("bankMs", limits.bankMs())
                    .bind("strikeLimit", limits.strikeLimit())
                    .bind("now", now)
                    .bind("variants", settings.variants().ids())
                    .bind("scenario", settings.variants().scenario().orElse(null))
                    .executeAndReturnGeneratedKeys("id")
                    .mapTo(Long.class)
                    .one();
            for (int seat = 0; seat < table.size(); seat++) {
                seats.bind("match", matchId)
                        .bind("seat", seat)
                        .bind("entrant", entrantIds.get(table.entrantAt(seat)))
                        .add();
            }
        }
        seats.execute();
    }
}
