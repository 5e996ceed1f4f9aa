package org.knightsarena.tournaments.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
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
import org.knightsarena.tournaments.classroom.Assignment;
import org.knightsarena.tournaments.classroom.AssignmentSettings;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.AgentVersionStatus;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

/** What the classroom pages read about an assignment, and the baselines an organiser may choose, on both databases. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class ClassroomReadsTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path data;

    private Database db;
    private ClassroomReads reads;
    private long teacher;
    private long student;
    private Assignment assignment;
    private AgentVersion homework;

    /** An assignment with the random bot as its baseline, a student's bot entered and two practice matches played. */
    @BeforeEach
    void anAssignmentWithPractice() {
        db = Database.open(backend.location(data));
        Fixtures.ManualClock clock = new Fixtures.ManualClock(Fixtures.T0);
        Assignments assignments = new Assignments(db, clock);
        teacher = Fixtures.account(db, "teacher");
        student = Fixtures.account(db, "student");
        assignment = assignments.create(
                teacher,
                new AssignmentSettings(
                        "Homework",
                        BoardFixtures.QUICK,
                        Fixtures.T0.plus(Duration.ofHours(1)),
                        1,
                        Duration.ZERO,
                        List.of(Fixtures.builtIn(db, "random").id())));
        assignments.join(assignment.joinCode(), student);
        homework = db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.insertVersion(
                                dao.insertAgent("homework", OptionalLong.of(student), Fixtures.T0)
                                        .id(),
                                "1",
                                "heuristic",
                                Optional.empty(),
                                AgentVersionStatus.ACTIVE,
                                Fixtures.T0));
        assignments.enter(assignment.leagueId(), homework.id());
        assignments.practice(assignment.leagueId(), homework.id(), student);
        assignments.practice(assignment.leagueId(), homework.id(), student);
        BoardFixtures.playEverything(db);
        reads = new ClassroomReads(db);
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    @Test
    void theEntriesAreTheStudentsBotsNotTheBaselines() {
        List<ClassroomReads.Entry> entries = reads.entries(assignment.leagueId(), OptionalLong.empty());
        assertEquals(
                List.of("homework"),
                entries.stream().map(ClassroomReads.Entry::bot).toList());
        assertEquals("student", entries.get(0).owner());
        assertEquals(List.of(), reads.entries(assignment.leagueId(), OptionalLong.of(teacher)));
        assertEquals(Optional.of(homework.id()), reads.enteredVersion(assignment.leagueId(), homework.agentId()));
    }

    @Test
    void practiceMatchesArePagedNewestFirstWithTheirSeats() {
        ClassroomReads.PracticePage all =
                reads.practiceMatches(assignment.leagueId(), OptionalLong.empty(), new PageRequest(50, 0));
        assertEquals(2, all.total());
        assertTrue(all.matches().get(0).id() > all.matches().get(1).id(), "newest first");
        ClassroomReads.PracticeMatch first = all.matches().get(0);
        assertEquals("practice", first.purpose());
        assertEquals("student", first.requestedBy());
        assertEquals("finished", first.status());
        assertTrue(first.hasReplay());
        assertTrue(
                first.seats().stream().anyMatch(s -> s.bot().equals("homework")),
                first.seats().toString());

        ClassroomReads.PracticePage second =
                reads.practiceMatches(assignment.leagueId(), OptionalLong.of(student), new PageRequest(1, 1));
        assertEquals(2, second.total());
        assertEquals(List.of(all.matches().get(1)), second.matches());
        assertEquals(
                0,
                reads.practiceMatches(assignment.leagueId(), OptionalLong.of(teacher), new PageRequest(5, 0))
                        .total(),
                "the teacher asked for none");
    }

    @Test
    void anOrganiserChoosesASampleBotOrTheirOwn() {
        BaselineBots baselines = new BaselineBots(db, List.of("random", "heuristic", "mcts"));
        assertEquals(List.of("random"), baselines.choices(teacher), "only the sample bots registered so far");
        assertEquals(List.of("random", "homework"), baselines.choices(student));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> baselines.latestVersion(teacher, "homework"));
        assertEquals(
                "the baseline 'homework' is neither a sample bot (random, heuristic, mcts) nor a bot you uploaded",
                e.getMessage());
        assertEquals(homework.id(), baselines.latestVersionOfBaseline("homework"));
    }
}
