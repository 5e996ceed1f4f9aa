package org.knightsarena.web.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Season;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.rating.EntrantRating;
import org.knightsarena.tournaments.rating.RatingTable;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.synthetic.BenchDatabase;
import org.knightsarena.tournaments.tournament.Entrant;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.tournaments.tournament.Tournaments;
import org.knightsarena.web.league.OpenLeague;
import org.knightsarena.web.server.DashboardSettings;

class BenchDatabaseTest {
    @TempDir
    static Path data;

    static Database db;
    static BenchDatabase.Seeded seeded;
    static BenchDatabase.StoredReplay replay;

    @BeforeAll
    static void seedFiveHundredMatches() {
        ReplayData played = new InProcessExecutor(AgentCatalog.builtIn())
                .play(MatchSpec.of(
                        1,
                        Ruleset.CITIES_AND_KNIGHTS,
                        List.of("heuristic", "heuristic#2", "heuristic#3", "heuristic#4")))
                .replay();
        replay = new BenchDatabase.StoredReplay(ReplayCodec.compress(played), played.size());
        db = Database.open(data);
        seeded = BenchDatabase.seed(db, 500, replay, 7, Clock.systemUTC());
    }

    @AfterAll
    static void close() {
        db.close();
    }

    private static long count(String sql) {
        return db.jdbi().withHandle(h -> h.createQuery(sql).mapTo(Long.class).one());
    }

    @Test
    void theTablesHoldTheRequestedAndReportedRows() {
        BenchDatabase.Counts c = seeded.counts();
        assertEquals(500, c.finished());
        assertEquals(500, count("SELECT COUNT(*) FROM matches WHERE status = 'finished'"));
        assertEquals(c.aborted(), count("SELECT COUNT(*) FROM matches WHERE status = 'aborted'"));
        assertEquals(3L * c.aborted(), count("SELECT COUNT(*) FROM match_aborts"));
        assertEquals(c.queued(), count("SELECT COUNT(*) FROM matches WHERE status = 'queued'"));
        assertEquals(c.seats(), count("SELECT COUNT(*) FROM match_seats"));
        assertEquals(c.ratingChanges(), count("SELECT COUNT(*) FROM rating_changes"));
        assertEquals(
                c.ratingChanges(),
                count("SELECT COUNT(*) FROM match_seats s JOIN matches m ON m.id = s.match_id"
                        + " WHERE m.status = 'finished' AND s.place IS NOT NULL AND s.points IS NOT NULL"
                        + " AND s.agent_version_id IS NOT NULL"));
        assertEquals(c.faults(), count("SELECT COUNT(*) FROM match_faults"));
        assertEquals(c.faults(), count("SELECT COALESCE(SUM(faults), 0) FROM match_seats"));
        assertEquals(c.replays(), count("SELECT COUNT(*) FROM replays"));
        assertEquals(4, c.leagues());
        assertEquals(4, count("SELECT COUNT(*) FROM leagues"));
        assertEquals(c.seasons(), count("SELECT COUNT(*) FROM seasons"));
        assertEquals(c.entrants(), count("SELECT COUNT(*) FROM entrants"));
        assertTrue(
                c.aborted() > 0 && c.queued() > 0 && c.faults() > 0 && c.replays() > 0,
                "every kind of row is there: " + c);
    }

    @Test
    void everyForeignKeyHolds() {
        List<Map<String, Object>> violations = db.jdbi()
                .withHandle(h ->
                        h.createQuery("PRAGMA foreign_key_check").mapToMap().list());
        assertEquals(List.of(), violations);
    }

    @Test
    void storedRatingsAreTheEloRecomputationOfTheStoredResults() {
        Standings standings = new Standings(db);
        Tournaments tournaments = new Tournaments(db, Clock.systemUTC());
        List<Long> ids = db.jdbi()
                .withHandle(h -> h.createQuery("SELECT id FROM tournaments")
                        .mapTo(Long.class)
                        .list());
        assertEquals(seeded.counts().seasons(), ids.size());
        for (long t : ids) {
            RatingTable recomputed = standings.recompute(t);
            for (Entrant e : tournaments.entrants(t)) {
                EntrantRating expected = recomputed
                        .of(e.label())
                        .orElse(new EntrantRating(e.label(), EloSettings.STANDARD.start(), 0, 0, 0));
                assertEquals(expected.rating(), e.rating(), 1e-9, e.label() + " in tournament " + t);
                assertEquals(expected.games(), e.games(), e.label() + " in tournament " + t);
            }
        }
    }

