package org.knightsarena.tournaments.uploads;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.knightsarena.tournaments.board.Audiences;
import org.knightsarena.tournaments.board.SqlCondition;
import org.knightsarena.tournaments.board.Viewer;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.SingleMatch;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.TournamentPurpose;

/**
 * The storage side of where an upload goes: the leagues a viewer may upload into now, and the
 * test match queued for a version just entered, against the league's baselines in an assignment,
 * else against the sample bots. Thread-safe.
 */
public final class TestMatches {
    private final Database database;
    private final Clock clock;

    /** All arguments are required. */
    public TestMatches(Database database, Clock clock) {
        this.database = Objects.requireNonNull(database, "database");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** @return the ids of the leagues the viewer may see that take uploads now (no deadline passed), oldest first */
    public List<Long> openLeagues(Viewer viewer) {
        SqlCondition visible = Audiences.leagues(viewer, "l");
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT l.id FROM leagues l"
                                + " LEFT JOIN assignments a ON a.league_id = l.id WHERE " + visible.sql()
                                + " AND (a.league_id IS NULL OR a.deadline_at > :now) ORDER BY l.id")
                        .bindMap(visible.bindings())
                        .bind("now", clock.millis())
                        .mapTo(Long.class)
                        .list());
    }

    /**
     * Queues the test match of a version entered into a league.
     *
     * @param baselines the assignment's baselines when the league is one; empty for the sample bots
     * @return the test match's id
     */
    public long schedule(League league, Agent agent, AgentVersion version, List<EntrantSpec> baselines) {
        return database.jdbi()
                .inTransaction(h -> SingleMatch.schedule(
                        h,
                        TournamentPurpose.TEST_MATCH,
                        agent.name() + " " + version.version() + " test match",
                        league.rules(),
                        SingleMatch.seatAgainst(
                                new EntrantSpec(agent.name(), version),
                                baselines.isEmpty() ? sampleBots(h) : baselines,
                                league.rules().tableSize(),
                                0),
                        OptionalLong.of(league.id()),
                        agent.owner().map(Agent.Owner::accountId).orElseThrow(),
                        clock.instant()));
    }

    private static List<EntrantSpec> sampleBots(Handle h) {
        AgentDao dao = h.attach(AgentDao.class);
        List<EntrantSpec> samples = new ArrayList<>();
        // The strongest cheap bot first: a table of 3 meets heuristic and random, never the slow search bot.
        for (String name : List.of("heuristic", "random", "mcts")) {
            dao.findAgentByName(name).filter(a -> a.owner().isEmpty()).ifPresent(a -> {
                // The built-in version: a data folder from before V6 may hold an upload over a sample bot.
                dao.findVersionsByAgent(a.id()).stream()
                        .filter(v -> v.jarSha256().isEmpty() && v.status().isPlayable())
                        .reduce((older, newer) -> newer)
                        .ifPresent(v -> samples.add(new EntrantSpec(name, v)));
            });
        }
        return samples;
    }
}
