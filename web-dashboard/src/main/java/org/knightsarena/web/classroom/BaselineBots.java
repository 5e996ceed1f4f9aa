package org.knightsarena.web.classroom;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.web.league.OpenLeague;

/**
 * The bots an organiser may choose as an assignment's baselines: the built-in sample bots (owned
 * by no account) and the organiser's own uploads (owned by their account id), each by its latest
 * playable version. Thread-safe.
 */
final class BaselineBots {
    private final Jdbi jdbi;

    BaselineBots(Jdbi jdbi) {
        this.jdbi = Objects.requireNonNull(jdbi, "jdbi");
    }

    /**
     * @return the latest playable version of the named bot
     * @throws IllegalArgumentException naming the bot when it is unknown, belongs to someone else,
     *     or has no playable version
     */
    long latestVersion(long organiser, String bot) {
        Agent agent = jdbi.withExtension(AgentDao.class, dao -> dao.findAgentByName(bot))
                .filter(a -> mayUse(organiser, a))
                .orElseThrow(() -> new IllegalArgumentException("the baseline '" + bot + "' is neither a sample bot ("
                        + String.join(", ", OpenLeague.SAMPLE_BOTS) + ") nor a bot you uploaded"));
        return playable(agent).map(AgentVersion::id).orElseThrow(() -> new IllegalArgumentException(
                "the baseline '" + bot + "' has no version that may play; upload a version the verifier accepts"));
    }

    /**
     * @return the latest playable version of a bot already chosen as a baseline (whoever chose it:
     *     re-pinning needs no new choice)
     * @throws IllegalArgumentException naming the bot when it is unknown or has no playable version
     */
    long latestVersionOfBaseline(String bot) {
        Agent agent = jdbi.withExtension(AgentDao.class, dao -> dao.findAgentByName(bot))
                .orElseThrow(() -> new IllegalArgumentException("there is no bot named '" + bot + "'"));
        return playable(agent).map(AgentVersion::id).orElseThrow(() -> new IllegalArgumentException(
                "the baseline '" + bot + "' has no version that may play; upload a version the verifier accepts"));
    }

    /** @return the names the organiser may choose: the sample bots, then their own bots with a playable version */
    List<String> choices(long organiser) {
        List<String> names = new ArrayList<>();
        jdbi.useExtension(AgentDao.class, dao -> {
            for (String sample : OpenLeague.SAMPLE_BOTS) {
                dao.findAgentByName(sample).filter(a -> mayUse(organiser, a)).ifPresent(a -> names.add(a.name()));
            }
        });
        names.addAll(jdbi.withHandle(h -> h.createQuery("SELECT a.name FROM agents a WHERE a.owner_account_id = :o AND EXISTS"
                + " (SELECT 1 FROM agent_versions v WHERE v.agent_id = a.id AND v.status = 'active') ORDER BY a.name")
                .bind("o", organiser).mapTo(String.class).list()));
        return names.stream().distinct().toList();
    }

    private static boolean mayUse(long organiser, Agent agent) {
        return agent.isOwnedBy(organiser)
                || (agent.owner().isEmpty() && OpenLeague.SAMPLE_BOTS.contains(agent.name()));
    }

    private Optional<AgentVersion> playable(Agent agent) {
        List<AgentVersion> versions = jdbi.withExtension(AgentDao.class, dao -> dao.findVersionsByAgent(agent.id()));
        for (int i = versions.size() - 1; i >= 0; i--) {
            if (versions.get(i).status().isPlayable()) {
                return Optional.of(versions.get(i));
            }
        }
        return Optional.empty();
    }
}
