package org.knightsarena.web.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.SeasonKind;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.TestDashboard;

/** The leaderboard cache: exact for quick tables, previous-table-then-refresh for slow ones. */
class LeaderboardsTest {
    @TempDir
    Path data;

    Database db;
    long league;
    MatchQueue queue;
    ResultRecorder recorder;
    final InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());

    @BeforeEach
    void leagueOfThree() {
        db = Database.open(data);
        Clock clock = Clock.systemUTC();
        Leagues leagues = new Leagues(db, clock);
        League l = leagues.create("Cache league", TestDashboard.QUICK_LEAGUE);
        for (String bot : new String[] {"random", "heuristic", "mcts"}) {
            leagues.enter(l.id(), db.jdbi().withExtension(AgentDao.class, dao -> dao.findOrInsertVersion(bot, OptionalLong.empty(),
                    "1", bot, Optional.empty(), clock.instant())).id());
        }
        leagues.startNextSeason(l.id(), SeasonKind.REGULAR, OptionalInt.empty());
        league = l.id();
        queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        recorder = new ResultRecorder(db, clock);
    }

    @AfterEach
    void close() {
        db.close();
    }

    private void playOne() {
        ClaimedMatch m = queue.claimNext("test").orElseThrow();
        recorder.record(m, executor.play(m.spec()));
    }

    private Leaderboards.Leaderboard board(Leaderboards leaderboards) {
        return leaderboards.of(league, OptionalInt.empty()).orElseThrow();
    }

    private static int games(Leaderboards.Leaderboard b) {
        return b.entrants().stream().mapToInt(Leaderboards.Line::games).sum();
    }

    @Test
    void aQuickTableIsRecomputedWhileTheRequestWaits() {
        Leaderboards leaderboards = new Leaderboards(db.jdbi(), new LeagueBoard(db.jdbi()));
        playOne();
        assertEquals(1, board(leaderboards).results());
        playOne();
        Leaderboards.Leaderboard after = board(leaderboards);
        assertEquals(2, after.results(), "a table of 2 results computes well within the limit");
        assertEquals(6, games(after), "3 seats a match");
    }

    @Test
    void aSlowTableIsServedAsItWasWhileTheNextIsComputedInTheBackground() throws InterruptedException {
        // With a zero limit every table counts as slow.
        Leaderboards leaderboards = new Leaderboards(db.jdbi(), new LeagueBoard(db.jdbi()), Duration.ZERO);
        playOne();
        assertEquals(1, board(leaderboards).results(), "the first table is computed while the request waits");
        playOne();
        Leaderboards.Leaderboard stale = board(leaderboards);
        assertEquals(1, stale.results(), "the previous table, saying what it counts");
        assertEquals(3, games(stale));
        Leaderboards.Leaderboard fresh = stale;
        for (int i = 0; i < 300 && fresh.results() < 2; i++) {
            Thread.sleep(20);
            fresh = board(leaderboards);
        }
        assertEquals(2, fresh.results(), "the refresher brought it up to date");
        assertEquals(6, games(fresh));
        assertTrue(fresh.season().done() >= 2, fresh.season().toString());
    }
}
