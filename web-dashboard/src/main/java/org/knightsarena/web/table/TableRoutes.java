package org.knightsarena.web.table;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.ConflictResponse;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.TooManyRequestsResponse;
import io.javalin.http.UnprocessableContentResponse;
import io.javalin.http.sse.SseClient;
import io.javalin.http.sse.SseHandler;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.JsonBody;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Paging;

/**
 * Playing against the bots over the API: {@code POST /api/games} starts a game,
 * {@code GET /api/games} lists the caller's, {@code GET /api/games/{id}} gives the caller's
 * seat's view with its legal options, {@code POST /api/games/{id}/moves} plays one,
 * {@code DELETE /api/games/{id}} ends one, and {@code GET /api/games/{id}/events} tells of every
 * change as server-sent events. A game is the caller's own: another account's is reported as
 * missing, unless its person let others watch it, when anyone (signed in or not) gets its
 * spectator's view and its events, and {@code GET /api/games?watchable=true} lists it. Who may see
 * a game is {@link Tables#viewFor}'s one rule; moves, ending and the list of one's own games stay
 * the person's. Moves made with the session cookie carry the CSRF token like every change. The
 * pages {@code /play} (start a game, list one's games and the games to watch) and
 * {@code /play/{id}} (the table, or a spectator's seat at it) sit on top.
 */
public final class TableRoutes {
    private final Tables tables;

    /** @param tables the games, never null */
    public TableRoutes(Tables tables) {
        this.tables = Objects.requireNonNull(tables, "tables");
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.get("/play", this::chooser);
        routes.get("/play/{id}", this::table);
        routes.post("/api/games", this::start);
        routes.get("/api/games", ctx -> {
            Paging paging = Paging.parse(ctx::queryParam);
            String watchable = ctx.queryParam("watchable");
            if (watchable != null && !watchable.equals("true") && !watchable.equals("false")) {
                throw new BadRequestResponse(
                        "watchable is true (the games anyone may watch) or false (yours), not '" + watchable + "'");
            }
            ctx.json(ListPage.of(
                    ctx,
                    paging,
                    "games",
                    "true".equals(watchable)
                            ? tables.watchable()
                            : tables.of(Authentication.require(ctx).account().id())));
        });
        routes.get("/api/games/{id}", ctx -> ctx.json(seen(ctx)));
        routes.post("/api/games/{id}/moves", this::move);
        routes.delete("/api/games/{id}", ctx -> {
            if (!tables.end(caller(ctx), id(ctx))) {
                throw notYours(ctx);
            }
            ctx.status(HttpStatus.NO_CONTENT);
        });
        // the game is looked up before the stream starts, so another account's gets a plain 404
        routes.get("/api/games/{id}/events", ctx -> {
            seen(ctx);
            new SseHandler(this::events).handle(ctx);
        });
    }

    private void chooser(Context ctx) {
        Optional<Caller> caller = Authentication.caller(ctx);
        String body = caller.map(c -> TablePages.chooser(
                        tables.bots(Optional.of(c)),
                        tables.of(c.account().id()),
                        c.csrfToken().orElse("")))
                .orElse(TablePages.signInToPlay());
        ctx.html(Page.render(
                "Play",
                Authentication.signedIn(ctx),
                body + TablePages.toWatch(tables.watchable()),
                TablePages.CHOOSER_SCRIPTS));
    }

    private void table(Context ctx) {
        Optional<Caller> caller = Authentication.caller(ctx);
        long id = id(ctx);
        Optional<TableView> view = tables.viewFor(caller.map(c -> c.account().id()), id);
        if (view.isEmpty() && caller.isEmpty()) {
            Authentication.requirePage(ctx); // a visitor may be the game's person, once logged in
        }
        found(view, ctx);
        ctx.html(Page.render(
                "Game " + id,
                Authentication.signedIn(ctx),
                TablePages.table(id, caller.flatMap(Caller::csrfToken).orElse("")),
                TablePages.TABLE_SCRIPTS));
    }

