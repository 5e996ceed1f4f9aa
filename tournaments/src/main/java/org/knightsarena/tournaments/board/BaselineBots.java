package org.knightsarena.tournaments.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;

/**
 * The bots an organiser may choose as an assignment's baselines: the built-in sample bots (owned
 * by no account) and the organiser's own uploads (owned by their account id), each by its latest
 * playable version. Thread-safe.
 */
public final class BaselineBots {
    private final Database database;
    private final List<String> sampleBots;

    /**
     * @param database the arena database, never null
     * @param sampleBots the built-in sample bots' names, which every organiser may choose
     */
    public BaselineBots(Database database, List<String> sampleBots) {
        this.database = Objects.requireNonNull(database, "database");
        this.sampleBots = List.copyOf(sampleBots);
    }

    /**
     * @return the latest playable version of the named bot
     * @throws IllegalArgumentException naming the bot when it is unknown, belongs to someone else,
     *     or has no playable version
     */
    public long latestVersion(long organiser, String bot) {
        Agent agent = database.jdbi()
                .withExtension(AgentDao.class, dao -> dao.findAgentByName(bot))
                .filter(a -> mayUse(organiser, a))
                .orElseThrow(() -> new IllegalArgumentException("the baseline '" + bot + "' is neither a sample bot ("
                        + String.join(", ", sampleBots) + ") nor a bot you uploaded"));
        return playable(agent)
                .map(AgentVersion::id)
                .orElseThrow(() -> new IllegalArgumentException("the baseline '" + bot
                        + "' has no version that may play; upload a version the verifier accepts"));
    }

    /**
     * @return the latest playable version of a bot already chosen as a baseline (whoever chose it:
     *     re-pinning needs no new choice)
     * @throws IllegalArgumentException naming the bot when it is unknown or has no playable version
     */
    public long latestVersionOfBaseline(String bot) {
        Agent agent = database.jdbi()
                .withExtension(AgentDao.class, dao -> dao.findAgentByName(bot))
                .orElseThrow(() -> new IllegalArgumentException("there is no bot named '" + bot + "'"));
        return playable(agent)
                .map(AgentVersion::id)
                .orElseThrow(() -> new IllegalArgumentException("the baseline '" + bot
                        + "' has no version that may play; upload a version the verifier accepts"));
    }

    /** @return the names the organiser may choose: the sample bots, then their own bots with a playable version */
    public List<String> choices(long organiser) {
        List<String> names = new ArrayList<>();
        database.jdbi().useExtension(AgentDao.class, dao -> {
            for (String sample : sampleBots) {
                dao.findAgentByName(sample).filter(a -> mayUse(organiser, a)).ifPresent(a -> names.add(a.name()));
            }
        });
        names.addAll(database.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT a.name FROM agents a WHERE a.owner_account_id = :o AND EXISTS"
                                        + " (SELECT 1 FROM agent_versions v WHERE v.agent_id = a.id AND v.status = 'active') ORDER BY a.name")
                        .bind("o", organiser)
                        .mapTo(String.class)
                        .list()));
        return names.stream().distinct().toList();
    }

    private boolean mayUse(long organiser, Agent agent) {
        return agent.isOwnedBy(organiser) || (agent.owner().isEmpty() && sampleBots.contains(agent.name()));
    }

    private Optional<AgentVersion> playable(Agent agent) {
        List<AgentVersion> versions =
                database.jdbi().withExtension(AgentDao.class, dao -> dao.findVersionsByAgent(agent.id()));
        for (int i = versions.size() - 1; i >= 0; i--) {
            if (versions.get(i).status().isPlayable()) {
                return Optional.of(versions.get(i));
            }
        }
        return Optional.empty();
    }
}
