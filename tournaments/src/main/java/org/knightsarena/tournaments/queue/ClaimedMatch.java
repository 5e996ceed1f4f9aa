package org.knightsarena.tournaments.queue;

import java.util.List;
import java.util.Objects;
import org.knightsarena.platform.match.MatchSpec;

/**
 * A match a worker has claimed: what to play and the lease it holds.
 *
 * <p>Immutable and thread-safe.
 *
 * @param matchId the match's row id
 * @param tournamentId its tournament's row id
 * @param attempt which attempt this is, 1 for the first
 * @param owner the lease owner, unique per worker
 * @param spec what to play; seats name the agents as {@link MatchSpec} describes
 * @param entrantIds the entrant of each seat
 * @param labels the entrant label of each seat
 * @param agentVersionIds the agent version playing each seat
 */
public record ClaimedMatch(
        long matchId,
        long tournamentId,
        int attempt,
        String owner,
        MatchSpec spec,
        List<Long> entrantIds,
        List<String> labels,
        List<Long> agentVersionIds) {

    public ClaimedMatch {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(spec, "spec");
        entrantIds = List.copyOf(entrantIds);
        labels = List.copyOf(labels);
        agentVersionIds = List.copyOf(agentVersionIds);
    }
}
