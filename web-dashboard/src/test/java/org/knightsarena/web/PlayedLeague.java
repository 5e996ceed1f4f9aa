package org.knightsarena.web;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Season;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Tournament;

/**
 * Real matches for the matches and bot pages' tests: a league "Test league" with four bots (alice's
 * {@link FumblingAgent}, which faults and logs; bob's random bot named {@link #XSS}; the sample
 * random and heuristic bots), two seasons played to the end in this JVM through the tournaments'
 * queue, workers and result recorder. The dashboard's open league stays unplayed, so its matches
 * are queued.
 */
public final class PlayedLeague {
    /** The league's name. */
    public static final String NAME = "Test league";
    /** alice's bot (the fumbling agent). */
    public static final String ALICE_BOT = "alice-bot";
    /** bob's bot (the random agent), whose name is markup that must render as text. */
    public static final String XSS = "<script>alert(1)</script>";

    private PlayedLeague() {}

    /**
     * Creates the league and plays its two seasons.
     *
     * @return the league's id
     */
    public static long play(Database database) throws InterruptedException {
        Clock clock = Clock.systemUTC();
        Leagues leagues = new Leagues(database, clock);
        League league = leagues.create(NAME, TestDashboard.QUICK_LEAGUE);
        leagues.enter(
                league.id(),
                version(database, ALICE_BOT, "alice", FumblingAgent.NAME).id());
        leagues.enter(league.id(), version(database, XSS, "bob", "random").id());
        leagues.enter(league.id(), version(database, "random", null, "random").id());
        leagues.enter(
                league.id(), version(database, "heuristic", null, "heuristic").id());
        for (int n = 1; n <= 2; n++) {
            Season season = leagues.planSeason(league.id());
            Tournament tournament = leagues.startSeason(season.id());
            MatchQueue queue = new MatchQueue(database, clock, Duration.ofMinutes(5));
            try (InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn())) {
                new MatchWorkers(queue, new ResultRecorder(database, clock), executor, 1, "played-league")
                        .run(tournament.id(), (match, recorded) -> {});
            }
            leagues.closeSeason(season.id(), 50);
        }
        return league.id();
    }

    /**
     * The bot's test version, or for the sample bots the version the open league registered.
     *
     * @param owner the owning account's name; null for a bot no account owns (a built-in bot)
     */
    private static AgentVersion version(Database database, String name, String owner, String source) {
        return database.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.findAgentByName(name)
                                .map(a -> dao.findVersionsByAgent(a.id()).get(0))
                                .orElseGet(() -> dao.findOrInsertVersion(
                                        name,
                                        account(database, owner),
                                        "1",
                                        source,
                                        Optional.empty(),
                                        Clock.systemUTC().instant())));
    }

    /** @return the id of the account with this name; empty for null, as for a built-in bot */
    public static OptionalLong account(Database database, String username) {
        if (username == null) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(database.jdbi()
                .withHandle(h -> h.createQuery("SELECT id FROM accounts WHERE username = :n")
                        .bind("n", username)
                        .mapTo(Long.class)
                        .one()));
    }
}
