package org.knightsarena.web.classroom;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.classroom.Assignment;
import org.knightsarena.tournaments.league.LeagueLimits;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Times;
import org.knightsarena.web.http.VariantFields;
import org.knightsarena.web.league.LeagueRoutes;

/**
 * The classroom pages: {@code /assignments} (the caller's assignments, and a create form for
 * organisers) and {@code /assignments/{id}} (rules, leaderboard, and for a student their bot,
 * practice and matches; for a manager the join code and exports). Forms post back here and
 * redirect to the assignment's page.
 */
final class AssignmentPages {
    private final Clock clock;
    private final AssignmentApi api;
    private final ClassroomBoard board;

    AssignmentPages(Clock clock, AssignmentApi api, ClassroomBoard board) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.api = Objects.requireNonNull(api, "api");
        this.board = Objects.requireNonNull(board, "board");
    }

    void register(RoutesConfig routes) {
        routes.get("/assignments", ctx -> list(ctx, Optional.empty()));
        routes.post("/assignments", this::create);
        routes.get("/assignments/{id}", this::show);
        routes.post("/assignments/{id}/practice", this::practice);
        routes.post("/assignments/{id}/baselines", this::repin);
    }

    private void list(Context ctx, Optional<String> error) {
        Caller caller = Authentication.requirePage(ctx);
        StringBuilder b = new StringBuilder("<h1>Assignments</h1>\n");
        List<ClassroomBoard.Seen> seen = api.visible(caller);
        if (seen.isEmpty()) {
            b.append("<p id=\"no-assignments\">You are in no assignment yet. A student joins with the link or code"
                    + " their teacher gives them.</p>\n");
        } else {
            b.append("<table id=\"assignments\"><tr><th>Assignment</th><th>Phase</th><th>Deadline</th>"
                    + "<th>Students</th></tr>\n");
            for (ClassroomBoard.Seen s : seen) {
                ClassroomBoard.AssignmentView v = board.view(s, clock.instant());
                b.append("<tr><td><a href=\"")
                        .append(v.page())
                        .append("\">")
                        .append(Html.text(v.name()))
                        .append("</a></td><td>")
                        .append(v.phase())
                        .append("</td><td>")
                        .append(Times.html(v.deadline()))
                        .append("</td><td>")
                        .append(v.members())
                        .append("</td></tr>\n");
            }
            b.append("</table>\n");
        }
        if (caller.isOrganiser()) {
            error.ifPresent(e -> b.append("<p class=\"error\" id=\"create-error\">")
                    .append(Html.text(e))
                    .append("</p>\n"));
            b.append(createForm(caller));
        }
        ctx.html(Page.render("Assignments", Authentication.signedIn(ctx), b.toString(), List.of()));
    }

    private String createForm(Caller caller) {
        StringBuilder boxes = new StringBuilder();
        for (String bot : api.baselineChoices(caller)) {
            boolean usual = bot.equals("random") || bot.equals("heuristic");
            boxes.append("<label class=\"check\"><input type=\"checkbox\" name=\"baseline\" value=\"")
                    .append(Html.text(bot))
                    .append('"')
                    .append(usual ? " checked" : "")
                    .append("> ")
                    .append(Html.text(bot))
                    .append("</label>\n");
        }
        String tomorrow = LocalDateTime.ofInstant(
                        clock.instant().plus(7, ChronoUnit.DAYS).truncatedTo(ChronoUnit.HOURS), ZoneOffset.UTC)
                .toString();
        return "<h2>Create an assignment</h2>\n"
                + "<form method=\"post\" action=\"/assignments\" class=\"stacked\" id=\"create-form\">\n"
                + "<input type=\"hidden\" name=\"csrf\" value=\""
                + Html.text(caller.csrfToken().orElse("")) + "\">\n"
                + "<label>Name <input name=\"name\" id=\"assignment-name\" required maxlength=\"80\"></label>\n"
                + "<label>Ruleset <select name=\"ruleset\" id=\"assignment-ruleset\">"
                + "<option value=\"cities-and-knights\">Cities &amp; Knights</option><option value=\"base\">Base game</option>"
                + "</select></label>\n"
                + "<label>Players per table <select name=\"tableSize\" id=\"assignment-table\"><option value=\"2\">2 (Catan for Two)</option><option>3</option>"
                + "<option selected>4</option><option>5</option><option>6</option></select></label>\n"
                + "<label>Deadline (UTC) <input type=\"datetime-local\" name=\"deadline\" id=\"assignment-deadline\""
                + " required value=\"" + tomorrow + "\"></label>\n"
                + "<label>Final season rounds <input type=\"number\" name=\"finalRounds\" id=\"assignment-rounds\""
                + " min=\"1\" max=\"50\" value=\"3\" required></label>\n"
                + "<label>Scrimmage round every … minutes (0: none) <input type=\"number\" name=\"scrimmageEveryMinutes\""
                + " id=\"assignment-scrimmage\" min=\"0\" value=\"60\" required></label>\n"
                + "<label>Thinking time per decision, ms (empty: platform default) <input type=\"number\""
                + " name=\"perDecisionMs\" id=\"assignment-decision-ms\" min=\"1\" max=\""
                + LeagueLimits.MAX_PER_DECISION_MS + "\"></label>\n"
                + "<label>Turn cap (empty: platform default) <input type=\"number\" name=\"turnCap\""
                + " id=\"assignment-turn-cap\" min=\"1\" max=\"" + LeagueLimits.MAX_TURN_CAP + "\"></label>\n"
                + VariantFields.inputs("assignment-")
                + "<fieldset id=\"assignment-baselines\"><legend>Baseline bots</legend>\n" + boxes + "</fieldset>\n"
                + "<button type=\"submit\" id=\"create-submit\">Create</button>\n</form>";
    }

    private void create(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        Assignment created;
        try {
            created = api.create(
                    caller,
                    new AssignmentRequest(
                            Forms.field(ctx, "name"),
                            Forms.field(ctx, "ruleset"),
                            number(ctx, "tableSize"),
                            deadline(Forms.field(ctx, "deadline")),
                            number(ctx, "finalRounds"),
                            number(ctx, "scrimmageEveryMinutes"),
                            ctx.formParams("baseline"),
                            number(ctx, "perDecisionMs"),
                            number(ctx, "turnCap"),
                            VariantFields.fromForm(ctx),
                            Forms.field(ctx, "scenario")));
        } catch (BadRequestResponse e) {
            ctx.status(HttpStatus.BAD_REQUEST);
            list(ctx, Optional.of(e.getMessage()));
            return;
        }
        ctx.redirect("/assignments/" + created.leagueId(), HttpStatus.SEE_OTHER);
    }

    private static Integer number(Context ctx, String field) {
        String text = Forms.field(ctx, field);
        if (text == null || text.isBlank()) {
            return null;
        }
        if (!text.strip().matches("-?[0-9]{1,9}")) {
            throw new BadRequestResponse("'" + field + "' must be a whole number, was '" + text + "'");
        }
        return Integer.parseInt(text.strip());
    }

    /** A {@code datetime-local} field has no zone: the form says it is UTC. */
    private static String deadline(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDateTime.parse(text.strip()).toInstant(ZoneOffset.UTC).toString();
        } catch (DateTimeParseException e) {
            return text; // an instant with its zone, or a mistake that AssignmentRequest explains
        }
    }

    private void show(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        ClassroomBoard.Seen seen = board.seen(caller, ctx.pathParam("id"));
        ClassroomBoard.AssignmentView v = board.view(seen, clock.instant());
        StringBuilder b = new StringBuilder();
        b.append("<h1 id=\"assignment-title\">")
                .append(Html.text(v.name()))
                .append("</h1>\n")
                .append("<p>Phase: <b id=\"phase\">")
                .append(v.phase())
                .append("</b>. Deadline: <span id=\"deadline\">")
                .append(Times.html(v.deadline()))
                .append("</span>")
                .append(v.open() ? "" : ", passed")
                .append(". Organiser: ")
                .append(Html.text(ClassroomBoard.organiser(seen.assignment())))
                .append(".</p>\n<p>Rules: <span id=\"assignment-rules\">")
                .append(Html.text(v.ruleset() + VariantFields.describe(v.variants(), v.scenario())))
                .append("</span>")
                .append(", tables of ")
                .append(v.tableSize())
                .append(", ")
                .append(v.perDecisionMs())
                .append(" ms per decision, turn cap ")
                .append(v.turnCap())
                .append("; final season of ")
                .append(v.finalRounds())
                .append(v.finalRounds() == 1 ? " round" : " rounds")
                .append("; ")
                .append(
                        v.scrimmageEveryMinutes() == 0
                                ? "no scrimmage rounds"
                                : "a scrimmage round every " + v.scrimmageEveryMinutes() + " minutes")
                .append(".</p>\n<p>Students: <span id=\"members\">")
                .append(v.members())
                .append("</span>. Baselines: <span id=\"baselines\">")
                .append(Html.text(String.join(
                        ", ",
                        v.baselineVersions().stream()
                                .map(x -> x.bot() + " version " + x.version())
                                .toList())))
                .append("</span>.</p>\n");
        if (seen.manager()) {
            b.append(AssignmentSections.manager(ctx, seen, v, board, clock.instant()));
        }
        if (seen.member()) {
            b.append(AssignmentSections.student(ctx, caller, v, board));
        }
        b.append("<section id=\"league\" data-league-id=\"")
                .append(v.id())
                .append("\" data-season=\"\">\n")
                .append("<p id=\"season\"></p>\n")
                .append(LeagueRoutes.tables("Leaderboard"))
                .append("</section>");
        ctx.html(Page.render(v.name(), Authentication.signedIn(ctx), b.toString(), List.of("/static/league.js")));
    }

    private void repin(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        ClassroomBoard.Seen seen = board.seen(caller, ctx.pathParam("id"));
        api.repin(caller, seen, Forms.field(ctx, "bot"));
        ctx.redirect("/assignments/" + seen.id(), HttpStatus.SEE_OTHER);
    }

    private void practice(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        ClassroomBoard.Seen seen = board.seen(caller, ctx.pathParam("id"));
        long match = api.practice(ctx, caller, seen, Forms.field(ctx, "bot"));
        ctx.redirect("/assignments/" + seen.id() + "?practice=" + match, HttpStatus.SEE_OTHER);
    }
}
