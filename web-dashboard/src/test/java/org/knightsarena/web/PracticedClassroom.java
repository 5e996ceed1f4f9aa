package org.knightsarena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.classroom.Assignment;
import org.knightsarena.tournaments.classroom.AssignmentSettings;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.web.accounts.Role;

/**
 * A private classroom assignment with one played, rated match: "teacher" runs "Class of 2026"
 * with the built-in baselines random and heuristic; alice and bob joined and entered alice-bot and
 * bob-bot; alice's practice match was played (in this JVM, with built-in agents standing in for
 * the students' bots). "other-teacher" is an organiser who has nothing to do with it.
 *
 * @param assignment the assignment (its league id is the private league's)
 * @param match      the practice match: alice-bot against random and heuristic
 */
public record PracticedClassroom(Assignment assignment, long match) {
    /** The assignment's name. */
    public static final String NAME = "Class of 2026";

    /** Sets the classroom up on a started test dashboard and plays the practice match. */
    public static PracticedClassroom play(TestDashboard server) {
        long teacher = server.dashboard()
                .accounts()
                .create("teacher", TestDashboard.PASSWORD, Role.ORGANISER)
                .id();
        server.dashboard().accounts().create("other-teacher", TestDashboard.PASSWORD, Role.ORGANISER);
        var db = server.database();
        Clock clock = Clock.systemUTC();
        Assignments assignments = new Assignments(db, clock);
        AgentVersion random = version(server, "random", null, "random");
        AgentVersion heuristic = version(server, "heuristic", null, "heuristic");
        Assignment a = assignments.create(
                teacher,
                new AssignmentSettings(
                        NAME,
                        TestDashboard.QUICK_LEAGUE,
                        Instant.now().plus(Duration.ofDays(1)),
                        1,
                        Duration.ZERO,
                        List.of(random.id(), heuristic.id())));
        for (String student : List.of("alice", "bob")) {
            long account =
                    server.dashboard().accounts().find(student).orElseThrow().id();
            assignments.join(a.joinCode(), account);
            assignments.enter(
                    a.leagueId(),
                    version(server, student + "-bot", student, "heuristic").id());
        }
        long alicesBot = version(server, "alice-bot", "alice", "heuristic").id();
        long match = assignments.practice(
                a.leagueId(),
                alicesBot,
                server.dashboard().accounts().find("alice").orElseThrow().id());
        ClaimedMatch claim = new MatchQueue(db, clock, Duration.ofMinutes(1))
                .claimNext("test")
                .orElseThrow();
        assertEquals(match, claim.matchId());
        new ResultRecorder(db, clock).record(claim, new InProcessExecutor(AgentCatalog.builtIn()).play(claim.spec()));
        return new PracticedClassroom(a, match);
    }

    /** @param owner the owning account's name; null for a built-in bot */
    private static AgentVersion version(TestDashboard server, String name, String owner, String playsAs) {
        return server.database()
                .jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.findOrInsertVersion(
                                name,
                                PlayedLeague.account(server.database(), owner),
                                "1",
                                playsAs,
                                Optional.empty(),
                                Instant.now()));
    }
}
