package org.knightsarena.web.accounts;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.JsonBody;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Paging;

/**
 * What admins do about sign-up, as API ({@code PUT /api/signup}, {@code /api/invitations}) and as
 * the sign-up section of the {@code /accounts} page, whose forms {@link AccountAdminRoutes} serves.
 */
public final class SignupAdminRoutes {
    /** How long an invitation stays valid unless the admin says otherwise. */
    static final int DEFAULT_DAYS = 7;

    private final Signups signups;

    /** @param signups never null */
    public SignupAdminRoutes(Signups signups) {
        this.signups = Objects.requireNonNull(signups, "signups");
    }

    /** Registers the API routes. */
    public void register(RoutesConfig routes) {
        routes.put("/api/signup", this::setMode);
        routes.get("/api/people-league", ctx -> {
            Authentication.requireRole(ctx, Role.ADMIN);
            ctx.json(new PeopleLeague(signups.peopleLeagueRated()));
        });
        routes.put("/api/people-league", ctx -> {
            Authentication.requireRole(ctx, Role.ADMIN);
            PeopleLeague change = JsonBody.read(ctx, PeopleLeague.class, "{\"rated\": true}");
            if (change.rated() == null) {
                throw new BadRequestResponse("say {\"rated\": true} or {\"rated\": false}");
            }
            signups.setPeopleLeagueRated(change.rated());
            ctx.json(new PeopleLeague(signups.peopleLeagueRated()));
        });
        routes.get("/api/invitations", ctx -> {
            Authentication.requireRole(ctx, Role.ADMIN);
            ctx.json(ListPage.of(ctx, Paging.parse(ctx::queryParam), "invitations", signups.invitations()));
        });
        routes.post("/api/invitations", this::invite);
        routes.delete("/api/invitations/{id}", ctx -> {
            Authentication.requireRole(ctx, Role.ADMIN);
            delete(ctx);
            ctx.status(HttpStatus.NO_CONTENT);
        });
    }

    /** The body and answer of {@code /api/people-league}: whether table games are rated in the People league. */
    record PeopleLeague(Boolean rated) {}

    /** The body of {@code PUT /api/signup}. */
    record ModeChange(String mode) {}

    private void setMode(Context ctx) {
        Authentication.requireRole(ctx, Role.ADMIN);
        ModeChange change = JsonBody.read(ctx, ModeChange.class, "{\"mode\": \"" + SignupMode.codes() + "\"}");
        SignupMode mode = setMode(change.mode());
        ctx.json(new SignupRoutes.ModeView(mode.code(), mode.meaning()));
    }

