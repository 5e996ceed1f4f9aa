package org.knightsarena.web.bots;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.ContentTooLargeResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.TooManyRequestsResponse;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.board.BotDirectory;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.uploads.BotUploads;
import org.knightsarena.tournaments.uploads.JarStore;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Links;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Paging;
import org.knightsarena.web.http.RateLimiter;
import org.knightsarena.web.http.VersionLabel;
import org.knightsarena.web.league.LeagueAccess;

/**
 * Bot uploads and the bot API: {@code POST /api/bots} (multipart fields {@code name} and
 * {@code jar}, or {@code zip} for a process bot), {@code GET /api/bots}, {@code GET /api/bots/{name}} and the upload page ({@link BotPage}
 * shows a bot). Handlers only translate HTTP; {@link BotUploads} (in {@code tournaments}) does the work.
 */
public final class BotRoutes {
    private final BotDirectory bots;
    private final LeagueAccess access;
    private final BotUploads uploads;
    private final LeagueEntries entries;
    private final JarStore jars;
    private final RateLimiter uploadLimiter;
    private final long maxJarBytes;

    /**
     * @param access        which bots a caller may see
     * @param uploadLimiter counts uploads per account
     */
    public BotRoutes(
            BotDirectory bots,
            LeagueAccess access,
            BotUploads uploads,
            LeagueEntries entries,
            JarStore jars,
            RateLimiter uploadLimiter,
            long maxJarBytes) {
        this.bots = bots;
        this.access = access;
        this.uploads = uploads;
        this.entries = entries;
        this.jars = jars;
        this.uploadLimiter = uploadLimiter;
        this.maxJarBytes = maxJarBytes;
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.post("/api/bots", this::uploadApi);
        routes.get("/api/bots", this::list);
        routes.get("/api/bots/{name}", this::show);
        routes.get("/upload", this::uploadPage);
        routes.post("/upload", this::uploadFromPage);
    }

    /** A bot version as the API shows it. */
    record VersionView(long id, String version, String sha256, String status, Instant createdAt) {
        static VersionView of(AgentVersion v) {
            return new VersionView(
                    v.id(), v.version(), v.jarSha256().orElse(""), v.status().code(), v.createdAt());
        }
    }

    /**
     * A bot as the API shows it.
     *
     * @param owner the owning account's name; null for a bot no account owns (a built-in bot)
     */
    record BotView(long id, String name, String owner, Instant createdAt, List<VersionView> versions) {}

    /** The test match queued after an upload: its page, and its replay once played. */
    record TestMatchView(long id, long leagueId, String league, String page, String replay) {
        static TestMatchView of(LeagueEntries.Entered e) {
            return new TestMatchView(
                    e.testMatch(), e.leagueId(), e.league(), "/matches/" + e.testMatch(), "/replays/" + e.testMatch());
        }
    }

    /** The answer to an accepted upload. */
    record Uploaded(
            BotView bot, VersionView version, String agentClass, List<ProblemView> problems, TestMatchView testMatch) {}

    /** What became of an upload, and where the stored version was entered. */
    private record Received(BotUploads.Outcome outcome, LeagueEntries.Entered entered) {}

