package org.knightsarena.tournaments.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.AgentVersionStatus;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

/** The bot directory and a bot's history as the dashboard reads them, on both databases. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class BotReadsTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path data;

    private Database db;
    private BotDirectory bots;
    private BotHistory history;
    private long student;
    private long stranger;

    /** The three built-in bots play a round in a public league; a student's bot is entered in a private one. */
    @BeforeEach
    void aPlayedRoundAndAPrivateBot() {
        db = Database.open(backend.location(data));
        Clock clock = Clock.systemUTC();
        Leagues leagues = new Leagues(db, clock);
        long teacher = Fixtures.account(db, "teacher");
        student = Fixtures.account(db, "student");
        stranger = Fixtures.account(db, "stranger");
        long open = leagues.create("Open", BoardFixtures.QUICK).id();
        BoardFixtures.startSeasonOfBuiltIns(db, leagues, open);
        long classroom = leagues.create(
                        "Class", BoardFixtures.QUICK, Visibility.PRIVATE, OptionalLong.of(teacher), false)
                .id();
        AgentVersion homework = db.jdbi().withExtension(AgentDao.class, dao -> {
            long agent = dao.insertAgent("homework", OptionalLong.of(student), Fixtures.T0)
                    .id();
            return dao.insertVersion(agent, "1", "random", Optional.empty(), AgentVersionStatus.ACTIVE, Fixtures.T0);
        });
        leagues.enter(classroom, homework.id());
        BoardFixtures.playEverything(db);
        bots = new BotDirectory(db);
        history = new BotHistory(db);
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    private List<String> names(Viewer viewer) {
        return bots.list(viewer, Optional.empty(), new PageRequest(50, 0)).bots().stream()
                .map(Agent::name)
                .toList();
    }

    @Test
    void aPrivateStudentsBotIsListedForItsOwnerAndAdminsOnly() {
        assertEquals(List.of("heuristic", "mcts", "random"), names(Viewer.ANONYMOUS));
        assertEquals(List.of("heuristic", "mcts", "random"), names(Viewer.account(stranger)));
        assertEquals(List.of("heuristic", "homework", "mcts", "random"), names(Viewer.account(student)));
        assertEquals(List.of("heuristic", "homework", "mcts", "random"), names(Viewer.admin(stranger)));
        assertTrue(bots.find(Viewer.account(stranger), "homework").isEmpty(), "not told apart from a missing bot");
        assertEquals(
                "homework",
                bots.find(Viewer.account(student), "homework").orElseThrow().name());
        assertEquals(
                List.of("homework"),
                bots.list(Viewer.admin(stranger), Optional.of("student"), new PageRequest(50, 0)).bots().stream()
                        .map(Agent::name)
                        .toList());
    }

    @Test
    void theListIsPagedInTheDatabase() {
        BotDirectory.BotPage second = bots.list(Viewer.ANONYMOUS, Optional.empty(), new PageRequest(1, 1));
        assertEquals(3, second.total());
        assertEquals(List.of("mcts"), second.bots().stream().map(Agent::name).toList());
    }

    @Test
    void aTableSeatsTheLatestPlayableVersionOfABotTheViewerMaySee() {
        assertEquals(List.of("heuristic", "homework", "mcts", "random"), bots.playableNames(Viewer.account(student)));
        assertEquals(
                "random",
                bots.latestPlayable(Viewer.account(student), "homework")
                        .orElseThrow()
                        .source());
        assertTrue(bots.latestPlayable(Viewer.account(stranger), "homework").isEmpty());
        Agent random = bots.find(Viewer.ANONYMOUS, "random").orElseThrow();
        assertEquals(1, bots.versions(random.id()).size());
    }

    @Test
    void aBotsHistoryHasItsRatingsAndHeadToHeadInPages() {
        Agent heuristic = bots.find(Viewer.ANONYMOUS, "heuristic").orElseThrow();
        BotHistory.RatingPage ratings = history.ratings(heuristic.id(), Audience.ALL, new PageRequest(2, 0));
        assertEquals(3, ratings.total(), "a rated game in each of the round's 3 matches");
        assertEquals(2, ratings.ratings().size());
        assertEquals("Open season 1", ratings.ratings().get(0).series());

        BotHistory.HeadToHeadPage record = history.headToHead(heuristic.id(), Audience.ALL, new PageRequest(1, 0));
        assertEquals(2, record.total(), "it met mcts and random");
        BotHistory.HeadToHead first = record.opponents().get(0);
        assertEquals(3, first.games());
        assertEquals(first.games(), first.ahead() + first.behind() + first.ties());
        List<Long> matches =
                ratings.ratings().stream().map(BotHistory.RatingPoint::matchId).toList();
        assertTrue(history.faults(heuristic.id(), matches).stream().allMatch(f -> matches.contains(f.matchId())));
        assertEquals(List.of(), history.logs(heuristic.id(), List.of()));
    }
}
