package org.knightsarena.web.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.config.SizeUnit;
import io.javalin.http.ContentTooLargeResponse;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.tournaments.board.BotDirectory;
import org.knightsarena.tournaments.board.BotHistory;
import org.knightsarena.tournaments.board.Leaderboards;
import org.knightsarena.tournaments.board.LeagueBoard;
import org.knightsarena.tournaments.board.MatchDetail;
import org.knightsarena.tournaments.board.MatchList;
import org.knightsarena.tournaments.board.ReplayReads;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.queue.PlayHealth;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.uploads.BotUploads;
import org.knightsarena.tournaments.uploads.JarStore;
import org.knightsarena.tournaments.uploads.ZipStore;
import org.knightsarena.web.accounts.AccountAdminRoutes;
import org.knightsarena.web.accounts.AccountRoutes;
import org.knightsarena.web.accounts.Accounts;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.LoginThrottle;
import org.knightsarena.web.accounts.SignupAdminRoutes;
import org.knightsarena.web.accounts.SignupGate;
import org.knightsarena.web.accounts.SignupMode;
import org.knightsarena.web.accounts.SignupRoutes;
import org.knightsarena.web.accounts.Signups;
import org.knightsarena.web.api.ApiDocs;
import org.knightsarena.web.bots.BotPage;
import org.knightsarena.web.bots.BotRoutes;
import org.knightsarena.web.bots.LeagueEntries;
import org.knightsarena.web.classroom.ClassroomRoutes;
import org.knightsarena.web.http.ConnectionsPerAddress;
import org.knightsarena.web.http.Cookies;
import org.knightsarena.web.http.Errors;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.RateLimiter;
import org.knightsarena.web.http.SecurityHeaders;
import org.knightsarena.web.http.SlowRequests;
import org.knightsarena.web.league.LeagueAccess;
import org.knightsarena.web.league.LeagueAdmin;
import org.knightsarena.web.league.LeagueRoutes;
import org.knightsarena.web.league.OpenLeague;
import org.knightsarena.web.matches.MatchRoutes;
import org.knightsarena.web.play.ArenaPlay;
import org.knightsarena.web.play.HealthRoutes;
import org.knightsarena.web.replay.ReplayLibrary;
import org.knightsarena.web.replay.ReplayRoutes;
import org.knightsarena.web.table.TableLimits;
import org.knightsarena.web.table.TableRoutes;
import org.knightsarena.web.table.Tables;

/**
 * The web dashboard: one Javalin app over the arena database and data folder. {@link #create}
 * builds it without binding a port; {@link #start} binds it. Not thread-safe to start and stop
 * concurrently; requests are served concurrently.
 */
public final class Dashboard implements AutoCloseable {
    /** Room above the JAR limit for the multipart framing and the other fields. */
    private static final long FORM_OVERHEAD_BYTES = 64 * 1024;

    private final DashboardSettings settings;
    private final Accounts accounts;
    private final Signups signups;
    /** Sign-ups one address may make an hour on /signup and the join links together: a class behind one address fits. */
    private static final int SIGNUPS_PER_HOUR = 60;

    private final ReplayLibrary replays;
    private final Database database;
    private final Clock clock;
    private final LeagueRoutes leagueRoutes;
    private final Tables tables;
    private final PlayHealth playHealth;
    private final HealthRoutes healthRoutes;
    private final Javalin app;
    /** How often the leagues and assignments are moved along while playing. */
    private static final Duration TICK = Duration.ofSeconds(2);

    private final BotFileCache botFiles;
    private ArenaPlay play;

