package org.knightsarena.web.league;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.ConflictResponse;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.board.LeagueBoard;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.LeagueLimits;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Season;
import org.knightsarena.tournaments.league.SeasonKind;
import org.knightsarena.tournaments.league.SeasonStatus;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.accounts.Role;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.JsonBody;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.VariantFields;

/**
 * What organisers do with their leagues: create one, start its next season, close the running
 * one. Each action is a JSON endpoint and a form post from the league pages, which redirects
 * back to the page.
 */
public final class LeagueAdmin {
    private static final String EXAMPLE = "{\"name\": \"Autumn ladder\", \"ruleset\": \"cities-and-knights\","
            + " \"tableSize\": 4, \"roundsPerSeason\": 2, \"perDecisionMs\": 1000, \"turnCap\": 300,"
            + " \"versionPolicy\": \"next-season\", \"rolling\": true, \"variants\": \"seafarers\", \"scenario\": \"four-islands\"}";

    private final Leagues leagues;
    private final Assignments assignments;
    private final LeagueAccess access;
    private final LeagueBoard board;

    /** All arguments are required. */
    public LeagueAdmin(Database database, Clock clock, LeagueAccess access, LeagueBoard board) {
        this.leagues = new Leagues(database, clock);
        this.assignments = new Assignments(database, clock);
        this.access = access;
        this.board = board;
    }

    /** A season as the API shows it, with its codes. */
    record SeasonView(long id, long leagueId, int number, String status, String kind) {
        static SeasonView of(Season s) {
            return new SeasonView(
                    s.id(),
                    s.leagueId(),
                    s.number(),
                    s.status().code(),
                    s.kind().code());
        }
    }