    private void start(Context ctx) {
        Caller caller = Authentication.require(ctx);
        NewTable request = JsonBody.read(ctx, NewTable.class, NewTable.EXAMPLE);
        try {
            ctx.status(HttpStatus.CREATED).json(tables.start(caller, request));
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        } catch (Tables.TooManyGames e) {
            throw new TooManyRequestsResponse(e.getMessage());
        }
    }

    private void move(Context ctx) {
        long account = caller(ctx);
        long id = id(ctx);
        Move move = JsonBody.read(ctx, Move.class, Move.EXAMPLE);
        try {
            ctx.json(tables.move(account, id, move).orElseThrow(() -> notYours(ctx)));
        } catch (MoveRefused e) {
            throw refusal(e);
        }
    }

    private static HttpResponseException refusal(MoveRefused e) {
        return switch (e.reason()) {
            case NOT_YOUR_SEAT -> new ForbiddenResponse(e.getMessage());
            case NOT_YOUR_TURN, STALE, OVER -> new ConflictResponse(e.getMessage());
            case ILLEGAL -> new UnprocessableContentResponse(e.getMessage());
        };
    }

    /**
     * Sends {@code changed} with the decision number after every change; the page then reads the
     * view, which {@link Tables#viewFor} decides. A comment every so often keeps the connection
     * from being closed as idle.
     */
    private void events(SseClient client) {
        Context ctx = client.ctx();
        long id = id(ctx);
        // a move's thread and this one both write to the stream: one writer at a time, or Jetty
        // refuses the second write (and the move that caused it would fail)
        Optional<Runnable> unwatch = tables.watch(viewer(ctx), id, () -> {
            synchronized (client) {
                if (!client.terminated()) {
                    client.sendEvent("changed", Map.of("game", id));
                }
            }
        });
        if (unwatch.isEmpty()) {
            throw notFound(ctx);
        }
        client.onClose(unwatch.get());
        client.keepAlive();
        synchronized (client) {
            client.sendComment("watching game " + id);
        }
    }

    private static long caller(Context ctx) {
        return Authentication.require(ctx).account().id();
    }

    /** @return the account asking, if signed in: a spectator need not be */
    private static Optional<Long> viewer(Context ctx) {
        return Authentication.caller(ctx).map(c -> c.account().id());
    }

    private static long id(Context ctx) {
        String id = ctx.pathParam("id");
        if (!id.matches("[0-9]{1,18}")) {
            throw new BadRequestResponse("a game id is a number, such as /api/games/1");
        }
        return Long.parseLong(id);
    }

    private static <T> T found(Optional<T> value, Context ctx) {
        return value.orElseThrow(() -> notFound(ctx));
    }

    /**
     * @return the game as the caller may see it
     * @throws io.javalin.http.UnauthorizedResponse to a visitor who is not signed in, when the game is not open to
     *                                              watch (it may be theirs, once logged in)
     * @throws NotFoundResponse to anyone else who may not see it
     */
    private TableView seen(Context ctx) {
        Optional<TableView> view = tables.viewFor(viewer(ctx), id(ctx));
        if (view.isEmpty()) {
            Authentication.require(ctx);
        }
        return found(view, ctx);
    }

    /** A change asked of a game that is not the caller's: refused as forbidden to a spectator, as missing to anyone else. */
    private HttpResponseException notYours(Context ctx) {
        if (tables.viewFor(viewer(ctx), id(ctx)).isPresent()) {
            return new ForbiddenResponse(
                    "you may watch game " + ctx.pathParam("id") + ", but only its person plays it");
        }
        return notFound(ctx);
    }

    private static NotFoundResponse notFound(Context ctx) {
        return new NotFoundResponse("you have no game " + ctx.pathParam("id") + " and it is not open to watch;"
                + " GET /api/games lists yours, GET /api/games?watchable=true the games to watch");
    }
}