    private Dashboard(DashboardSettings settings, Database database, Clock clock) {
        this.settings = settings;
        this.database = database;
        this.clock = clock;
        this.playHealth = new PlayHealth(clock);
        this.healthRoutes = new HealthRoutes(playHealth, database);
        LeagueAccess access = new LeagueAccess(database);
        LeagueBoard board = new LeagueBoard(database);
        this.leagueRoutes = new LeagueRoutes(board, new Leaderboards(database, board), access);
        LeagueAdmin leagueAdmin = new LeagueAdmin(database, clock, access, board);
        this.accounts = new Accounts(database, settings.bcryptCost(), settings.sessionLifetime(), clock);
        this.replays = new ReplayLibrary(settings.dataFolder(), new ReplayReads(database));
        JarStore jars = new JarStore(settings.dataFolder());
        // The uploads' folder is this machine's copy of the bot files the database holds by digest.
        this.botFiles = new BotFileCache(jars.folder(), new BotFiles(database, clock));
        SandboxSettings sandbox = SandboxSettings.defaults();
        BotUploads uploads = new BotUploads(
                database.jdbi(),
                jars,
                botFiles,
                new SandboxSettings(
                        sandbox.workPerDecision(),
                        sandbox.workPerMatch(),
                        sandbox.watchdogGrace(),
                        sandbox.limits().withMaxJarBytes(settings.maxJarBytes())),
                new ZipStore(settings.dataFolder()),
                settings.uncontainedBots(),
                clock);
        Cookies cookies = new Cookies(settings.cookies() == DashboardSettings.CookieSecurity.SECURE);
        Authentication authentication = new Authentication(accounts);
        LoginThrottle logins = new LoginThrottle(settings.logins(), clock);
        AccountRoutes accountRoutes = new AccountRoutes(accounts, cookies, logins, settings.sessionLifetime());
        this.signups = new Signups(database, accounts, clock);
        SignupGate signupGate =
                new SignupGate(signups, logins, new RateLimiter(SIGNUPS_PER_HOUR, Duration.ofHours(1), clock));
        SignupRoutes signupRoutes = new SignupRoutes(signupGate, accounts, cookies, settings.sessionLifetime());
        SignupAdminRoutes signupAdmin = new SignupAdminRoutes(signups);
        BotDirectory bots = new BotDirectory(database);
        BotRoutes botRoutes = new BotRoutes(
                bots,
                access,
                uploads,
                new LeagueEntries(database, clock, access),
                jars,
                new RateLimiter(settings.uploads(), settings.uploadWindow(), clock),
                settings.maxJarBytes());
        ReplayRoutes replayRoutes = new ReplayRoutes(replays, database, access);
        MatchList matchList = new MatchList(database);
        MatchRoutes matchRoutes = new MatchRoutes(matchList, new MatchDetail(database), access);
        BotPage botPage = new BotPage(bots, new BotHistory(database), matchList, access);
        ClassroomRoutes classroomRoutes =
                new ClassroomRoutes(database, clock, access, accounts, signupGate, cookies, settings.sessionLifetime());
        this.tables = new Tables(
                settings.dataFolder(),
                database,
                access,
                botFiles,
                clock,
                TableLimits.DEFAULT,
                settings.uncontainedBots());
        TableRoutes tableRoutes = new TableRoutes(tables);
        ApiDocs docs = new ApiDocs();
        this.app = Javalin.create(config -> {
            configure(config);
            config.routes.before(SecurityHeaders::apply);
            config.routes.before(this::limitRequestSize);
            config.routes.before(authentication::identify);
            Errors.register(config.routes);
            config.routes.get("/", this::home);
            accountRoutes.register(config.routes);
            new AccountAdminRoutes(accounts, signupAdmin).register(config.routes);
            signupRoutes.register(config.routes);
            signupAdmin.register(config.routes);
            botRoutes.register(config.routes);
            replayRoutes.register(config.routes);
            leagueRoutes.register(config.routes);
            leagueAdmin.register(config.routes);
            matchRoutes.register(config.routes);
            botPage.register(config.routes);
            classroomRoutes.register(config.routes);
            tableRoutes.register(config.routes);
            docs.register(config.routes);
            healthRoutes.register(config.routes);
        });
    }

    /**
     * Builds the dashboard; nothing listens until {@link #start}.
     *
     * @param database an open, migrated database; the caller keeps ownership
     */
    public static Dashboard create(DashboardSettings settings, Database database, Clock clock) {
        return new Dashboard(
                Objects.requireNonNull(settings, "settings"),
                Objects.requireNonNull(database, "database"),
                Objects.requireNonNull(clock, "clock"));
    }

    private void configure(JavalinConfig config) {
        ObjectMapper mapper = JavalinJackson.defaultMapper()
                .registerModule(new Jdk8Module())
                .registerModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        config.jsonMapper(new JavalinJackson(mapper, false));
        config.startup.showJavalinBanner = false;
        config.staticFiles.add(files -> {
            files.hostedPath = "/static";
            files.directory = "/org/knightsarena/web/static";
            files.location = Location.CLASSPATH;
        });
        config.jetty.multipartConfig.maxFileSize(settings.maxJarBytes(), SizeUnit.BYTES);
        config.jetty.multipartConfig.maxTotalRequestSize(settings.maxJarBytes() + FORM_OVERHEAD_BYTES, SizeUnit.BYTES);
        config.jetty.multipartConfig.maxInMemoryFileSize(1, SizeUnit.MB);
        config.http.maxRequestSize = 1024 * 1024;
        limitConnections(config);
    }

