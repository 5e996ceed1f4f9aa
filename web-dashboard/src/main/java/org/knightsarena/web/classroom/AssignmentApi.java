package org.knightsarena.web.classroom;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.ConflictResponse;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.TooManyRequestsResponse;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.board.BaselineBots;
import org.knightsarena.tournaments.board.BotDirectory;
import org.knightsarena.tournaments.board.ClassroomReads;
import org.knightsarena.tournaments.classroom.Assignment;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.classroom.GradeLine;
import org.knightsarena.tournaments.classroom.GradeSheet;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.accounts.Role;
import org.knightsarena.web.http.JsonBody;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Paging;
import org.knightsarena.web.http.RateLimiter;

/**
 * The classroom API under {@code /api/assignments}, and the operations the pages share with it
 * (create, join, practice, grades), each failing with the HTTP status and a message a person can
 * act on. Thread-safe.
 */
final class AssignmentApi {
    private final BotDirectory bots;
    private final ClassroomReads reads;
    private final Clock clock;
    private final Assignments assignments;
    private final GradeSheet grades;
    private final BaselineBots baselines;
    private final ClassroomBoard board;
    private final RateLimiter practiceLimiter;

    AssignmentApi(
            Database database,
            Clock clock,
            Assignments assignments,
            GradeSheet grades,
            ClassroomBoard board,
            RateLimiter practiceLimiter) {
        this.bots = new BotDirectory(database);
        this.reads = new ClassroomReads(database);
        this.clock = Objects.requireNonNull(clock, "clock");
        this.assignments = Objects.requireNonNull(assignments, "assignments");
        this.grades = Objects.requireNonNull(grades, "grades");
        this.baselines = new BaselineBots(database, SampleBots.NAMES);
        this.board = Objects.requireNonNull(board, "board");
        this.practiceLimiter = Objects.requireNonNull(practiceLimiter, "practiceLimiter");
    }

    void register(RoutesConfig routes) {
        routes.get("/api/assignments", this::list);
        routes.post("/api/assignments", this::createApi);
        routes.post("/api/assignments/join", this::joinApi);
        routes.get("/api/assignments/{id}", ctx -> ctx.json(view(ctx, seen(ctx))));
        routes.get("/api/assignments/{id}/matches", this::matchesApi);
        routes.post("/api/assignments/{id}/practice", this::practiceApi);
        routes.post("/api/assignments/{id}/baselines", this::repinApi);
        routes.get("/api/assignments/{id}/standings", this::standingsApi);
        routes.get("/api/assignments/{id}/standings.csv", this::standingsCsv);
    }

    private ClassroomBoard.Seen seen(Context ctx) {
        return board.seen(Authentication.require(ctx), ctx.pathParam("id"));
    }

    private ClassroomBoard.AssignmentView view(Context ctx, ClassroomBoard.Seen seen) {
        return board.view(seen, clock.instant());
    }

    private void list(Context ctx) {
        Caller caller = Authentication.require(ctx);
        Paging paging = Paging.parse(ctx::queryParam);
        List<Assignment> all =
                assignments.visibleTo(caller.account().id(), caller.account().role() == Role.ADMIN);
        ctx.json(ListPage.of(
                ctx,
                paging,
                "assignments",
                all.size(),
                paging.of(all).stream()
                        .map(a -> view(ctx, board.seen(caller, a.leagueId())))
                        .toList()));
    }

    /** @return the assignments the caller owns or joined (every one for an admin), newest first */
    List<ClassroomBoard.Seen> visible(Caller caller) {
        return assignments.visibleTo(caller.account().id(), caller.account().role() == Role.ADMIN).stream()
                .map(a -> board.seen(caller, a.leagueId()))
                .toList();
    }

    private void createApi(Context ctx) {
        Caller caller = Authentication.require(ctx);
        mayCreate(caller);
        AssignmentRequest request = JsonBody.read(ctx, AssignmentRequest.class, AssignmentRequest.EXAMPLE);
        Assignment created = create(caller, request);
        ctx.status(HttpStatus.CREATED).json(view(ctx, board.seen(caller, created.leagueId())));
    }

    /** @throws ForbiddenResponse unless the caller is an organiser or an admin */
    private static void mayCreate(Caller caller) {
        if (!caller.isOrganiser()) {
            throw new ForbiddenResponse("only organisers and admins may create assignments; ask an admin to make"
                    + " your account an organiser");
        }
    }

