package org.knightsarena.web.league;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.platform.match.EngineVersion;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.tournaments.league.Season;
import org.knightsarena.tournaments.league.SeasonStatus;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;

/**
 * The league every dashboard has: "Open league", with the built-in sample bots entered, so that a
 * fresh data folder shows ratings and replays without anyone uploading first. No account owns the
 * sample bots (their names are reserved, see {@code BotUploads.checkName}), so nobody can upload a
 * version of them.
 */
public final class OpenLeague {
    /** The league's name. */
    public static final String NAME = "Open league";

    /** The sample bots entered on every start, by their catalogue names. */
    public static final List<String> SAMPLE_BOTS = SampleBots.NAMES;

    private OpenLeague() {
    }

    /**
     * Registers the sample bots, creates the league with {@code rules} when it does not exist (an
     * existing league keeps its stored rules), enters the sample bots and makes sure a season runs.
     * The league rolls: when a season has played, the next starts by itself.
     *
     * @return the running season: the one left running by a previous start, or a new one
     */
    public static Season ensureRunning(Database database, LeagueRules rules, Clock clock) {
        Objects.requireNonNull(rules, "rules");
        Leagues leagues = new Leagues(database, clock);
        long leagueId = find(database).map(League::id)
                .orElseGet(() -> leagues.create(NAME, rules, Visibility.PUBLIC, OptionalLong.empty(), true).id());
        // Open leagues made before seasons rolled over by themselves roll from now on.
        database.jdbi().useHandle(h -> h.createUpdate("UPDATE leagues SET rolling = 1 WHERE id = :id")
                .bind("id", leagueId).execute());
        for (String bot : SAMPLE_BOTS) {
            AgentVersion v = database.jdbi().withExtension(AgentDao.class, dao -> builtInVersion(dao, bot, clock.instant()));
            if (!leagues.entrants(leagueId).contains(v.id())) {
                leagues.enter(leagueId, v.id());
            }
        }
        List<Season> seasons = leagues.seasons(leagueId);
        Optional<Season> running = seasons.stream().filter(s -> s.status() == SeasonStatus.RUNNING).findFirst();
        if (running.isPresent()) {
            return running.get();
        }
        Season season = seasons.stream().filter(s -> s.status() == SeasonStatus.PLANNED).findFirst()
                .orElseGet(() -> leagues.planSeason(leagueId));
        leagues.startSeason(season.id());
        return leagues.season(season.id()).orElseThrow();
    }

    /**
     * @return the stored version of a built-in agent for this engine, registered (owned by no
     *     account) when missing
     */
    public static AgentVersion builtInVersion(AgentDao dao, String name, Instant now) {
        return dao.findOrInsertVersion(name, OptionalLong.empty(), "builtin-" + EngineVersion.current(), name,
                Optional.empty(), now);
    }

    /** @return the open league, when it was created */
    public static Optional<League> find(Database database) {
        return database.jdbi().withHandle(h -> h.createQuery("SELECT id FROM leagues WHERE name = :n")
                .bind("n", NAME).mapTo(Long.class).findOne())
                .flatMap(id -> new Leagues(database, Clock.systemUTC()).find(id));
    }
}
