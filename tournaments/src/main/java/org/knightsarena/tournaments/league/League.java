package org.knightsarena.tournaments.league;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.storage.Agent;

/**
 * A row of {@code leagues}.
 *
 * @param id the row id
 * @param name unique among leagues
 * @param rules its rules and limits
 * @param visibility who may see it
 * @param owner the account of the organiser who runs it; empty for leagues the platform made, and
 *     for those whose organiser's name matched no account when V8 moved owners to account ids
 * @param rolling whether the next season starts by itself when a season has played all its matches
 * @param createdAt when it was created
 */
public record League(
        long id,
        String name,
        LeagueRules rules,
        Visibility visibility,
        Optional<Agent.Owner> owner,
        boolean rolling,
        Instant createdAt) {

    public League {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(visibility, "visibility");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /** Returns whether the account with this id runs the league: decided by id, never by name. */
    public boolean isOwnedBy(long accountId) {
        return owner.filter(o -> o.accountId() == accountId).isPresent();
    }
}
