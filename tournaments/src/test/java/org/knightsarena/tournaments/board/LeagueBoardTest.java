package org.knightsarena.tournaments.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
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
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

/** Leagues as the dashboard lists them, and who may see them and their matches, on both databases. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class LeagueBoardTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path data;

    private Database db;
    private Leagues leagues;
    private LeagueBoard board;
    private Audiences audiences;
    private long teacher;
    private long student;
    private long stranger;
    private League open;
    private League classroom;

    @BeforeEach
    void twoLeagues() {
        db = Database.open(backend.location(data));
        leagues = new Leagues(db, new Fixtures.ManualClock(Fixtures.T0));
        board = new LeagueBoard(db);
        audiences = new Audiences(db);
        teacher = Fixtures.account(db, "teacher");
        student = Fixtures.account(db, "student");
        stranger = Fixtures.account(db, "stranger");
        open = leagues.create("Open", BoardFixtures.QUICK);
        classroom = leagues.create("Class", BoardFixtures.QUICK, Visibility.PRIVATE, OptionalLong.of(teacher), false);
        db.jdbi()
                .useHandle(h -> h.createUpdate(
                                "INSERT INTO league_members (league_id, account_id, joined_at)" + " VALUES (:l, :a, 0)")
                        .bind("l", classroom.id())
                        .bind("a", student)
                        .execute());
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    private List<String> names(Viewer viewer) {
        return board.leagues(viewer, new PageRequest(50, 0)).leagues().stream()
                .map(LeagueBoard.LeagueSummary::name)
                .toList();
    }

    @Test
    void aPrivateLeagueIsListedForItsOwnerItsMembersAndAdminsOnly() {
        assertEquals(List.of("Open"), names(Viewer.ANONYMOUS));
        assertEquals(List.of("Open"), names(Viewer.account(stranger)));
        assertEquals(List.of("Open", "Class"), names(Viewer.account(teacher)));
        assertEquals(List.of("Open", "Class"), names(Viewer.account(student)));
        assertEquals(List.of("Open", "Class"), names(Viewer.admin(stranger)));
        assertTrue(audiences.isMember(student, classroom.id()));
        assertFalse(audiences.isMember(stranger, classroom.id()));
    }

    @Test
    void aPageOfLeaguesCountsEveryLeagueTheViewerMaySee() {
        LeagueBoard.LeaguePage second = board.leagues(Viewer.admin(teacher), new PageRequest(1, 1));
        assertEquals(2, second.total());
        assertEquals(
                List.of("Class"),
                second.leagues().stream().map(LeagueBoard.LeagueSummary::name).toList());
        assertEquals(1, board.leagues(Viewer.ANONYMOUS, new PageRequest(1, 1)).total());
        assertEquals(
                List.of(),
                board.leagues(Viewer.ANONYMOUS, new PageRequest(1, 1)).leagues());
    }

    @Test
    void aLeagueSummaryTellsItsOwnerAndLatestSeasonsProgress() {
        assertNull(board.league(classroom.id()).orElseThrow().season(), "no season yet");
        BoardFixtures.startSeasonOfBuiltIns(db, leagues, classroom.id());
        LeagueBoard.LeagueSummary summary = board.league(classroom.id()).orElseThrow();
        assertEquals("teacher", summary.owner());
        assertEquals("private", summary.visibility());
        assertEquals(1, summary.season().number());
        assertEquals(0, summary.season().done());
        assertEquals(3, summary.season().total(), "the round's 3 matches");
        assertTrue(board.league(classroom.id() + 100).isEmpty());
    }

    @Test
    void aPrivateLeaguesMatchIsSeenByThoseWhoRunItAndNotByStrangers() {
        BoardFixtures.startSeasonOfBuiltIns(db, leagues, classroom.id());
        long match = db.jdbi()
                .withHandle(h -> h.createQuery("SELECT MIN(id) FROM matches")
                        .mapTo(Long.class)
                        .one());
        assertTrue(audiences.canSeeMatch(Viewer.account(teacher), match));
        assertTrue(audiences.canSeeMatch(Viewer.admin(stranger), match));
        assertFalse(audiences.canSeeMatch(Viewer.account(stranger), match));
        assertFalse(audiences.canSeeMatch(Viewer.ANONYMOUS, match));
        assertFalse(audiences.canSeeMatch(Viewer.account(teacher), match + 100), "no such match");
    }

    @Test
    void theOpenLeaguesUpkeepFindsItByNameAndMakesItRoll() {
        LeagueUpkeep upkeep = new LeagueUpkeep(db);
        assertEquals(Optional.of(open.id()), upkeep.idNamed("Open"));
        assertTrue(upkeep.idNamed("Closed").isEmpty());
        assertFalse(open.rolling());
        upkeep.makeRolling(open.id());
        assertTrue(leagues.find(open.id()).orElseThrow().rolling());
    }

    @Test
    void aBuiltInBotIsRegisteredOnceOwnedByNoAccount() {
        BuiltInBots builtIns = new BuiltInBots(db);
        AgentVersion first = builtIns.version("heuristic", Fixtures.T0);
        assertEquals(first, builtIns.version("heuristic", Fixtures.T0.plusSeconds(60)), "found, not registered again");
        assertEquals("heuristic", first.source());
        assertTrue(builtIns.bySource("jar:/nowhere.jar").isEmpty());
    }

    @Test
    void anAnonymousViewerCannotSeeEverything() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> new Viewer(OptionalLong.empty(), Viewer.Reach.EVERYTHING));
        assertEquals("only an account sees everything, not an anonymous visitor", e.getMessage());
    }
}
