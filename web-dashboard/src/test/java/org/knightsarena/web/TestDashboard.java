package org.knightsarena.web;

import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.web.accounts.LoginLimits;
import org.knightsarena.web.accounts.Role;
import org.knightsarena.web.server.Dashboard;
import org.knightsarena.web.server.DashboardSettings;

/**
 * A real dashboard for tests: a real SQLite file in a temporary folder (or, when the system
 * property {@value #BACKEND_PROPERTY} is {@code postgresql}, a fresh database of the test
 * PostgreSQL server for each data folder: the build runs the dashboard's API tests a second time
 * so, see web-dashboard's pom), Javalin on a free localhost port, bcrypt at its lowest cost so
 * logins are quick, and three accounts.
 */
public final class TestDashboard implements AutoCloseable {
    /** The password of every test account. */
    public static final String PASSWORD = "correct horse battery";

    /**
     * Quick matches for tests: Cities &amp; Knights at tables of 3, one round, a turn cap of 12
     * and a small per-decision allowance (which also bounds the MCTS bot's search).
     */
    public static final LeagueRules QUICK_LEAGUE = new LeagueRules(
            Ruleset.CITIES_AND_KNIGHTS,
            3,
            1,
            new MatchLimits(12, new TimeBudget(Duration.ofMillis(20), Duration.ofSeconds(10)), 3),
            VersionPolicy.NEXT_SEASON);

    private final Path data;
    private final Database database;
    private final Dashboard dashboard;

    private TestDashboard(DatabaseLocation location, Path data, DashboardSettings settings, Clock clock) {
        this.data = data;
        this.database = Database.open(location);
        this.dashboard = Dashboard.create(settings, database, clock);
        if (dashboard.accounts().find("admin").isEmpty()) { // a restart on the same data folder keeps them
            dashboard.accounts().create("admin", PASSWORD, Role.ADMIN);
            dashboard.accounts().create("alice", PASSWORD, Role.PARTICIPANT);
            dashboard.accounts().create("bob", PASSWORD, Role.PARTICIPANT);
        }
        dashboard.start();
    }

    /** Starts a dashboard with test settings: accounts admin, alice and bob (participants). */
    public static TestDashboard start(Path data) {
        return start(data, settings(data));
    }

    /** Starts a dashboard with the given settings and the three accounts. */
    public static TestDashboard start(Path data, DashboardSettings settings) {
        return start(data, settings, Clock.systemUTC());
    }

    /**
     * Starts a dashboard that takes its time from {@code clock} (a {@link ShiftedClock} lets a
     * test move past a deadline), with the given settings and the three accounts.
     */
    public static TestDashboard start(Path data, DashboardSettings settings, Clock clock) {
        return new TestDashboard(backend().location(data), data, settings, clock);
    }

    /** The system property that names the database the tests' dashboards use: sqlite (the default) or postgresql. */
    public static final String BACKEND_PROPERTY = "arena.test.backend";

    /** @return the backend this run's dashboards use; the same data folder always gets the same database */
    public static StorageBackend backend() {
        return StorageBackend.valueOf(
                System.getProperty(BACKEND_PROPERTY, "sqlite").toUpperCase(java.util.Locale.ROOT));
    }

    /**
     * Starts a dashboard with test settings and the three accounts on the database at {@code
     * location} (a PostgreSQL one, say), its bot JARs in {@code data}.
     */
    public static TestDashboard start(DatabaseLocation location, Path data) {
        return new TestDashboard(location, data, settings(data), Clock.systemUTC());
    }

    /**
     * @return the settings tests use unless they need other limits: the open league is created
     *     with {@link #QUICK_LEAGUE}'s rules but not played, and a played season is followed by an
     *     hour's break
     */
    public static DashboardSettings settings(Path data) {
        return DashboardSettings.defaults("127.0.0.1", 0, data)
                .withBcryptCost(4)
                .withUploadLimits(1024 * 1024, 50, Duration.ofHours(1))
                .withLogins(new LoginLimits(50, 200, Duration.ofSeconds(1), Duration.ofMinutes(15)))
                .withPlay(0, QUICK_LEAGUE)
                // A played season then stays the latest one while a test reads it.
                .withSeasonBreak(Duration.ofHours(1));
    }

    /** @return the test settings, playing the open league's (quick) season with one thread */
    public static DashboardSettings playing(Path data) {
        return settings(data).withPlay(1, QUICK_LEAGUE);
    }

    /** @return the base address, ending in a slash */
    public URI url() {
        return dashboard.url();
    }

    /** @return a client with its own cookie jar */
    public WebClient client() {
        return new WebClient(url());
    }

    /** @return a client logged in as the user */
    public WebClient loggedIn(String username) {
        WebClient client = client();
        client.login(username, PASSWORD);
        return client;
    }

    public Dashboard dashboard() {
        return dashboard;
    }

    public Database database() {
        return database;
    }

    public Path data() {
        return data;
    }

    @Override
    public void close() {
        dashboard.close();
        database.close();
    }
}
