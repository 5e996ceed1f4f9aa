package org.knightsarena.web.league;

import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.board.BuiltInBots;
import org.knightsarena.tournaments.board.LeagueUpkeep;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.tournaments.league.Season;
import org.knightsarena.tournaments.league.SeasonStatus;
import org.knightsarena.tournaments.league.Visibility;
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
    public static final String NAME = LeagueUpkeep.OPEN_LEAGUE;

    private OpenLeague() {}

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
        BuiltInBots builtIns = new BuiltInBots(database);
        long leagueId = find(database)
                .map(League::id)
                .orElseGet(() -> leagues.create(NAME, rules, Visibility.PUBLIC, OptionalLong.empty(), true)
                        .id());
        // Open leagues made before seasons rolled over by themselves roll from now on.
        new LeagueUpkeep(database).makeRolling(leagueId);
        for (String bot : SampleBots.NAMES) {
            AgentVersion v = builtIns.version(bot, clock.instant());
            if (!leagues.entrants(leagueId).contains(v.id())) {
                leagues.enter(leagueId, v.id());
            }
        }
        List<Season> seasons = leagues.seasons(leagueId);
        Optional<Season> running =
                seasons.stream().filter(s -> s.status() == SeasonStatus.RUNNING).findFirst();
        if (running.isPresent()) {
            return running.get();
        }
        Season season = seasons.stream()
                .filter(s -> s.status() == SeasonStatus.PLANNED)
                .findFirst()
                .orElseGet(() -> leagues.planSeason(leagueId));
        leagues.startSeason(season.id());
        return leagues.season(season.id()).orElseThrow();
    }

    /** @return the open league, when it was created */
    public static Optional<League> find(Database database) {
        return new LeagueUpkeep(database)
                .idNamed(NAME)
                .flatMap(id -> new Leagues(database, Clock.systemUTC()).find(id));
    }
}
