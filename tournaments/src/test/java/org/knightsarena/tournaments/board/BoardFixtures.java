package org.knightsarena.tournaments.board;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.SeasonKind;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.MatchLimits;

/** Leagues with played matches for the board's read tests. */
final class BoardFixtures {

    /**
     * Cities &amp; Knights at tables of 3, one round, a turn cap of 12, 20 ms a decision (bounding
     * the search bot): quick matches.
     */
    static final LeagueRules QUICK = new LeagueRules(
            Ruleset.CITIES_AND_KNIGHTS,
            3,
            1,
            new MatchLimits(12, new TimeBudget(Duration.ofMillis(20), Duration.ofSeconds(10)), 3),
            VersionPolicy.NEXT_SEASON);

    private BoardFixtures() {}

    /** Enters the three built-in bots in the league and starts its next season (a round of 3 matches). */
    static void startSeasonOfBuiltIns(Database db, Leagues leagues, long league) {
        for (String bot : List.of("random", "heuristic", "mcts")) {
            leagues.enter(league, Fixtures.builtIn(db, bot).id());
        }
        leagues.startNextSeason(league, SeasonKind.REGULAR, OptionalInt.empty());
    }

    /** Plays every queued match in process and stores its result. */
    static void playEverything(Database db) {
        Clock clock = Clock.systemUTC();
        MatchQueue queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        ResultRecorder recorder = new ResultRecorder(db, clock);
        InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());
        for (Optional<ClaimedMatch> m = queue.claimNext("test"); m.isPresent(); m = queue.claimNext("test")) {
            recorder.record(m.get(), executor.play(m.get().spec()));
        }
    }
}
