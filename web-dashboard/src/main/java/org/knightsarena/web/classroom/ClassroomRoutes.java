package org.knightsarena.web.classroom;

import io.javalin.config.RoutesConfig;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import org.knightsarena.tournaments.board.ClassroomReads;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.classroom.GradeSheet;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.accounts.Accounts;
import org.knightsarena.web.accounts.SignupGate;
import org.knightsarena.web.http.Cookies;
import org.knightsarena.web.http.RateLimiter;
import org.knightsarena.web.league.LeagueAccess;

/**
 * Classroom assignments on the web: the API under {@code /api/assignments}, the pages under
 * {@code /assignments}, and the join link {@code /join/{code}}. Handlers only translate HTTP;
 * {@link Assignments} and {@link GradeSheet} do the work, {@link LeagueAccess} decides who sees what.
 */
public final class ClassroomRoutes {
    /** Practice matches one account may request per {@link #PRACTICE_WINDOW}. */
    public static final int PRACTICE_PER_WINDOW = 10;
    /** The window of the practice allowance. */
    public static final Duration PRACTICE_WINDOW = Duration.ofHours(1);

    private final AssignmentApi api;
    private final AssignmentPages pages;
    private final JoinRoutes join;

    /**
     * @param signupGate the sign-up checks a visitor without an account passes at a join link, as on /signup
     * @param cookies how the session cookie is written when a visitor signs up at a join link
     * @param sessionLifetime how long that session lasts
     */
    public ClassroomRoutes(
            Database database,
            Clock clock,
            LeagueAccess access,
            Accounts accounts,
            SignupGate signupGate,
            Cookies cookies,
            Duration sessionLifetime) {
        Objects.requireNonNull(database, "database");
        Assignments assignments = new Assignments(database, clock);
        ClassroomBoard board = new ClassroomBoard(new ClassroomReads(database), assignments, access);
        this.api = new AssignmentApi(
                database,
                clock,
                assignments,
                new GradeSheet(database),
                board,
                new RateLimiter(PRACTICE_PER_WINDOW, PRACTICE_WINDOW, clock));
        this.pages = new AssignmentPages(clock, api, board);
        this.join = new JoinRoutes(assignments, api, accounts, signupGate, cookies, sessionLifetime);
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        api.register(routes);
        pages.register(routes);
        join.register(routes);
    }
}
