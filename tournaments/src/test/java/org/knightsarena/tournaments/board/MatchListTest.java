package org.knightsarena.tournaments.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
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
import org.knightsarena.tournaments.queue.MatchStatus;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

/** The match list and a match in full, as the dashboard reads them, on both databases. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class MatchListTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path data;

    private Database db;
    private MatchList list;
    private MatchDetail detail;
    private long open;
    private long classroom;
    private long teacher;

    @BeforeEach
    void twoLeaguesWithTheirRoundsPlayed() {
        db = Database.open(backend.location(data));
        Clock clock = Clock.systemUTC();
        Leagues leagues = new Leagues(db, clock);
        teacher = Fixtures.account(db, "teacher");
        open = leagues.create("Open", BoardFixtures.QUICK).id();
        classroom = leagues.create("Class", BoardFixtures.QUICK, Visibility.PRIVATE, OptionalLong.of(teacher), false)
                .id();
        BoardFixtures.startSeasonOfBuiltIns(db, leagues, open);
        BoardFixtures.startSeasonOfBuiltIns(db, leagues, classroom);
        BoardFixtures.playEverything(db);
        list = new MatchList(db);
        detail = new MatchDetail(db);
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    private static MatchSelection select(Optional<Long> league, Optional<MatchStatus> status, int limit, int offset) {
        return new MatchSelection(
                league, Optional.empty(), Optional.empty(), status, Optional.empty(), new PageRequest(limit, offset));
    }

    @Test
    void theListHasThePlayedMatchesTheAudienceMaySeeLatestFirst() {
        MatchList.Page everything = list.find(select(Optional.empty(), Optional.empty(), 50, 0), Audience.ALL);
        assertEquals(6, everything.total(), "each league's round of 3 matches has an outcome");
        List<Instant> finished =
                everything.matches().stream().map(MatchList.Line::finishedAt).toList();
        assertEquals(finished.stream().sorted(Comparator.reverseOrder()).toList(), finished, "the latest first");
        assertEquals(3, everything.matches().get(0).seats().size());
        assertEquals(
                "/replays/" + everything.matches().get(0).id(),
                everything.matches().get(0).replay());

        Audiences audiences = new Audiences(db);
        MatchList.Page publicOnly =
                list.find(select(Optional.empty(), Optional.empty(), 50, 0), audiences.of(Viewer.ANONYMOUS));
        assertEquals(3, publicOnly.total(), "a private league's matches are hidden from strangers");
        assertTrue(publicOnly.matches().stream().allMatch(m -> m.leagueName().equals("Open")));
        assertEquals(
                6,
                list.find(select(Optional.empty(), Optional.empty(), 50, 0), audiences.of(Viewer.account(teacher)))
                        .total(),
                "and seen by its organiser");
    }

    @Test
    void theListIsPagedInTheDatabaseAndFilteredByLeagueAndStatus() {
        MatchList.Page second = list.find(select(Optional.empty(), Optional.empty(), 1, 1), Audience.ALL);
        assertEquals(6, second.total());
        assertEquals(1, second.matches().size());
        assertEquals(
                list.find(select(Optional.empty(), Optional.empty(), 3, 0), Audience.ALL)
                        .matches()
                        .get(1),
                second.matches().get(0));
        assertEquals(
                3,
                list.find(select(Optional.of(open), Optional.empty(), 50, 0), Audience.ALL)
                        .total());
        assertEquals(
                3,
                list.find(select(Optional.of(open), Optional.of(MatchStatus.FINISHED), 50, 0), Audience.ALL)
                        .total());
        assertEquals(
                0,
                list.find(select(Optional.of(open), Optional.of(MatchStatus.QUEUED), 50, 0), Audience.ALL)
                        .total(),
                "nothing waits");
        assertEquals(
                List.of(),
                list.find(select(Optional.of(open + 100), Optional.empty(), 50, 0), Audience.ALL)
                        .matches(),
                "no such league: nothing");
    }

    @Test
    void aSeasonWithoutItsLeagueIsRefusedWithTheReason() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new MatchSelection(
                        Optional.empty(),
                        Optional.of(2),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty(),
                        PageRequest.first()));
        assertEquals(
                "season is a season number within a league; give the league too, such as ?league=1&season=2",
                e.getMessage());
    }

    @Test
    void aMatchInFullShowsABuiltInBotsPrivateDataToAdminsOnly() {
        long id = list.find(select(Optional.of(open), Optional.empty(), 1, 0), Audience.ALL)
                .matches()
                .get(0)
                .id();
        MatchDetail.Match seenByAdmin = detail.find(id, Viewer.admin(teacher)).orElseThrow();
        assertEquals("finished", seenByAdmin.status());
        assertEquals("Open", seenByAdmin.leagueName());
        assertEquals(3, seenByAdmin.seats().size());
        assertFalse(seenByAdmin.privateHidden());
        assertTrue(seenByAdmin.seats().stream().allMatch(s -> s.faultDetails() != null && s.ratingBefore() != null));

        MatchDetail.Match seenByOthers =
                detail.find(id, Viewer.account(teacher)).orElseThrow();
        assertTrue(seenByOthers.privateHidden(), "no account owns a built-in bot");
        assertTrue(seenByOthers.seats().stream().allMatch(s -> s.faultDetails() == null && s.log() == null));
        assertTrue(detail.find(id + 100, Viewer.admin(teacher)).isEmpty());
    }

    @Test
    void aStudentsSeatIsReadByItsOwnerAndTheirOrganiser() {
        SeatPrivacy.PlayedSeat student = new SeatPrivacy.PlayedSeat(
                OptionalLong.of(7), OptionalLong.of(classroom), new Leagues(db, Clock.systemUTC()).find(classroom));
        assertTrue(SeatPrivacy.mayRead(Viewer.account(7), student));
        assertTrue(SeatPrivacy.mayRead(Viewer.account(teacher), student));
        assertFalse(SeatPrivacy.mayRead(Viewer.account(8), student));
        assertFalse(SeatPrivacy.mayRead(Viewer.ANONYMOUS, student));
    }
}
