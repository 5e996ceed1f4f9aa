package org.knightsarena.tournaments.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

/**
 * The leaderboard reads on both databases: the cache (exact for quick tables,
 * previous-table-then-refresh for slow ones) and pages of the table.
 */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class LeaderboardsTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path data;

    private Database db;
    private long league;
    private MatchQueue queue;
    private ResultRecorder recorder;
    private final InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());

    @BeforeEach
    void leagueOfThree() {
        db = Database.open(backend.location(data));
        Clock clock = Clock.systemUTC();
        Leagues leagues = new Leagues(db, clock);
        League l = leagues.create("Cache league", BoardFixtures.QUICK);
        BoardFixtures.startSeasonOfBuiltIns(db, leagues, l.id());
        league = l.id();
        queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        recorder = new ResultRecorder(db, clock);
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    private void playOne() {
        ClaimedMatch m = queue.claimNext("test").orElseThrow();
        recorder.record(m, executor.play(m.spec()));
    }

    private Leaderboards.Leaderboard board(Leaderboards leaderboards) {
        return leaderboards
                .of(league, OptionalInt.empty(), new PageRequest(50, 0))
                .orElseThrow();
    }

    private static int games(Leaderboards.Leaderboard b) {
        return b.entrants().stream().mapToInt(Leaderboards.Line::games).sum();
    }

    @Test
    void aQuickTableIsRecomputedWhileTheRequestWaits() {
        // A limit of a minute makes every table here quick, however loaded the machine is.
        Leaderboards leaderboards = new Leaderboards(db, new LeagueBoard(db), Duration.ofMinutes(1));
        playOne();
        assertEquals(1, board(leaderboards).results());
        playOne();
        Leaderboards.Leaderboard after = board(leaderboards);
        assertEquals(2, after.results(), "a table computed within the limit is recomputed for the next request");
        assertEquals(6, games(after), "3 seats a match");
    }

    @Test
    void aSlowTableIsServedAsItWasWhileTheNextIsComputedInTheBackground() throws InterruptedException {
        // With a zero limit every table counts as slow.
        Leaderboards leaderboards = new Leaderboards(db, new LeagueBoard(db), Duration.ZERO);
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

    @Test
    void aPageOfTheTableHasItsLinesInRankOrderAndCountsThemAll() {
        Leaderboards leaderboards = new Leaderboards(db, new LeagueBoard(db));
        playOne();
        List<Leaderboards.Line> whole = board(leaderboards).entrants();
        assertEquals(3, whole.size());

        Leaderboards.Leaderboard second = leaderboards
                .of(league, OptionalInt.empty(), new PageRequest(1, 1))
                .orElseThrow();
        assertEquals(List.of(whole.get(1)), second.entrants());
        assertEquals(3, second.total(), "the total counts every line, not the page's");
        assertEquals(1, second.limit());
        assertEquals(1, second.offset());

        Leaderboards.Leaderboard rest = leaderboards
                .of(league, OptionalInt.empty(), new PageRequest(2, 1))
                .orElseThrow();
        assertEquals(whole.subList(1, 3), rest.entrants());
        Leaderboards.Leaderboard past = leaderboards
                .of(league, OptionalInt.empty(), new PageRequest(5, 3))
                .orElseThrow();
        assertEquals(List.of(), past.entrants());
        assertEquals(3, past.total());
    }

    @Test
    void aSeasonNumberTheLeagueLacksFindsNoLeaderboard() {
        Leaderboards leaderboards = new Leaderboards(db, new LeagueBoard(db));
        assertTrue(
                leaderboards.of(league, OptionalInt.of(9), PageRequest.first()).isEmpty());
        assertTrue(leaderboards
                .of(league + 100, OptionalInt.empty(), PageRequest.first())
                .isEmpty());
    }
}