    @Test
    void closedSeasonsHaveFrozenStandingsAndEachLeagueRunsItsLastSeason() {
        Leagues leagues = new Leagues(db, Clock.systemUTC());
        List<Long> leagueIds = db.jdbi()
                .withHandle(h -> h.createQuery("SELECT id FROM leagues")
                        .mapTo(Long.class)
                        .list());
        int closed = 0;
        for (long league : leagueIds) {
            int entrants = leagues.entrants(league).size();
            assertTrue(entrants >= 8 && entrants <= 30, "league " + league + " has " + entrants + " entrants");
            List<Season> seasons = leagues.seasons(league);
            for (int i = 0; i < seasons.size(); i++) {
                Season s = seasons.get(i);
                boolean last = i == seasons.size() - 1;
                assertEquals(last ? "running" : "closed", s.status().code(), "season " + s.number());
                assertEquals(
                        last ? 0 : entrants, leagues.frozenStandings(s.id()).size(), "season " + s.number());
                closed += last ? 0 : 1;
            }
        }
        assertEquals(seeded.counts().closedSeasons(), closed);
    }

    @Test
    void theDashboardTakesTheSeededOpenLeagueAsItIs() {
        long seasons = count("SELECT COUNT(*) FROM seasons");
        long entries = count("SELECT COUNT(*) FROM league_entrants");
        Season running = OpenLeague.ensureRunning(
                db, DashboardSettings.defaults("127.0.0.1", 0, data).openLeague(), Clock.systemUTC());
        assertEquals(seeded.openLeagueId(), running.leagueId());
        assertEquals(seasons, count("SELECT COUNT(*) FROM seasons"));
        assertEquals(entries, count("SELECT COUNT(*) FROM league_entrants"));
    }

    @Test
    void theTargetsOfTheLoadExist() {
        assertEquals(
                seeded.biggestLeagueId(),
                count("SELECT s.league_id FROM tournaments t JOIN seasons s" + " ON s.id = t.season_id WHERE t.id = "
                        + seeded.biggestSeasonTournament()));
        assertEquals(1, count("SELECT COUNT(*) FROM replays WHERE match_id = " + seeded.replayMatchId()));
        assertTrue(count("SELECT COUNT(DISTINCT s.league_id) FROM match_seats ms JOIN agent_versions v"
                        + " ON v.id = ms.agent_version_id JOIN agents a ON a.id = v.agent_id JOIN matches m ON m.id = ms.match_id"
                        + " JOIN tournaments t ON t.id = m.tournament_id JOIN seasons s ON s.id = t.season_id"
                        + " WHERE a.name = '" + seeded.busiestAgent() + "'")
                >= 3);
    }

    @Test
    void findGivesBackWhatWasSeeded() {
        BenchDatabase.Seeded found = BenchDatabase.find(db).orElseThrow();
        assertEquals(
                new BenchDatabase.Seeded(
                        seeded.openLeagueId(),
                        seeded.biggestLeagueId(),
                        seeded.biggestSeasonTournament(),
                        seeded.busiestAgent(),
                        seeded.replayMatchId(),
                        seeded.counts(),
                        Duration.ZERO,
                        Duration.ZERO),
                found);
    }

    @Test
    void findFindsNothingInADatabaseItDidNotSeed(@TempDir Path other) {
        try (Database empty = Database.open(other)) {
            assertEquals(Optional.empty(), BenchDatabase.find(empty));
            new Leagues(empty, Clock.systemUTC())
                    .create(
                            OpenLeague.NAME,
                            DashboardSettings.defaults("127.0.0.1", 0, other).openLeague());
            assertEquals(Optional.empty(), BenchDatabase.find(empty));
        }
    }

    @Test
    void aDatabaseWithLeaguesIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> BenchDatabase.seed(db, 500, replay, 7, Clock.systemUTC()));
        assertEquals(
                "the database " + db.file() + " already has 4 leagues; seed an empty data folder"
                        + " (or leave out --data for a temporary one)",
                e.getMessage());
    }
}
