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
 * missing. Moves made with the session cookie carry the CSRF token like every change. The pages
 * {@code /play} (start a game, list one's games) and {@code /play/{id}} (the table) sit on top.
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
            ctx.json(ListPage.of(ctx, paging, "games", tables.of(Authentication.require(ctx).account().id())));
        });
        routes.get("/api/games/{id}", ctx -> ctx.json(found(tables.view(caller(ctx), id(ctx)), ctx)));
        routes.post("/api/games/{id}/moves", this::move);
        routes.delete("/api/games/{id}", ctx -> {
            if (!tables.end(caller(ctx), id(ctx))) {
                throw notFound(ctx);
            }
            ctx.status(HttpStatus.NO_CONTENT);
        });
        // the game is looked up before the stream starts, so another account's gets a plain 404
        routes.get("/api/games/{id}/events", ctx -> {
            found(tables.view(caller(ctx), id(ctx)), ctx);
            new SseHandler(this::events).handle(ctx);
        });
    }

    private void chooser(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        ctx.html(Page.render("Play", Authentication.signedIn(ctx), TablePages.chooser(tables.bots(Optional.of(caller)),
                tables.of(caller.account().id()), caller.csrfToken().orElse("")), TablePages.CHOOSER_SCRIPTS));
    }

    private void table(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        long id = id(ctx);
        found(tables.view(caller.account().id(), id), ctx);
        ctx.html(Page.render("Game " + id, Authentication.signedIn(ctx), TablePages.table(id,
                caller.csrfToken().orElse("")), TablePages.TABLE_SCRIPTS));
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
            ctx.json(found(tables.move(account, id, move), ctx));
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
     * view, which only the owner's request may get. A comment every so often keeps the connection
     * from being closed as idle.
     */
    private void events(SseClient client) {
        Context ctx = client.ctx();
        long account = caller(ctx);
        long id = id(ctx);
        Optional<Runnable> unwatch = tables.watch(account, id, () -> {
            if (!client.terminated()) {
                client.sendEvent("changed", Map.of("game", id));
            }
        });
        if (unwatch.isEmpty()) {
            throw notFound(ctx);
        }
        client.onClose(unwatch.get());
        client.keepAlive();
        client.sendComment("watching game " + id);
    }

    private static long caller(Context ctx) {
        return Authentication.require(ctx).account().id();
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

    private static NotFoundResponse notFound(Context ctx) {
        return new NotFoundResponse("you have no game " + ctx.pathParam("id") + "; GET /api/games lists yours");
    }
}