    /**
     * What {@code POST /api/leagues} takes; missing numbers take the platform's defaults.
     *
     * @param variants the variants every match plays, comma-separated ({@code seafarers},
     *     {@code catan-for-two}, {@code barbarian-attack}); null or empty for none
     * @param scenario the Seafarers scenario every match plays on; null or empty for none
     */
    record LeagueRequest(
            String name,
            String ruleset,
            Integer tableSize,
            Integer roundsPerSeason,
            Long perDecisionMs,
            Integer turnCap,
            String versionPolicy,
            Boolean rolling,
            String variants,
            String scenario) {}

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.post("/api/leagues", ctx -> {
            Caller caller = Authentication.requireRole(ctx, Role.ADMIN, Role.ORGANISER);
            League created = create(caller, JsonBody.read(ctx, LeagueRequest.class, EXAMPLE));
            ctx.status(HttpStatus.CREATED).json(board.league(created.id()).orElseThrow());
        });
        routes.post("/leagues", ctx -> {
            Authentication.requirePage(ctx);
            Caller caller = Authentication.requireRole(ctx, Role.ADMIN, Role.ORGANISER);
            LeagueRequest typed = fromForm(ctx);
            League created;
            try {
                created = create(caller, typed);
            } catch (BadRequestResponse | ConflictResponse e) {
                // the form comes back as it was sent, with the reason, so nothing typed is lost
                ctx.status(e.getStatus())
                        .html(Page.render(
                                "Create a league",
                                Authentication.signedIn(ctx),
                                LeagueForm.html(caller, typed, Optional.of(e.getMessage())),
                                List.of()));
                return;
            }
            ctx.redirect("/leagues/" + created.id(), HttpStatus.SEE_OTHER);
        });
        routes.post(
                "/api/leagues/{id}/seasons",
                ctx -> ctx.status(HttpStatus.CREATED)
                        .json(SeasonView.of(startNext(managed(ctx, Authentication.require(ctx))))));
        routes.post("/leagues/{id}/seasons", ctx -> {
            startNext(managed(ctx, Authentication.requirePage(ctx)));
            ctx.redirect("/leagues/" + ctx.pathParam("id"), HttpStatus.SEE_OTHER);
        });
        routes.post(
                "/api/leagues/{id}/seasons/close",
                ctx -> ctx.json(SeasonView.of(close(managed(ctx, Authentication.require(ctx))))));
        routes.post("/leagues/{id}/seasons/close", ctx -> {
            close(managed(ctx, Authentication.requirePage(ctx)));
            ctx.redirect("/leagues/" + ctx.pathParam("id"), HttpStatus.SEE_OTHER);
        });
    }

    private static LeagueRequest fromForm(Context ctx) {
        return new LeagueRequest(
                ctx.formParam("name"),
                ctx.formParam("ruleset"),
                integer(ctx.formParam("tableSize")),
                integer(ctx.formParam("roundsPerSeason")),
                Optional.ofNullable(integer(ctx.formParam("perDecisionMs")))
                        .map(Integer::longValue)
                        .orElse(null),
                integer(ctx.formParam("turnCap")),
                ctx.formParam("versionPolicy"),
                "on".equals(ctx.formParam("rolling")),
                VariantFields.fromForm(ctx),
                ctx.formParam("scenario"));
    }

    private static Integer integer(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        if (!text.strip().matches("[0-9]{1,9}")) {
            throw new BadRequestResponse("'" + text + "' is not a whole number");
        }
        return Integer.valueOf(text.strip());
    }

    private League create(Caller caller, LeagueRequest r) {
        String name = r.name() == null ? "" : r.name().strip();
        LeagueRules rules;
        try {
            MatchLimits d = MatchLimits.DEFAULT;
            long perDecision = r.perDecisionMs() == null ? d.perDecisionMs() : r.perDecisionMs();
            LeagueLimits.checkPerDecisionMs(perDecision);
            int turnCap = r.turnCap() == null ? d.turnCap() : r.turnCap();
            LeagueLimits.checkTurnCap(turnCap);
            MatchLimits limits = new MatchLimits(
                    turnCap,
                    new TimeBudget(Duration.ofMillis(perDecision), Duration.ofMillis(d.bankMs())),
                    d.strikeLimit());
            int rounds = r.roundsPerSeason() == null ? 1 : r.roundsPerSeason();
            LeagueLimits.checkRounds("roundsPerSeason", rounds);
            rules = new LeagueRules(
                    r.ruleset() == null ? Ruleset.DEFAULT : Ruleset.fromId(r.ruleset()),
                    r.tableSize() == null ? 4 : r.tableSize(),
                    rounds,
                    limits,
                    VersionPolicy.fromCode(r.versionPolicy() == null ? "next-season" : r.versionPolicy()),
                    VariantChoice.parse(r.variants(), r.scenario()));
            LeagueLimits.check(name, rules);
        } catch (VariantChoice.Refusal e) {
            throw VariantFields.refused(e);
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage() + "; a league looks like " + EXAMPLE);
        }
        boolean taken = leagues.ids().stream()
                .map(leagues::find)
                .flatMap(Optional::stream)
                .anyMatch(l -> l.name().equalsIgnoreCase(name));
        if (taken) {
            throw new ConflictResponse("a league named '" + name + "' exists; choose another name");
        }
        return leagues.create(
                name,
                rules,
                Visibility.PUBLIC,
                OptionalLong.of(caller.account().id()),
                Boolean.TRUE.equals(r.rolling()));
    }

    private League managed(Context ctx, Caller caller) {
        String id = ctx.pathParam("id");
        Optional<League> league =
                id.matches("[0-9]{1,18}") ? access.visible(Optional.of(caller), Long.parseLong(id)) : Optional.empty();
        if (league.isEmpty()) {
            throw new NotFoundResponse("there is no league " + id + "; GET /api/leagues lists them");
        }
        if (!access.canManage(Optional.of(caller), league.get())) {
            throw new ForbiddenResponse(
                    "only the organiser who runs '" + league.get().name() + "' or an admin may do this");
        }
        return league.get();
    }

    private Season startNext(League league) {
        if (isAssignment(league)) {
            throw new ConflictResponse(
                    "'" + league.name() + "' is a classroom assignment: its seasons follow its deadline");
        }
        try {
            return leagues.startNextSeason(league.id(), SeasonKind.REGULAR, OptionalInt.empty());
        } catch (IllegalStateException e) {
            throw new ConflictResponse(e.getMessage());
        }
    }

    private Season close(League league) {
        if (isAssignment(league)) {
            throw new ConflictResponse(
                    "'" + league.name() + "' is a classroom assignment: its seasons follow its deadline");
        }
        Season running = leagues.seasons(league.id()).stream()
                .filter(s -> s.status() == SeasonStatus.RUNNING)
                .findFirst()
                .orElseThrow(() -> new ConflictResponse("'" + league.name() + "' has no running season to close"));
        leagues.closeSeason(running.id(), Standings.BOOTSTRAP_SAMPLES);
        return leagues.season(running.id()).orElseThrow();
    }

    private boolean isAssignment(League league) {
        return assignments.find(league.id()).isPresent();
    }

    /** @return the form that creates a league, for an organiser's leagues page */
    static String createForm(Caller caller) {
        return LeagueForm.html(caller, LeagueForm.BLANK, Optional.empty());
    }

    /** @return the buttons that start the next season or close the running one, for the league's managers */
    static String seasonForms(Caller caller, League league, LeagueBoard.SeasonProgress latest) {
        String csrf = "<input type=\"hidden\" name=\"csrf\" value=\""
                + Html.text(caller.csrfToken().orElse("")) + "\">";
        boolean running = latest != null && latest.status().equals("running");
        return "<div class=\"manage\" id=\"manage\">"
                + (running
                        ? "<form method=\"post\" action=\"/leagues/" + league.id()
                                + "/seasons/close\" class=\"inline\">" + csrf
                                + "<button type=\"submit\" id=\"close-season\">Close season " + latest.number()
                                + "</button></form>"
                        : "<form method=\"post\" action=\"/leagues/" + league.id() + "/seasons\" class=\"inline\">"
                                + csrf
                                + "<button type=\"submit\" id=\"start-season\">Start the next season</button></form>")
                + "</div>\n";
    }
}
