package org.knightsarena.web.replay;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonRawValue;
import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.InternalServerErrorResponse;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayFormatException;
import org.knightsarena.tournaments.board.MatchList;
import org.knightsarena.tournaments.board.ReplayReads;
import org.knightsarena.tournaments.schedule.TableSize;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Paging;
import org.knightsarena.web.league.LeagueAccess;

/**
 * The replay viewer: {@code GET /replays/{id}} is an HTML shell whose script reads
 * {@code GET /api/replays/{id}} and draws the game. Hidden information is sent only on request
 * ({@code ?reveal=true}) and only to those {@link ReplayAccess} allows. {@code GET /replays/open}
 * is the same viewer for a replay file on the visitor's own machine (from {@code arena play
 * --replay}, or a saved {@code /api/replays/{id}} answer): the page's script reads the chosen or
 * dropped file in the browser, so nothing is sent or stored.
 */
public final class ReplayRoutes {

    private final ReplayLibrary library;
    private final ReplayAccess access;
    private final MatchList matches;
    private final LeagueAccess leagues;

    /** @param database to find the owners of the bots in a replay and the league it was played in */
    public ReplayRoutes(ReplayLibrary library, Database database, LeagueAccess leagues) {
        this.library = library;
        this.access = new ReplayAccess(new ReplayReads(database), leagues);
        this.matches = new MatchList(database);
        this.leagues = leagues;
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.get("/api/replays", this::list);
        routes.get("/api/replays/{id}", this::replay);
        routes.get("/api/board-geometry", ReplayRoutes::geometry);
        routes.get("/api/scenario-board", ReplayRoutes::scenarioBoard);
        routes.get("/replays/open", this::openLocal); // before /replays/{id}, which would take "open" for an id
        routes.get("/replays/{id}", this::page);
    }

    /** The board of {@code ?players=N} seats (default 4), for a replay file read in the browser. */
    private static void geometry(Context ctx) {
        String players = ctx.queryParam("players");
        int n;
        try {
            n = players == null ? 4 : Integer.parseInt(players.strip());
        } catch (NumberFormatException e) {
            throw new BadRequestResponse(
                    "players must be a number of seats, " + TableSize.RANGE + ", not '" + players + "'");
        }
        if (!TableSize.allows(n)) {
            throw new BadRequestResponse("players must be " + TableSize.RANGE + ", not " + n);
        }
        ctx.json(BoardGeometry.forPlayers(n));
    }