    private void uploadApi(Context ctx) {
        Caller caller = Authentication.require(ctx);
        Received received = receive(ctx, caller);
        BotUploads.Outcome outcome = received.outcome();
        if (outcome instanceof BotUploads.Stored s) {
            ctx.status(HttpStatus.CREATED)
                    .json(new Uploaded(
                            view(s.agent()),
                            VersionView.of(s.version()),
                            s.agentClass(),
                            List.of(),
                            TestMatchView.of(received.entered())));
        } else if (outcome instanceof BotUploads.Refused r) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT)
                    .json(Map.of(
                            "error",
                            refusal(r),
                            "problems",
                            r.problems().stream().map(ProblemView::of).toList()));
        } else if (outcome instanceof BotUploads.NotOwner n) {
            ctx.status(HttpStatus.FORBIDDEN).json(Map.of("error", notOwner(n)));
        } else {
            throw new AssertionError(outcome);
        }
    }

    private Received receive(Context ctx, Caller caller) {
        if (!uploadLimiter.tryAcquire(caller.account().username())) {
            ctx.header("Retry-After", Long.toString(uploadLimiter.window().toSeconds()));
            throw new TooManyRequestsResponse("too many uploads; you may upload again within "
                    + uploadLimiter.window().toMinutes() + " minutes");
        }
        String type = ctx.contentType();
        if (type == null || !type.startsWith("multipart/form-data")) {
            throw new BadRequestResponse("send the bot as multipart/form-data with fields 'name' and 'jar' (a JAR bot)"
                    + " or 'zip' (a process bot), e.g. curl -F name=mybot -F jar=@bot.jar");
        }
        UploadedFile jar = Forms.file(ctx, "jar");
        UploadedFile zip = Forms.file(ctx, "zip");
        String name = Forms.field(ctx, "name");
        if (jar == null && zip == null) {
            throw new BadRequestResponse("the form field 'jar' with the bot's JAR file, or 'zip' with a process bot's"
                    + " zip (docs/protocol.md), is missing");
        }
        if (jar != null && zip != null) {
            throw new BadRequestResponse("send one bot: the form field 'jar' or 'zip', not both");
        }
        UploadedFile file = jar != null ? jar : zip;
        try {
            BotUploads.checkName(name);
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
        LeagueEntries.Target target = entries.resolve(caller, leagueField(Forms.field(ctx, "league")));
        JarStore.Received received;
        try (InputStream in = file.content()) {
            received = jars.receive(in, maxJarBytes);
        } catch (JarStore.TooLarge e) {
            throw new ContentTooLargeResponse(e.getMessage() + "; make it smaller and upload again");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        BotUploads.Outcome outcome = jar != null
                ? uploads.upload(caller.account().id(), name, received)
                : uploads.uploadZip(caller.account().id(), name, received);
        if (outcome instanceof BotUploads.Refused r) {
            outcome = new BotUploads.Refused(r.problems().stream()
                    .map(p -> ProblemView.renamed(
                            p,
                            received.file(),
                            file.filename().isBlank() ? (jar != null ? "the JAR" : "the zip") : file.filename()))
                    .toList());
        }
        return new Received(
                outcome, outcome instanceof BotUploads.Stored s ? entries.enter(target, s.agent(), s.version()) : null);
    }

    private static OptionalLong leagueField(String value) {
        if (value == null || value.isBlank()) {
            return OptionalLong.empty();
        }
        if (!value.strip().matches("[0-9]{1,18}")) {
            throw new BadRequestResponse("the form field 'league' must be a league id, such as 1; was '" + value + "'");
        }
        return OptionalLong.of(Long.parseLong(value.strip()));
    }

    private static String refusal(BotUploads.Refused r) {
        int n = r.problems().size();
        return "the bot was refused: "
                + (n == 0 ? "no Agent implementation was found" : n + (n == 1 ? " problem" : " problems"))
                + "; fix them and upload again";
    }

    private static String notOwner(BotUploads.NotOwner n) {
        return "the bot name '" + n.bot().name() + "' belongs to "
                + (n.bot().owner().isPresent()
                        ? "another account"
                        : "the platform (no account owns it, so nobody may upload a version of it)")
                + "; choose another name";
    }

    /** Lists the bots the caller may see ({@link BotDirectory}), optionally one owner's. */
    private void list(Context ctx) {
        Paging paging = Paging.parse(ctx::queryParam);
        BotDirectory.BotPage page = bots.list(
                LeagueAccess.viewer(Authentication.caller(ctx)),
                Optional.ofNullable(ctx.queryParam("owner")),
                paging.request());
        ctx.json(ListPage.of(
                ctx,
                paging,
                "bots",
                page.total(),
                page.bots().stream().map(this::view).toList()));
    }

    private void show(Context ctx) {
        ctx.json(view(find(bots, Authentication.caller(ctx), ctx.pathParam("name"))));
    }

    /**
     * @return the named bot, when the caller may see it
     * @throws NotFoundResponse when there is none, or the caller may not see it (which is not told apart)
     */
    static Agent find(BotDirectory bots, Optional<Caller> caller, String name) {
        return bots.find(LeagueAccess.viewer(caller), name)
                .orElseThrow(
                        () -> new NotFoundResponse("there is no bot named '" + name + "'; GET /api/bots lists them"));
    }

    private BotView view(Agent a) {
        List<VersionView> versions =
                bots.versions(a.id()).stream().map(VersionView::of).toList();
        return new BotView(
                a.id(), a.name(), a.owner().map(Agent.Owner::username).orElse(null), a.createdAt(), versions);
    }

    private void uploadPage(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        ctx.html(Page.render(
                "Upload a bot", Authentication.signedIn(ctx), uploadForm(caller, ctx.queryParam("league")), List.of()));
    }

    private String uploadForm(Caller caller, String chosenLeague) {
        StringBuilder options = new StringBuilder();
        for (var league : entries.choices(caller)) {
            String id = Long.toString(league.id());
            options.append("<option value=\"")
                    .append(id)
                    .append('"')
                    .append(id.equals(chosenLeague) ? " selected" : "")
                    .append('>')
                    .append(Html.text(league.name()))
                    .append("</option>");
        }
        return "<h1>Upload a bot</h1>\n<p>A JAR with one class implementing <code>org.knightsarena.api.Agent</code>"
                + " (name it in the manifest's <code>Agent-Class</code> if there are several), or a bot in Python"
                + " as a zip with its <code>arena-bot.json</code> manifest (<code>docs/protocol.md</code>), at most "
                + maxJarBytes / (1024 * 1024) + " MiB. Each upload becomes a new version of the bot.</p>\n"
                + "<form method=\"post\" action=\"/upload\" enctype=\"multipart/form-data\" class=\"stacked\" id=\"upload-form\">\n"
                + "<input type=\"hidden\" name=\"csrf\" value=\""
                + Html.text(caller.csrfToken().orElse("")) + "\">\n"
                + "<label>Bot name <input name=\"name\" id=\"bot-name\" required maxlength=\""
                + BotUploads.MAX_NAME_LENGTH
                + "\"></label>\n<label>League <select name=\"league\" id=\"bot-league\">" + options
                + "</select></label>\n"
                + "<label>JAR <input type=\"file\" name=\"jar\" id=\"bot-jar\" accept=\".jar\"></label>\n"
                + "<label>or process bot zip <input type=\"file\" name=\"zip\" id=\"bot-zip\" accept=\".zip\"></label>\n"
                + "<button type=\"submit\" id=\"upload-submit\">Upload</button>\n</form>";
    }

    private void uploadFromPage(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        Received received = receive(ctx, caller);
        BotUploads.Outcome outcome = received.outcome();
        StringBuilder b = new StringBuilder();
        if (outcome instanceof BotUploads.Stored s) {
            TestMatchView test = TestMatchView.of(received.entered());
            b.append("<p class=\"notice\" id=\"upload-result\">Stored version ")
                    .append(Html.text(VersionLabel.of(s.version().version())))
                    .append(" of <a href=\"")
                    .append(Links.bot(s.agent().name()))
                    .append("\">")
                    .append(Html.text(s.agent().name()))
                    .append("</a> (agent class <code>")
                    .append(Html.text(s.agentClass()))
                    .append("</code>) and entered it in ")
                    .append(Html.text(test.league()))
                    .append(". Its test match is queued: <a id=\"test-match\" href=\"")
                    .append(test.page())
                    .append("\">match ")
                    .append(test.id())
                    .append("</a>, <a id=\"test-replay\" href=\"")
                    .append(test.replay())
                    .append("\">replay</a> once played.</p>\n");
            ctx.status(HttpStatus.CREATED);
        } else if (outcome instanceof BotUploads.Refused r) {
            b.append("<p class=\"error\" id=\"upload-result\">")
                    .append(Html.text(refusal(r)))
                    .append("</p>\n<table>")
                    .append("<tr><th>Where</th><th>Method</th><th>Line</th><th>Problem</th></tr>\n");
            for (ProblemView p : r.problems().stream().map(ProblemView::of).toList()) {
                b.append("<tr><td>")
                        .append(Html.text(p.where()))
                        .append("</td><td>")
                        .append(Html.text(p.method().orElse("")))
                        .append("</td><td>")
                        .append(p.line().isPresent() ? Integer.toString(p.line().getAsInt()) : "")
                        .append("</td><td>")
                        .append(Html.text(p.message()))
                        .append("</td></tr>\n");
            }
            b.append("</table>\n");
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        } else if (outcome instanceof BotUploads.NotOwner n) {
            b.append("<p class=\"error\" id=\"upload-result\">")
                    .append(Html.text(notOwner(n)))
                    .append("</p>\n");
            ctx.status(HttpStatus.FORBIDDEN);
        }
        b.append(uploadForm(caller, Forms.field(ctx, "league")));
        ctx.html(Page.render("Upload a bot", Authentication.signedIn(ctx), b.toString(), List.of()));
    }
}