    /**
     * Creates the assignment the organiser asked for.
     *
     * @throws BadRequestResponse naming what is wrong in the request
     */
    Assignment create(Caller caller, AssignmentRequest request) {
        mayCreate(caller);
        long ownerId = caller.account().id();
        try {
            return assignments.create(ownerId, request.settings(bot -> baselines.latestVersion(ownerId, bot)));
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
    }

    /** @return the bots the organiser may choose as baselines */
    List<String> baselineChoices(Caller caller) {
        return baselines.choices(caller.account().id());
    }

    /** The body of {@code POST /api/assignments/join}. */
    record JoinRequest(String code) {}

    private void joinApi(Context ctx) {
        Caller caller = Authentication.require(ctx);
        JoinRequest request = JsonBody.read(ctx, JoinRequest.class, "{\"code\": \"K7M2P9QX\"}");
        Assignment joined = join(caller, request.code());
        ctx.json(view(ctx, board.seen(caller, joined.leagueId())));
    }

    /**
     * Makes the caller a member of the assignment with this code.
     *
     * @throws NotFoundResponse when no assignment has the code
     */
    Assignment join(Caller caller, String code) {
        if (code == null || code.isBlank()) {
            throw new BadRequestResponse("send the join code your teacher gave you, like {\"code\": \"K7M2P9QX\"}");
        }
        try {
            return assignments.join(code, caller.account().id());
        } catch (IllegalArgumentException e) {
            throw new NotFoundResponse(e.getMessage());
        }
    }

    private void matchesApi(Context ctx) {
        Caller caller = Authentication.require(ctx);
        ClassroomBoard.Seen seen = board.seen(caller, ctx.pathParam("id"));
        Paging paging = Paging.parse(ctx::queryParam);
        ClassroomBoard.MatchPage page = board.matches(
                seen.id(),
                seen.manager()
                        ? OptionalLong.empty()
                        : OptionalLong.of(caller.account().id()),
                paging.request());
        ctx.json(ListPage.of(ctx, paging, "matches", page.total(), page.matches()));
    }

    /** The body of {@code POST /api/assignments/{id}/practice}. */
    record PracticeRequest(String bot) {}

    /** A queued practice match. */
    record Queued(long matchId, String page, String replay) {}

    private void practiceApi(Context ctx) {
        Caller caller = Authentication.require(ctx);
        ClassroomBoard.Seen seen = board.seen(caller, ctx.pathParam("id"));
        PracticeRequest request = JsonBody.read(ctx, PracticeRequest.class, "{\"bot\": \"mybot\"}");
        long match = practice(ctx, caller, seen, request.bot());
        ctx.status(HttpStatus.ACCEPTED)
                .json(new Queued(match, ClassroomBoard.matchPage(match), ClassroomBoard.replay(match)));
    }

    /**
     * Queues a practice match of the student's entered bot against the baselines.
     *
     * @return the match's id
     * @throws ForbiddenResponse for a non-member or another student's bot
     * @throws ConflictResponse when the bot is not entered or the deadline has passed
     * @throws TooManyRequestsResponse past the per-account allowance (with {@code Retry-After})
     */
    long practice(Context ctx, Caller caller, ClassroomBoard.Seen seen, String botName) {
        if (!seen.member()) {
            throw new ForbiddenResponse(
                    "only students who joined '" + seen.league().name() + "' may request practice" + " matches in it");
        }
        if (botName == null || botName.isBlank()) {
            throw new BadRequestResponse("name the bot to practise with, like {\"bot\": \"mybot\"}");
        }
        Agent bot = bots.named(botName.strip())
                .orElseThrow(() -> new NotFoundResponse("there is no bot named '" + botName.strip() + "'"));
        if (!bot.isOwnedBy(caller.account().id())) {
            throw new ForbiddenResponse("'" + bot.name() + "' belongs to another account; practise with your own bot");
        }
        long version = reads.enteredVersion(seen.id(), bot.id())
                .orElseThrow(() -> new ConflictResponse("'" + bot.name() + "' is not entered in '"
                        + seen.league().name() + "'; upload it into the assignment first (/upload?league=" + seen.id()
                        + ")"));
        Assignment a = seen.assignment();
        if (!a.isOpenAt(clock.instant())) {
            throw deadlinePassed(a);
        }
        if (!practiceLimiter.tryAcquire(caller.account().username())) {
            ctx.header("Retry-After", Long.toString(practiceLimiter.window().toSeconds()));
            throw new TooManyRequestsResponse("too many practice matches; you may request another within "
                    + practiceLimiter.window().toMinutes() + " minutes");
        }
        try {
            return assignments.practice(seen.id(), version, caller.account().id());
        } catch (Assignments.DeadlinePassed e) {
            throw new ConflictResponse(e.getMessage());
        }
    }

    private static ConflictResponse deadlinePassed(Assignment a) {
        return new ConflictResponse(
                "the deadline of '" + a.name() + "' passed at " + a.deadline() + "; practice matches are closed");
    }

    /** The body of {@code POST /api/assignments/{id}/baselines}: the baseline to pin to its bot's latest version. */
    record RepinRequest(String bot) {}

    private void repinApi(Context ctx) {
        Caller caller = Authentication.require(ctx);
        ClassroomBoard.Seen seen = board.seen(caller, ctx.pathParam("id"));
        RepinRequest request = JsonBody.read(ctx, RepinRequest.class, "{\"bot\": \"heuristic\"}");
        repin(caller, seen, request.bot());
        ctx.json(view(ctx, board.seen(caller, seen.id())));
    }

    /**
     * Pins one of the assignment's baselines to the latest playable version of its bot: the only
     * way a baseline's version changes.
     *
     * @throws ForbiddenResponse unless the caller manages the assignment
     * @throws BadRequestResponse when the bot is not a baseline, or has no version that may play
     */
    void repin(Caller caller, ClassroomBoard.Seen seen, String bot) {
        if (!seen.manager()) {
            throw new ForbiddenResponse("only the assignment's organiser and admins may re-pin its baselines");
        }
        if (bot == null || bot.isBlank()) {
            throw new BadRequestResponse("name the baseline to re-pin, like {\"bot\": \"heuristic\"}");
        }
        try {
            assignments.repinBaseline(seen.id(), baselines.latestVersionOfBaseline(bot.strip()));
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
    }

    /**
     * A page of the final standings of an assignment.
     *
     * @param total every line of the standings, on all pages
     * @param next  the link to the next page, empty on the last
     */
    record Standings(
            long assignmentId,
            String name,
            long finalSeasonId,
            long total,
            int limit,
            int offset,
            Optional<String> next,
            List<GradeLine> lines) {}

    /**
     * Pages the standings like every list; the whole table is read to be graded (a student beats
     * the baselines or not by the whole table), and the CSV export is always whole.
     */
    private void standingsApi(Context ctx) {
        Paging paging = Paging.parse(ctx::queryParam);
        ClassroomBoard.Seen seen = seen(ctx);
        List<GradeLine> lines = gradeLines(seen);
        ctx.json(new Standings(
                seen.id(),
                seen.assignment().name(),
                seen.assignment().finalSeasonId().getAsLong(),
                lines.size(),
                paging.limit(),
                paging.offset(),
                paging.next(ctx, lines.size()),
                paging.of(lines)));
    }

    private void standingsCsv(Context ctx) {
        ClassroomBoard.Seen seen = seen(ctx);
        String csv = GradeSheet.csv(gradeLines(seen));
        ctx.header("Content-Disposition", "attachment; filename=\"assignment-" + seen.id() + "-standings.csv\"");
        ctx.contentType("text/csv; charset=utf-8").result(csv);
    }

    /**
     * @return the final standings
     * @throws ForbiddenResponse unless the caller manages the assignment
     * @throws ConflictResponse until the final season is closed
     */
    List<GradeLine> gradeLines(ClassroomBoard.Seen seen) {
        if (!seen.manager()) {
            throw new ForbiddenResponse("only the assignment's organiser and admins may export its standings");
        }
        return grades.lines(seen.assignment())
                .orElseThrow(() -> new ConflictResponse("the final standings of '"
                        + seen.assignment().name() + "' are not ready: the assignment is "
                        + seen.assignment().phase().code()
                        + " (deadline " + seen.assignment().deadline()
                        + "); they are frozen when the final season has played"));
    }
}