    /**
     * The board of a Seafarers scenario game, {@code ?scenario=NAME&players=N&seed=S} as its
     * replay's header gives them: a scenario replay carries no map (docs/replay-format.md).
     */
    private static void scenarioBoard(Context ctx) {
        String scenario = ctx.queryParam("scenario");
        if (scenario == null || scenario.isBlank()) {
            throw new BadRequestResponse("scenario is required: a name that arena scenarios lists");
        }
        int players;
        long seed;
        try {
            players = Integer.parseInt(required(ctx, "players").strip());
        } catch (NumberFormatException e) {
            throw new BadRequestResponse("players must be a number of seats, not '" + ctx.queryParam("players") + "'");
        }
        try {
            seed = Long.parseLong(required(ctx, "seed").strip());
        } catch (NumberFormatException e) {
            throw new BadRequestResponse("seed must be a whole number, not '" + ctx.queryParam("seed") + "'");
        }
        try {
            ctx.json(ScenarioBoard.deal(scenario.strip(), players, seed));
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
    }

    private static String required(Context ctx, String name) {
        String value = ctx.queryParam(name);
        if (value == null) {
            throw new BadRequestResponse(name + " is required, as the replay's header gives it");
        }
        return value;
    }

    private void openLocal(Context ctx) {
        String body = "<div id=\"viewer\" class=\"viewer local\" data-local=\"true\" data-can-reveal=\"false\""
                + " data-max-format=\"" + Replay.FORMAT_VERSION + "\">\n"
                + "<h1>Open a replay file</h1>\n"
                + "<div id=\"drop\" class=\"drop\"><p>Drop a replay file here (<code>arena play --replay FILE</code>, or a"
                + " saved <code>/api/replays/ID</code> answer), or <label>choose one <input id=\"replay-file\" type=\"file\""
                + " accept=\".json,application/json\"></label>. It is read in your browser: nothing is sent or stored.</p></div>\n"
                + viewerShell() + "</div>";
        ctx.html(Page.render(
                "Open a replay file",
                Authentication.signedIn(ctx),
                body,
                List.of("/static/barbarian-attack.js", "/static/board.js", "/static/viewer.js")));
    }

    private void list(Context ctx) {
        Paging paging = Paging.parse(ctx::queryParam);
        MatchList.IdPage page = library.page(paging, matches, leagues.audience(Authentication.caller(ctx)));
        ctx.json(ListPage.of(ctx, paging, "replays", page.total(), page.ids()));
    }

    /**
     * What the viewer's script reads; the events are already JSON and are copied as they are.
     * {@code format} is the replay format of the header and events, so that {@code arena replay}
     * reads a saved answer as it reads a replay file. {@code board} is the dealt board of a
     * Seafarers scenario game (its header has no map, and its 64-bit seed would lose digits in the
     * browser's JSON.parse, so the server deals it, as {@code /api/scenario-board} does); absent
     * for a game on a standard island.
     */
    record ReplayResponse(
            int format,
            long id,
            Object header,
            @JsonRawValue String events,
            boolean revealed,
            boolean canReveal,
            BoardGeometry geometry,
            @JsonInclude(JsonInclude.Include.NON_NULL) ScenarioBoard board) {}

    private void replay(Context ctx) {
        long id = id(ctx);
        boolean reveal = "true".equals(ctx.queryParam("reveal"));
        ReplayLibrary.Stored stored = load(ctx, id);
        boolean canReveal = access.canReveal(Authentication.caller(ctx), id, stored.agents());
        if (reveal && !canReveal) {
            throw Authentication.caller(ctx).isPresent()
                    ? new ForbiddenResponse(
                            "only organisers and the owners of its bots may see this replay's hidden information")
                    : new io.javalin.http.UnauthorizedResponse("log in to see hidden information");
        }
        ReplayLibrary.Shown shown = library.show(stored, reveal);
        Replay.Header header = stored.replay().header();
        ScenarioBoard board = header.options()
                .scenario()
                .map(scenario -> ScenarioBoard.deal(scenario, header.agents().size(), header.seed()))
                .orElse(null);
        // The events are written by this engine, in its format.
        ctx.json(new ReplayResponse(
                Replay.FORMAT_VERSION,
                id,
                shown.header(),
                shown.eventsJson(),
                shown.revealed(),
                canReveal,
                board != null
                        ? board.geometry()
                        : BoardGeometry.forPlayers(stored.agents().size()),
                board));
    }

    private void page(Context ctx) {
        long id = id(ctx);
        List<String> agents = load(ctx, id).agents();
        String body = "<div id=\"viewer\" class=\"viewer\" data-replay-id=\"" + id + "\" data-can-reveal=\""
                + access.canReveal(Authentication.caller(ctx), id, agents) + "\">\n"
                + "<h1>Replay " + id + ": " + Html.text(String.join(", ", agents)) + "</h1>\n"
                + viewerShell()
                + "<p class=\"local-link\"><a href=\"/replays/open\">Open a replay file from your machine</a></p>"
                + "</div>";
        ctx.html(Page.render(
                "Replay " + id,
                Authentication.signedIn(ctx),
                body,
                List.of("/static/barbarian-attack.js", "/static/board.js", "/static/viewer.js")));
    }

    /** The viewer's controls, board, players, chronicle and status line, the same for a stored and a local replay. */
    private static String viewerShell() {
        return "<div class=\"toolbar\">"
                + "<button id=\"first\" title=\"First event (Home)\">|◀</button>"
                + "<button id=\"back\" title=\"Step back (←)\">◀</button>"
                + "<button id=\"play\" title=\"Play or pause (space)\">Play</button>"
                + "<button id=\"forward\" title=\"Step forward (→)\">▶</button>"
                + "<button id=\"last\" title=\"Last event (End)\">▶|</button>"
                + "<button id=\"prev-turn\" title=\"Previous turn (PageUp or Shift+←)\">« turn</button>"
                + "<button id=\"next-turn\" title=\"Next turn (PageDown or Shift+→)\">turn »</button>"
                + "<label>Speed <select id=\"speed\"><option value=\"1\">1×</option><option value=\"2\">2×</option>"
                + "<option value=\"5\" selected>5×</option><option value=\"20\">20×</option><option value=\"100\">100×</option>"
                + "</select></label>"
                + "<label>Turn <input id=\"turn\" type=\"number\" min=\"0\" value=\"0\"></label>"
                + "<label class=\"reveal\" hidden id=\"reveal-label\"><input type=\"checkbox\" id=\"reveal\"> Reveal hidden cards</label>"
                + "<span id=\"position\" class=\"position\"></span>"
                + "</div>\n<input id=\"scrub\" class=\"scrub\" type=\"range\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"Event\">\n"
                + "<div class=\"stage\"><div class=\"board-column\"><svg id=\"board\" viewBox=\"-6 -6.2 12 12.4\""
                + " xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Board\"></svg>"
                + "<div id=\"barbarians\" class=\"barbarians\"></div></div>"
                + "<div class=\"side\"><div id=\"players\" class=\"players\"></div>"
                + "<ol id=\"chronicle\" class=\"chronicle\"></ol></div></div>\n"
                + "<p id=\"status\" class=\"status\">Loading…</p>\n";
    }

    /** Reads a replay the caller may watch; one they may not is reported as missing, so its existence is not told. */
    private ReplayLibrary.Stored load(Context ctx, long id) {
        if (!access.canWatch(Authentication.caller(ctx), id)) {
            throw notFound(id);
        }
        try {
            return library.read(id).orElseThrow(() -> notFound(id));
        } catch (ReplayFormatException e) {
            throw new InternalServerErrorResponse(
                    "replay " + id + " is damaged and cannot be shown: " + e.getMessage());
        }
    }

    private static long id(Context ctx) {
        String id = ctx.pathParam("id");
        if (!ReplayLibrary.isId(id)) {
            throw new BadRequestResponse("a replay id is a number, such as /replays/1");
        }
        return Long.parseLong(id);
    }

    private static NotFoundResponse notFound(long id) {
        return new NotFoundResponse("there is no replay " + id + "; GET /api/replays lists them");
    }
}
