package org.knightsarena.web.classroom;

import io.javalin.http.Context;
import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;
import org.knightsarena.tournaments.board.ClassroomReads;
import org.knightsarena.tournaments.classroom.GradeSheet;
import org.knightsarena.tournaments.classroom.Phase;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Times;
import org.knightsarena.web.http.VersionLabel;

/**
 * The parts of an assignment's page that depend on who looks: the manager's (join code,
 * exports, every student's entry and match) and the student's (their bot, the upload link,
 * practice, their own matches). Every user string is escaped here.
 */
final class AssignmentSections {
    private AssignmentSections() {}

    static String manager(
            Context ctx, ClassroomBoard.Seen seen, ClassroomBoard.AssignmentView v, ClassroomBoard board, Instant now) {
        String code = seen.assignment().joinCode();
        String link = ctx.scheme() + "://" + ctx.host() + ClassroomBoard.joinLink(code);
        StringBuilder b = new StringBuilder("<section id=\"manage\">\n<h2>For the organiser</h2>\n")
                .append("<p>Join code: <code id=\"join-code\">")
                .append(Html.text(code))
                .append("</code>. Students sign up or join at <a id=\"join-link\" href=\"")
                .append(Html.text(ClassroomBoard.joinLink(code)))
                .append("\">")
                .append(Html.text(link))
                .append("</a>.</p>\n");
        if (seen.assignment().phase() == Phase.FINISHED) {
            b.append("<p id=\"exports\">Final standings: <a id=\"export-csv\" href=\"/api/assignments/")
                    .append(v.id())
                    .append("/standings.csv\">CSV</a> (")
                    .append(Html.text(GradeSheet.HEADER))
                    .append("), <a id=\"export-json\" href=\"/api/assignments/")
                    .append(v.id())
                    .append("/standings\">JSON</a>.</p>\n");
        } else {
            b.append("<p id=\"exports\">The final standings can be exported (CSV and JSON) once the final season"
                    + " has played after the deadline.</p>\n");
        }
        b.append("<h3>Baselines</h3>\n<p>Each baseline plays the version it is pinned to, whatever is uploaded"
                + " later; re-pin it to play its bot's latest version.</p>\n<ul id=\"baseline-versions\">");
        for (ClassroomBoard.BaselineView baseline : v.baselineVersions()) {
            b.append("<li>")
                    .append(Html.text(baseline.bot()))
                    .append(" ")
                    .append(Html.text(VersionLabel.of(baseline.version())))
                    .append(" <form method=\"post\" action=\"/assignments/")
                    .append(v.id())
                    .append("/baselines\" class=\"inline\"><input type=\"hidden\" name=\"csrf\" value=\"")
                    .append(Html.text(Authentication.caller(ctx)
                            .flatMap(Caller::csrfToken)
                            .orElse("")))
                    .append("\">")
                    .append("<input type=\"hidden\" name=\"bot\" value=\"")
                    .append(Html.text(baseline.bot()))
                    .append("\"><button type=\"submit\">Re-pin to the latest version</button></form></li>");
        }
        b.append("</ul>\n");
        b.append(SubmissionChart.draw(board.submissions(v.id()), v.deadline(), now));
        b.append("<h3>Students' bots</h3>\n")
                .append(entries(board.entries(v.id(), OptionalLong.empty()), true))
                .append("<h3>Practice and test matches</h3>\n")
                .append(matches(board.matches(v.id(), OptionalLong.empty()), true))
                .append("</section>\n");
        return b.toString();
    }

