package org.knightsarena.web.server;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.web.accounts.LoginLimits;

/**
 * How a dashboard is run. Immutable.
 *
 * @param host             the address to listen on, such as {@code 127.0.0.1}; never null
 * @param port             the TCP port, 0 for any free one (tests), up to 65535
 * @param dataFolder       holds {@code arena.db}, uploaded JARs and replays; never null
 * @param cookies          whether session cookies carry {@code Secure} (behind https)
 * @param bcryptCost       the bcrypt work factor, 4 to 31 (12 in production, 4 in tests)
 * @param maxJarBytes      the largest bot JAR an upload may carry, at least 1
 * @param uploads          how many uploads one account may make per {@code uploadWindow}
 * @param uploadWindow     the window of the upload rate limit, positive
 * @param logins           how failed logins are slowed down; never null
 * @param sessionLifetime  how long a login lasts, positive
 * @param playThreads      matches of the open league's season played at once, 0 to play none
 * @param openLeague       the rules the open league is created with when it does not exist yet; never null
 * @param seasonBreak      how long a finished season's standings stand before the open league's next
 *                         season starts; zero or more
 * @param connections      the HTTP server's timeouts and per-address cap; never null
 * @param uncontainedBots  what becomes of process bots (uploaded zips) where bubblewrap is missing:
 *                         refused by default (uploads refused, seats benched), allowed by the admin
 *                         who starts {@code arena serve --allow-uncontained-bots}; never null
 */
