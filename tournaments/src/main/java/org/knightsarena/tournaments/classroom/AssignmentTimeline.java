package org.knightsarena.tournaments.classroom;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Season;
import org.knightsarena.tournaments.league.SeasonKind;
import org.knightsarena.tournaments.league.SeasonStatus;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * An assignment's timeline, moved along by {@link Assignments#tick}: scrimmage rounds before the
 * deadline, the final season at it, frozen standings once that has played. Every decision about
 * time is taken with the clock given here, so tests can move past a deadline. Meant to be called
 * from one scheduler thread.
 */
final class AssignmentTimeline {
    private final Jdbi jdbi;
    private final Leagues leagues;
    private final Clock clock;

    AssignmentTimeline(Jdbi jdbi, Leagues leagues, Clock clock) {
        this.jdbi = jdbi;
        this.leagues = leagues;
        this.clock = clock;
    }

    /** See {@link Assignments#tick}. @return what happened, one line per change, for the log */
    List<String> tick() {
        List<Long> ids = jdbi.withHandle(h -> h.createQuery("SELECT a.league_id FROM assignments a WHERE"
                        + " a.final_season_id IS NULL OR EXISTS (SELECT 1 FROM seasons s WHERE s.id = a.final_season_id"
                        + " AND s.status <> 'closed') ORDER BY a.league_id")
                .mapTo(Long.class)
                .list());
        List<String> changes = new ArrayList<>();
        for (long id : ids) {
            jdbi.withHandle(h -> AssignmentReads.find(h, id)).ifPresent(a -> advance(a, changes));
        }
        return changes;
    }

    private void advance(Assignment a, List<String> changes) {
        Instant now = clock.instant();
        Optional<Season> running = leagues.seasons(a.leagueId()).stream()
                .filter(s -> s.status() == SeasonStatus.RUNNING)
                .findFirst();
        if (a.finalSeasonId().isPresent()) {
            if (running.isPresent() && leagues.isPlayed(running.get())) {
                leagues.closeSeason(running.get().id(), Standings.BOOTSTRAP_SAMPLES);
                changes.add(a.name() + ": the final season is played and its standings are frozen");
            }
            return;
        }
        if (a.isOpenAt(now)) {
            if (running.isPresent()) {
                if (!leagues.isPlayed(running.get())) {
                    return;
                }
                leagues.closeSeason(running.get().id(), Standings.BOOTSTRAP_SAMPLES);
            }
            if (scrimmageDue(a, now) && canPlay(a)) {
                Season s = leagues.startNextSeason(a.leagueId(), SeasonKind.SCRIMMAGE, OptionalInt.empty());
                jdbi.useHandle(
                        h -> h.createUpdate("UPDATE assignments SET last_scrimmage_at = :now WHERE league_id = :l")
                                .bind("now", now.toEpochMilli())
                                .bind("l", a.leagueId())
                                .execute());
                changes.add(a.name() + ": scrimmage round " + s.number() + " started");
            }
            return;
        }
        if (running.isPresent() && running.get().kind() == SeasonKind.FINAL) {
            // A crash between starting the final season and recording it: the season is the final one.
            recordFinal(a, running.get());
            return;
        }
        running.ifPresent(s -> leagues.closeSeason(s.id(), Standings.BOOTSTRAP_SAMPLES));
        if (!canPlay(a)) {
            return;
        }
        recordFinal(a, leagues.startNextSeason(a.leagueId(), SeasonKind.FINAL, OptionalInt.of(a.finalRounds())));
        changes.add(a.name() + ": the deadline passed; the final season started");
    }

    private void recordFinal(Assignment a, Season last) {
        jdbi.useHandle(h -> h.createUpdate("UPDATE assignments SET final_season_id = :s WHERE league_id = :l")
                .bind("s", last.id())
                .bind("l", a.leagueId())
                .execute());
    }

    private boolean scrimmageDue(Assignment a, Instant now) {
        if (a.scrimmageEvery().isZero()) {
            return false;
        }
        Optional<Long> last = jdbi.withHandle(
                h -> h.createQuery("SELECT last_scrimmage_at FROM assignments" + " WHERE league_id = :l")
                        .bind("l", a.leagueId())
                        .mapTo(Long.class)
                        .findOne());
        return last.isEmpty() || !now.isBefore(Instant.ofEpochMilli(last.get()).plus(a.scrimmageEvery()));
    }

    /** A season needs a full table, and someone besides the baselines to rank. */
    private boolean canPlay(Assignment a) {
        List<Long> entrants = leagues.entrants(a.leagueId());
        return entrants.size() >= a.rules().tableSize()
                && entrants.size() > leagues.baselines(a.leagueId()).size();
    }
}