    /**
     * Bounds what a slow or idle client can hold: a blocking read of a body waits at most the read
     * timeout for more bytes, an idle connection is closed, one address holds at most so many
     * connections, and {@link SlowRequests} closes a request whose headers take longer than their
     * deadline or whose body arrives slower than the minimum rate (Jetty's own minimum rate is not
     * used: it refuses complete small bodies when the server is slow to read them).
     */
    private void limitConnections(JavalinConfig config) {
        ConnectionLimits limits = settings.connections();
        config.jetty.modifyHttpConfiguration(http -> {
            http.setIdleTimeout(limits.readTimeout().toMillis());
        });
        config.jetty.addConnector((server, http) -> {
            ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
            connector.setHost(settings.host());
            connector.setPort(settings.port());
            connector.setIdleTimeout(limits.idleTimeout().toMillis());
            connector.addEventListener(new ConnectionsPerAddress(limits.perAddress()));
            connector.addEventListener(new SlowRequests(
                    connector.getScheduler(),
                    limits.headerTimeout(),
                    limits.readTimeout(),
                    limits.minBytesPerSecond()));
            return connector;
        });
    }

    /** Refuses a declared body larger than any form this app takes, before anything reads it. */
    private void limitRequestSize(Context ctx) {
        long declared = ctx.contentLength();
        if (declared > settings.maxJarBytes() + FORM_OVERHEAD_BYTES) {
            throw new ContentTooLargeResponse(
                    "the request is too large: a bot JAR may have at most " + settings.maxJarBytes() + " bytes");
        }
    }

    private void home(Context ctx) {
        String signedIn = Authentication.signedIn(ctx)
                .map(v -> "<p>Signed in as " + Html.text(v.username()) + ".</p>\n")
                .orElse("");
        leagueRoutes.home(
                ctx,
                "<p>Knights Arena: bots for Catan with Cities &amp; Knights. The REST API is described at <a href=\""
                        + ApiDocs.PATH + "\">" + ApiDocs.PATH + "</a>.</p>\n" + signedIn + healthRoutes.notice(ctx));
    }

    /**
     * Creates the first admin account when there is none.
     *
     * @return the generated password, to be shown once; empty when accounts already exist
     */
    public Optional<String> createFirstAdmin() {
        return accounts.createFirstAdmin("admin");
    }

    /** @return sign-up: its mode and invitations */
    public Signups signups() {
        return signups;
    }

    /** @return the accounts service, for commands and tests */
    public Accounts accounts() {
        return accounts;
    }

    /** @return the games people play against the bots */
    public Tables tables() {
        return tables;
    }

    /** @return where replays are read from */
    public ReplayLibrary replays() {
        return replays;
    }

    /**
     * Finishes the season starts a crash cut short, makes sure the open league has the sample bots
     * and a running season, starts playing every queued match in the background and moving the
     * leagues along (unless the settings play with 0 threads), then binds the configured host and
     * port and starts serving.
     */
    public Dashboard start() {
        new Leagues(database, clock).finishInterruptedStarts();
        // A first start chooses the sign-up mode: open where only this machine can reach the
        // dashboard, by invitation where others can; an admin changes it on /accounts.
        signups.settle(isLoopback(settings.host()) ? SignupMode.OPEN : SignupMode.INVITE);
        OpenLeague.ensureRunning(database, settings.openLeague(), clock);
        // Uploads kept before the database held bot files: workers on other machines fetch them from there.
        botFiles.storeFolderInDatabase();
        if (settings.playThreads() > 0) {
            play = ArenaPlay.start(
                    database,
                    settings.playThreads(),
                    botFiles,
                    clock,
                    TICK,
                    settings.seasonBreak(),
                    playHealth,
                    settings.uncontainedBots());
        }
        app.start(); // on the connector of limitConnections, which carries the host and port
        return this;
    }

    private static boolean isLoopback(String host) {
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1");
    }

    /** @return true while matches are being played */
    public boolean isPlaying() {
        return play != null && play.isPlaying();
    }

    /**
     * Moves the leagues and assignments along now rather than at the next timer tick, for tests
     * that move their clock past a deadline. Does nothing when the dashboard does not play.
     */
    public void tick() {
        if (play != null) {
            play.tick();
        }
    }

    /** @return the bound port (the real one when started on port 0) */
    public int port() {
        return app.port();
    }

    /** @return the address to open in a browser */
    public URI url() {
        String host = settings.host().equals("0.0.0.0") ? "localhost" : settings.host();
        return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + "/");
    }

    /** @return the Javalin app, for tests that inspect the registered routes */
    public Javalin app() {
        return app;
    }

    /** Stops serving; safe to call more than once. */
    @Override
    public void close() {
        app.stop();
        tables.close();
        if (play != null) {
            play.close();
            play = null;
        }
    }
}