public record DashboardSettings(
        String host,
        int port,
        Path dataFolder,
        CookieSecurity cookies,
        int bcryptCost,
        long maxJarBytes,
        int uploads,
        Duration uploadWindow,
        LoginLimits logins,
        Duration sessionLifetime,
        int playThreads,
        LeagueRules openLeague,
        Duration seasonBreak,
        ConnectionLimits connections,
        UncontainedBots uncontainedBots) {

    /** Whether cookies are marked {@code Secure}, which browsers send over https only. */
    public enum CookieSecurity {
        /** Served over plain http (local use, or a proxy that does not terminate TLS). */
        PLAIN_HTTP,
        /** Served over https, directly or behind a TLS-terminating proxy. */
        SECURE
    }

    /** @throws IllegalArgumentException naming the value and the rule when a value is out of range */
    public DashboardSettings {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(dataFolder, "dataFolder");
        Objects.requireNonNull(cookies, "cookies");
        Objects.requireNonNull(uploadWindow, "uploadWindow");
        Objects.requireNonNull(logins, "logins");
        Objects.requireNonNull(sessionLifetime, "sessionLifetime");
        Objects.requireNonNull(openLeague, "openLeague");
        Objects.requireNonNull(seasonBreak, "seasonBreak");
        Objects.requireNonNull(connections, "connections");
        Objects.requireNonNull(uncontainedBots, "uncontainedBots");
        if (seasonBreak.isNegative()) {
            throw new IllegalArgumentException("the break between seasons must be zero or more: " + seasonBreak);
        }
        if (playThreads < 0) {
            throw new IllegalArgumentException("play threads must be 0 (do not play) or more: " + playThreads);
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0 to 65535: " + port);
        }
        if (bcryptCost < 4 || bcryptCost > 31) {
            throw new IllegalArgumentException("bcryptCost must be 4 to 31: " + bcryptCost);
        }
        if (maxJarBytes < 1 || uploads < 1) {
            throw new IllegalArgumentException(
                    "limits must be at least 1: maxJarBytes " + maxJarBytes + ", uploads " + uploads);
        }
        if (uploadWindow.isNegative()
                || uploadWindow.isZero()
                || sessionLifetime.isNegative()
                || sessionLifetime.isZero()) {
            throw new IllegalArgumentException("windows and the session lifetime must be positive");
        }
    }

    /**
     * The production defaults: 10 MiB JARs, 20 uploads an hour, {@link LoginLimits#DEFAULT},
     * week-long sessions, bcrypt cost 12; one thread plays the open league, Cities &amp; Knights at
     * tables of 3, 10 rounds a season, the platform's match limits, a minute's break between seasons;
     * {@link ConnectionLimits#DEFAULT}; process bots refused where bubblewrap is missing.
     */
    public static DashboardSettings defaults(String host, int port, Path dataFolder) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                CookieSecurity.PLAIN_HTTP,
                12,
                10L * 1024 * 1024,
                20,
                Duration.ofHours(1),
                LoginLimits.DEFAULT,
                Duration.ofDays(7),
                1,
                new LeagueRules(Ruleset.DEFAULT, 3, 10, MatchLimits.DEFAULT, VersionPolicy.NEXT_SEASON),
                Duration.ofMinutes(1),
                ConnectionLimits.DEFAULT,
                UncontainedBots.REFUSE);
    }

    /** @return a copy with the bcrypt cost changed; this record is unchanged */
    public DashboardSettings withBcryptCost(int cost) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                cookies,
                cost,
                maxJarBytes,
                uploads,
                uploadWindow,
                logins,
                sessionLifetime,
                playThreads,
                openLeague,
                seasonBreak,
                connections,
                uncontainedBots);
    }

    /** @return a copy with the cookie security changed; this record is unchanged */
    public DashboardSettings withCookies(CookieSecurity security) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                security,
                bcryptCost,
                maxJarBytes,
                uploads,
                uploadWindow,
                logins,
                sessionLifetime,
                playThreads,
                openLeague,
                seasonBreak,
                connections,
                uncontainedBots);
    }

    /** @return a copy with the upload limits changed; this record is unchanged */
    public DashboardSettings withUploadLimits(long jarBytes, int count, Duration window) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                cookies,
                bcryptCost,
                jarBytes,
                count,
                window,
                logins,
                sessionLifetime,
                playThreads,
                openLeague,
                seasonBreak,
                connections,
                uncontainedBots);
    }

    /** @return a copy that plays the open league with {@code threads} threads (0: not at all); this record is unchanged */
    public DashboardSettings withPlay(int threads, LeagueRules rules) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                cookies,
                bcryptCost,
                maxJarBytes,
                uploads,
                uploadWindow,
                logins,
                sessionLifetime,
                threads,
                rules,
                seasonBreak,
                connections,
                uncontainedBots);
    }

    /** @return a copy with the break between the open league's seasons changed; this record is unchanged */
    public DashboardSettings withSeasonBreak(Duration pause) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                cookies,
                bcryptCost,
                maxJarBytes,
                uploads,
                uploadWindow,
                logins,
                sessionLifetime,
                playThreads,
                openLeague,
                pause,
                connections,
                uncontainedBots);
    }

    /** @return a copy with the login limits changed; this record is unchanged */
    public DashboardSettings withLogins(LoginLimits limits) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                cookies,
                bcryptCost,
                maxJarBytes,
                uploads,
                uploadWindow,
                limits,
                sessionLifetime,
                playThreads,
                openLeague,
                seasonBreak,
                connections,
                uncontainedBots);
    }

    /** @return a copy with the HTTP server's connection limits changed; this record is unchanged */
    public DashboardSettings withConnections(ConnectionLimits limits) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                cookies,
                bcryptCost,
                maxJarBytes,
                uploads,
                uploadWindow,
                logins,
                sessionLifetime,
                playThreads,
                openLeague,
                seasonBreak,
                limits,
                uncontainedBots);
    }

    /** @return a copy with what becomes of uncontained process bots changed; this record is unchanged */
    public DashboardSettings withUncontainedBots(UncontainedBots policy) {
        return new DashboardSettings(
                host,
                port,
                dataFolder,
                cookies,
                bcryptCost,
                maxJarBytes,
                uploads,
                uploadWindow,
                logins,
                sessionLifetime,
                playThreads,
                openLeague,
                seasonBreak,
                connections,
                policy);
    }
}
