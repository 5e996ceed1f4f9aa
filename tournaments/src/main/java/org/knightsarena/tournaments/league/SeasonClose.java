package org.knightsarena.tournaments.league;

import java.util.List;
import org.jdbi.v3.core.Handle;
import org.knightsarena.tournaments.tournament.Standing;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * Closing a running season, in the caller's transaction: its matches still queued or running are
 * given up (a worker still playing one finds its lease gone and stores nothing), its standings are
 * stored, and it is frozen.
 */
final class SeasonClose {
    private SeasonClose() {}

    /**
     * @param samples bootstrap resamples for the rating intervals, 1 or more
     * @param now     the epoch milliseconds stamped on the given-up matches and the season
     * @return the frozen standings
     * @throws IllegalStateException if the season is not running
     */
    static List<Standing> close(Handle h, long seasonId, int samples, long now) {
        Season season = LeagueReads.findSeason(h, seasonId);
        if (season.status() != SeasonStatus.RUNNING) {
            throw new IllegalStateException(
                    "season " + seasonId + " is " + season.status().code() + "; only a running season can close");
        }
        long tournament = season.tournamentId().getAsLong();
        h.createUpdate("UPDATE matches SET status = 'aborted', lease_owner = NULL, lease_expires_at = NULL,"
                        + " detail = 'season closed', finished_at = :now WHERE tournament_id = :t"
                        + " AND status IN ('queued', 'running')")
                .bind("now", now)
                .bind("t", tournament)
                .execute();
        List<Standing> table = Standings.table(h, tournament, samples, seasonId);
        for (Standing s : table) {
            h.createUpdate(
                            "INSERT INTO season_standings (season_id, rank, entrant_id, rating, rating_low,"
                                    + " rating_high, games, wins, mean_place, faults) SELECT :s, :rank, id, :rating, :low, :high,"
                                    + " :games, :wins, :meanPlace, :faults FROM entrants WHERE tournament_id = :t AND label = :label")
                    .bind("s", seasonId)
                    .bind("rank", s.rank())
                    .bind("rating", s.rating())
                    .bind("low", s.interval().low())
                    .bind("high", s.interval().high())
                    .bind("games", s.games())
                    .bind("wins", s.wins())
                    .bind("meanPlace", s.meanPlace())
                    .bind("faults", s.faults())
                    .bind("t", tournament)
                    .bind("label", s.label())
                    .execute();
        }
        h.createUpdate("UPDATE tournaments SET status = 'closed', finished_at = :now WHERE id = :t")
                .bind("now", now)
                .bind("t", tournament)
                .execute();
        h.createUpdate("UPDATE seasons SET status = 'closed', closed_at = :now WHERE id = :id")
                .bind("now", now)
                .bind("id", seasonId)
                .execute();
        return table;
    }
}
