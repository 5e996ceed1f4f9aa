package org.knightsarena.web.matches;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Optional;
import org.knightsarena.tournaments.board.MatchDetail;
import org.knightsarena.tournaments.board.MatchList;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.league.LeagueAccess;

/**
 * Matches: {@code GET /api/matches} (a filtered page, see {@link MatchFilter}),
 * {@code GET /api/matches/{id}} (one match; faults and logs only where {@link org.knightsarena.tournaments.board.SeatPrivacy}
 * allows), and the server-drawn pages {@code /matches} and {@code /matches/{id}}.
 */
public final class MatchRoutes {
    private final MatchList list;
    private final MatchDetail detail;
    private final LeagueAccess access;

    /**
     * @param list   lists matches
     * @param detail reads one match
     * @param access which leagues and matches a caller may see
     */
    public MatchRoutes(MatchList list, MatchDetail detail, LeagueAccess access) {
        this.list = list;
        this.detail = detail;
        this.access = access;
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.get("/api/matches", ctx -> {
            MatchFilter filter = MatchFilter.parse(ctx::queryParam);
            ctx.json(filter.answer(ctx, list.find(filter.selection(), access.audience(Authentication.caller(ctx)))));
        });
        routes.get("/api/matches/{id}", ctx -> ctx.json(find(ctx)));
        routes.get("/matches", this::listPage);
        routes.get("/matches/{id}", ctx -> {
            MatchDetail.Match match = find(ctx);
            ctx.html(Page.render(
                    "Match " + match.id(), Authentication.signedIn(ctx), MatchPages.detail(match), List.of()));
        });
    }

    private void listPage(Context ctx) {
        MatchFilter filter = MatchFilter.parse(ctx::queryParam);
        ctx.html(Page.render(
                "Matches",
                Authentication.signedIn(ctx),
                MatchPages.list(
                        filter,
                        list.find(filter.selection(), access.audience(Authentication.caller(ctx))),
                        list.leagues(LeagueAccess.viewer(Authentication.caller(ctx)))),
                List.of()));
    }

    /** Finds a match the caller may see ({@link LeagueAccess#canSeeMatch}): the same rule as the list's. */
    private MatchDetail.Match find(Context ctx) {
        long id = MatchFilter.number(ctx.pathParam("id"), "a match id", "a number, such as /matches/1");
        Optional<Caller> caller = Authentication.caller(ctx);
        return Optional.of(id)
                .filter(m -> access.canSeeMatch(caller, m))
                .flatMap(m -> detail.find(m, LeagueAccess.viewer(caller)))
                .orElseThrow(() -> new NotFoundResponse("there is no match " + id + "; GET /api/matches lists them"));
    }
}
