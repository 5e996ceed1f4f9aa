package org.knightsarena.tournaments.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

/** What the replay viewer reads about stored matches, on both databases. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class ReplayReadsTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path data;

    private Database db;
    private ReplayReads replays;
    private long openMatch;
    private long classMatch;
    private long classroom;
    private long student;

    @BeforeEach
    void aPublicAndAPrivateRoundPlayed() {
        db = Database.open(backend.location(data));
        Leagues leagues = new Leagues(db, Clock.systemUTC());
        student = Fixtures.account(db, "student");
        long open = leagues.create("Open", BoardFixtures.QUICK).id();
        classroom = leagues.create(
                        "Class",
                        BoardFixtures.QUICK,
                        Visibility.PRIVATE,
                        OptionalLong.of(Fixtures.account(db, "teacher")),
                        false)
                .id();
        BoardFixtures.startSeasonOfBuiltIns(db, leagues, open);
        BoardFixtures.startSeasonOfBuiltIns(db, leagues, classroom);
        BoardFixtures.playEverything(db);
        MatchList list = new MatchList(db);
        openMatch = first(list, open);
        classMatch = first(list, classroom);
        db.jdbi()
                .useExtension(
                        AgentDao.class, dao -> dao.insertAgent("homework", OptionalLong.of(student), Fixtures.T0));
        replays = new ReplayReads(db);
    }

    private static long first(MatchList list, long league) {
        return list.find(
                        new MatchSelection(
                                Optional.of(league),
                                Optional.empty(),
                                Optional.empty(),
                                Optional.empty(),
                                Optional.empty(),
                                PageRequest.first()),
                        Audience.ALL)
                .matches()
                .get(0)
                .id();
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    @Test
    void aStoredMatchsReplayComesWithItsSeatsLabels() {
        ReplayReads.StoredReplay stored = replays.find(openMatch).orElseThrow();
        assertTrue(stored.json().startsWith("{"), stored.json().substring(0, 20));
        assertEquals(3, stored.seatLabels().size());
        assertTrue(
                List.of("random", "heuristic", "mcts").containsAll(stored.seatLabels()),
                stored.seatLabels().toString());
        assertTrue(replays.find(openMatch + 100).isEmpty());
        assertTrue(replays.isStoredMatch(openMatch));
        assertTrue(replays.largestStoredBytes() > 100, "a compressed replay of a whole game");
        assertFalse(replays.isStoredMatch(openMatch + 100));
    }

    @Test
    void aClassroomsMatchNamesItsPrivateLeagueAndAPublicOneNone() {
        assertEquals(classroom, replays.privateLeague(classMatch).orElseThrow().id());
        assertTrue(replays.privateLeague(openMatch).isEmpty());
    }

    @Test
    void ownershipIsByAccountAndNobodyOwnsTheBuiltInBots() {
        assertFalse(replays.ownsASeat(student, openMatch), "the built-in bots are nobody's");
        assertTrue(replays.ownsABotNamed(student, List.of("random", "homework")));
        assertFalse(replays.ownsABotNamed(student, List.of("random")));
        assertFalse(replays.ownsABotNamed(student, List.of()));
    }
}