    /** @throws BadRequestResponse naming the modes when {@code code} is none of them */
    SignupMode setMode(String code) {
        try {
            SignupMode mode = SignupMode.fromCode(code);
            signups.setMode(mode);
            return mode;
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
    }

    /** Sets the People league from the page's form. @throws BadRequestResponse unless {@code rated} is true or false */
    void setPeopleLeague(String rated) {
        if (!rated.equals("true") && !rated.equals("false")) {
            throw new BadRequestResponse("rated is true or false, was " + rated);
        }
        signups.setPeopleLeagueRated(Boolean.parseBoolean(rated));
    }

    /** The {@code /accounts} page's control of the People league. */
    String peopleLeagueSection(String csrf) {
        boolean rated = signups.peopleLeagueRated();
        return "<h2>People league</h2>\n<p id=\"people-league\">Games at people's tables are <b>"
                + (rated ? "rated" : "unrated") + "</b>" + (rated ? ": each is a match of the People league." : ".")
                + "</p>\n<form method=\"post\" action=\"/accounts/people-league\" class=\"inline\">" + csrf
                + "<input type=\"hidden\" name=\"rated\" value=\"" + !rated + "\"><button type=\"submit\""
                + " id=\"people-league-submit\">" + (rated ? "Stop rating table games" : "Rate table games")
                + "</button></form>\n";
    }

    /** The body of {@code POST /api/invitations}; {@code days} defaults to 7. */
    record InvitationRequest(String note, Integer days) {}

    /** A new invitation; {@code code} is shown this once. */
    record CreatedInvitation(String code, Invitation invitation) {}

    private void invite(Context ctx) {
        Caller admin = Authentication.requireRole(ctx, Role.ADMIN);
        InvitationRequest r = JsonBody.read(ctx, InvitationRequest.class, "{\"note\": \"for Ada\", \"days\": 7}");
        Signups.NewInvitation made = invite(admin, r.note(), r.days() == null ? DEFAULT_DAYS : r.days());
        ctx.status(HttpStatus.CREATED).json(new CreatedInvitation(made.code(), made.invitation()));
    }

    /** @throws BadRequestResponse when the note or the days are out of range */
    Signups.NewInvitation invite(Caller admin, String note, int days) {
        try {
            return signups.invite(admin.account(), note, Duration.ofDays(days));
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
    }

    /** Deletes the invitation the path names. @throws NotFoundResponse when there is none */
    void delete(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new BadRequestResponse("an invitation id is a number, as listed by GET /api/invitations");
        }
        if (!signups.deleteInvitation(id)) {
            throw new NotFoundResponse("there is no invitation " + id + "; GET /api/invitations lists them");
        }
    }

    /** The {@code /accounts} page's sign-up section: the mode, a form for invitations, and the list. */
    String section(String csrf, Optional<Signups.NewInvitation> made) {
        SignupMode mode = signups.mode();
        StringBuilder b = new StringBuilder("<h2>Sign-up</h2>\n<p id=\"signup-mode\">Sign-up is <b>")
                .append(mode.code())
                .append("</b>: ")
                .append(Html.text(mode.meaning()))
                .append(".</p>\n")
                .append("<form method=\"post\" action=\"/accounts/signup\" class=\"inline\">")
                .append(csrf)
                .append("<select name=\"mode\" id=\"signup-mode-choice\" aria-label=\"Sign-up mode\">");
        for (SignupMode m : SignupMode.values()) {
            b.append("<option value=\"")
                    .append(m.code())
                    .append(m == mode ? "\" selected>" : "\">")
                    .append(m.code())
                    .append("</option>");
        }
        b.append("</select><button type=\"submit\" id=\"signup-mode-submit\">Set sign-up</button></form>\n");
        made.ifPresent(m -> b.append("<p class=\"notice\">New invitation")
                .append(
                        m.invitation().note().isEmpty()
                                ? ""
                                : " (" + Html.text(m.invitation().note()) + ")")
                .append(", valid until ")
                .append(m.invitation().expiresAt())
                .append("; give this code or link, it is not shown again:</p>\n")
                .append("<pre id=\"new-invitation\">")
                .append(Html.text(m.code()))
                .append("</pre>\n")
                .append("<p><code>/signup?code=")
                .append(Html.text(m.code()))
                .append("</code></p>\n"));
        b.append("<form method=\"post\" action=\"/accounts/invitations\" class=\"inline\">")
                .append(csrf)
                .append("<input name=\"note\" id=\"invitation-note\" maxlength=\"200\" placeholder=\"for whom\""
                        + " aria-label=\"Note\"><input name=\"days\" type=\"number\" min=\"1\" max=\"")
                .append(Signups.LONGEST_VALIDITY.toDays())
                .append("\" value=\"")
                .append(DEFAULT_DAYS)
                .append("\" aria-label=\"Valid for days\"> days <button type=\"submit\" id=\"invite-submit\">")
                .append("Make an invitation</button></form>\n<table id=\"invitations\"><tr><th>Note</th><th>Status</th>"
                        + "<th>Expires</th><th>Used by</th><th></th></tr>\n");
        for (Invitation i : signups.invitations()) {
            b.append("<tr><td>")
                    .append(Html.text(i.note()))
                    .append("</td><td>")
                    .append(i.status())
                    .append("</td><td>")
                    .append(i.expiresAt())
                    .append("</td><td>")
                    .append(Html.text(i.usedBy().orElse("")))
                    .append("</td><td>")
                    .append("<form method=\"post\" action=\"/accounts/invitations/")
                    .append(i.id())
                    .append("/delete\">")
                    .append(csrf)
                    .append("<button type=\"submit\">Delete</button></form></td></tr>\n");
        }
        return b.append("</table>").toString();
    }
}
