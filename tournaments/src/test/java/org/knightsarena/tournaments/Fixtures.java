package org.knightsarena.tournaments;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;

/** Builds stored tournaments of built-in agents for tests. */
public final class Fixtures {

    /** The instant test clocks start at. */
    public static final Instant T0 = Instant.parse("2026-01-02T03:04:05Z");

    private Fixtures() {}

    /** Returns the id of the participant account with this name, adding it (with no usable password) if new. */
    public static long account(Database db, String name) {
        return db.jdbi()
                .withHandle(h -> h.createQuery("SELECT id FROM accounts WHERE username = :n")
                        .bind("n", name)
                        .mapTo(Long.class)
                        .findOne()
                        .orElseGet(
                                () -> h.createUpdate("INSERT INTO accounts (username, password_hash, role, created_at)"
                                                + " VALUES (:n, 'not a hash', 'participant', 0)")
                                        .bind("n", name)
                                        .executeAndReturnGeneratedKeys("id")
                                        .mapTo(Long.class)
                                        .one()));
    }

    /** Returns the built-in agent's version, registering it if new. */
    public static AgentVersion builtIn(Database db, String name) {
        String base = AgentCatalog.baseName(name);
        return db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.findOrInsertVersion(
                                base, OptionalLong.empty(), "builtin-test", base, Optional.empty(), T0));
    }

    /** Labels the names as the command line does ({@code random}, {@code random#2}) and registers them. */
    public static List<EntrantSpec> entrants(Database db, String... names) {
        Set<String> used = new HashSet<>();
        List<EntrantSpec> specs = new ArrayList<>();
        for (String name : names) {
            String label = name;
            for (int n = 2; !used.add(label); n++) {
                label = AgentCatalog.baseName(name) + "#" + n;
            }
            specs.add(new EntrantSpec(label, builtIn(db, name)));
        }
        return specs;
    }

    /** Settings with the platform's limits, K 32, start 1500. */
    public static TournamentSettings settings(Ruleset ruleset, int tableSize, int rounds, long seed) {
        return new TournamentSettings(
                ruleset,
                tableSize,
                rounds,
                seed,
                TournamentSettings.Start.STANDARD,
                MatchLimits.DEFAULT,
                EloSettings.STANDARD);
    }

    /** Schedules a tournament of the named built-in agents. */
    public static Tournament tournament(Database db, Clock clock, TournamentSettings settings, String... names) {
        return new Tournaments(db, clock)
                .create("test", settings, entrants(db, names), Optional.empty(), OptionalLong.empty());
    }

    /** A clock that stands still until moved. */
    public static final class ManualClock extends Clock {
        private volatile Instant now;

        public ManualClock(Instant start) {
            this.now = start;
        }

        /** Moves the clock forward. */
        public void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
