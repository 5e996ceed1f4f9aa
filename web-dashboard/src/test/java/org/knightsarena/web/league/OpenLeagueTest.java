package org.knightsarena.web.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.tournaments.league.SeasonKind;
import org.knightsarena.tournaments.league.SeasonStatus;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.server.Dashboard;

/** The open league across server starts and stops on one data folder. */
class OpenLeagueTest {

    private static long count(Database database, String sql) {
        return database.jdbi()
                .withHandle(h -> h.createQuery(sql).mapTo(Long.class).one());
    }

    private static long count(TestDashboard server, String sql) {
        return count(server.database(), sql);
    }

    @Test
    void aSecondStartResumesTheSameSeasonWithoutRegisteringAnythingTwice(@TempDir Path data)
            throws InterruptedException {
        long queued;
        try (TestDashboard first = TestDashboard.start(data)) {
            assertFalse(first.dashboard().isPlaying(), "0 play threads: nothing plays");
            JsonNode season = json(first.client().get("/api/leagues"))
                    .get("leagues")
                    .get(0)
                    .get("season");
            assertEquals(0, season.get("done").asInt());
            queued = season.get("total").asLong();
            assertEquals(queued, count(first, "SELECT COUNT(*) FROM matches WHERE status = 'queued'"));
        }
        // A plain restart on the same folder (the test accounts exist already).
        try (Database database = Database.open(data);
                Dashboard second = Dashboard.create(TestDashboard.playing(data), database, Clock.systemUTC())
                        .start()) {
            WebClient client = new WebClient(second.url());
            LeagueApiTest.waitForTheSeason(client);
            JsonNode leagues = json(client.get("/api/leagues")).get("leagues");
            assertEquals(1, leagues.size());
            assertEquals(1, leagues.get(0).get("season").get("number").asInt(), "the same season, resumed");
            assertEquals(queued, leagues.get(0).get("season").get("total").asLong());
            assertEquals(1, count(database, "SELECT COUNT(*) FROM seasons"));
            assertEquals(SampleBots.NAMES.size(), count(database, "SELECT COUNT(*) FROM agent_versions"));
            assertEquals(SampleBots.NAMES.size(), count(database, "SELECT COUNT(*) FROM league_entrants"));
        }
    }

    @Test
    void closingWhilePlayingStopsTheWorkersWithNoMatchLeftRunning(@TempDir Path data) {
        TestDashboard server = TestDashboard.start(data, TestDashboard.playing(data));
        server.dashboard().close();
        assertFalse(server.dashboard().isPlaying());
        assertEquals(
                0,
                count(server, "SELECT COUNT(*) FROM matches WHERE status = 'running'"),
                "a match in play is stored before the workers stop");
        server.database().close();
    }

    @Test
    void aSeasonStartCutShortByACrashIsFinishedAtTheNextStart(@TempDir Path data) {
        long season;
        long scheduled;
        try (TestDashboard first = TestDashboard.start(data)) {
            Leagues leagues = new Leagues(first.database(), Clock.systemUTC());
            League league = leagues.create(
                    "Night ladder",
                    new LeagueRules(Ruleset.BASE, 3, 4, MatchLimits.DEFAULT, VersionPolicy.NEXT_SEASON));
            OpenLeague.find(first.database())
                    .map(open -> leagues.entrants(open.id()))
                    .orElseThrow()
                    .forEach(version -> leagues.enter(league.id(), version));
            season = leagues.startNextSeason(league.id(), SeasonKind.REGULAR, OptionalInt.empty())
                    .id();
            scheduled = count(
                    first,
                    "SELECT COUNT(*) FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                            + " WHERE t.season_id = " + season);
            // What a kill -9 after the first batch leaves behind: a planned season with some of its matches.
            first.database().jdbi().useTransaction(h -> {
                h.execute(
                        "DELETE FROM match_seats WHERE match_id IN (SELECT m.id FROM matches m JOIN tournaments t"
                                + " ON t.id = m.tournament_id WHERE t.season_id = ? AND m.ordinal >= 2)",
                        season);
                h.execute(
                        "DELETE FROM matches WHERE ordinal >= 2 AND tournament_id IN (SELECT id FROM tournaments"
                                + " WHERE season_id = ?)",
                        season);
                h.execute("UPDATE seasons SET status = 'planned' WHERE id = ?", season);
            });
        }
        try (Database database = Database.open(data);
                Dashboard second = Dashboard.create(TestDashboard.settings(data), database, Clock.systemUTC())
                        .start()) {
            assertEquals(
                    SeasonStatus.RUNNING,
                    new Leagues(database, Clock.systemUTC())
                            .season(season)
                            .orElseThrow()
                            .status());
            assertEquals(
                    scheduled,
                    count(
                            database,
                            "SELECT COUNT(*) FROM matches m JOIN tournaments t"
                                    + " ON t.id = m.tournament_id WHERE t.season_id = " + season));
        }
    }
}