    static String student(Context ctx, Caller caller, ClassroomBoard.AssignmentView v, ClassroomBoard board) {
        List<ClassroomReads.Entry> mine =
                board.entries(v.id(), OptionalLong.of(caller.account().id()));
        StringBuilder b = new StringBuilder("<section id=\"student\">\n<h2>Your bot</h2>\n");
        String queued = ctx.queryParam("practice");
        if (queued != null && queued.matches("[0-9]{1,18}")) {
            b.append("<p class=\"notice\" id=\"practice-result\">Practice match ")
                    .append(queued)
                    .append(" is queued; its replay appears in the list below once played.</p>\n");
        }
        b.append(
                mine.isEmpty()
                        ? "<p id=\"no-entry\">You have not uploaded a bot into this assignment yet.</p>\n"
                        : entries(mine, false));
        if (!v.open()) {
            b.append("<p>The deadline has passed: uploads and practice matches are closed.</p>\n");
        } else {
            b.append("<p><a id=\"upload-link\" href=\"")
                    .append(Html.text(v.upload()))
                    .append("\">Upload a bot into this assignment</a>; each upload plays a test match against the"
                            + " baselines.</p>\n");
            if (!mine.isEmpty()) {
                b.append("<form method=\"post\" action=\"/assignments/")
                        .append(v.id())
                        .append(
                                "/practice\" class=\"stacked\" id=\"practice-form\">\n<input type=\"hidden\" name=\"csrf\""
                                        + " value=\"")
                        .append(Html.text(caller.csrfToken().orElse("")))
                        .append("\">\n")
                        .append("<label>Bot <select name=\"bot\" id=\"practice-bot\">");
                for (ClassroomReads.Entry e : mine) {
                    b.append("<option>").append(Html.text(e.bot())).append("</option>");
                }
                b.append(
                        "</select></label>\n<button type=\"submit\" id=\"practice-submit\">Play a practice match against"
                                + " the baselines</button>\n</form>\n");
            }
        }
        b.append("<h3>Your practice and test matches</h3>\n")
                .append(matches(
                        board.matches(v.id(), OptionalLong.of(caller.account().id())), false))
                .append("</section>\n");
        return b.toString();
    }

    private static String entries(List<ClassroomReads.Entry> entries, boolean withOwner) {
        if (entries.isEmpty()) {
            return "<p>No bot entered yet.</p>\n";
        }
        StringBuilder b = new StringBuilder("<table class=\"entries\"><tr>")
                .append(withOwner ? "<th>Student</th>" : "")
                .append("<th>Bot</th><th>Version</th><th>Status</th><th>Entered</th></tr>\n");
        for (ClassroomReads.Entry e : entries) {
            b.append("<tr class=\"entry\">")
                    .append(withOwner ? "<td>" + Html.text(e.owner()) + "</td>" : "")
                    .append("<td>")
                    .append(Html.text(e.bot()))
                    .append("</td><td>")
                    .append(Html.text(VersionLabel.of(e.version())))
                    .append("</td><td>")
                    .append(Html.text(e.status()))
                    .append("</td><td>")
                    .append(Times.html(e.enteredAt()))
                    .append("</td></tr>\n");
        }
        return b.append("</table>\n").toString();
    }

    private static String matches(List<ClassroomBoard.MatchView> matches, boolean withRequester) {
        if (matches.isEmpty()) {
            return "<p>No match yet.</p>\n";
        }
        StringBuilder b = new StringBuilder("<table class=\"my-matches\"><tr><th>Match</th><th>Kind</th>")
                .append(withRequester ? "<th>For</th>" : "")
                .append("<th>Status</th><th>Seats (place, points, faults)</th><th>Details</th></tr>\n");
        for (ClassroomBoard.MatchView m : matches) {
            StringBuilder seats = new StringBuilder();
            for (ClassroomReads.Seat s : m.seats()) {
                seats.append(seats.length() == 0 ? "" : ", ")
                        .append(s.bot())
                        .append(" (")
                        .append(s.place() == null ? "–" : s.place())
                        .append(", ")
                        .append(s.points() == null ? "–" : s.points())
                        .append(", ")
                        .append(s.faults())
                        .append(')');
            }
            b.append("<tr class=\"match\" data-match-id=\"")
                    .append(m.id())
                    .append("\"><td>")
                    .append(m.id())
                    .append("</td><td>")
                    .append(Html.text(m.purpose()))
                    .append("</td>")
                    .append(withRequester ? "<td>" + Html.text(m.requestedBy()) + "</td>" : "")
                    .append("<td>")
                    .append(Html.text(m.status()))
                    .append("</td><td>")
                    .append(Html.text(seats.toString()))
                    .append("</td><td><a class=\"details-link\" href=\"/matches/")
                    .append(m.id())
                    .append("\">Faults and logs</a>")
                    .append(
                            m.replay() == null
                                    ? ""
                                    : " · <a class=\"replay-link\" href=\"" + m.replay() + "\">Replay</a>")
                    .append("</td></tr>\n");
        }
        return b.append("</table>\n").toString();
    }
}
