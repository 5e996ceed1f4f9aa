package org.knightsarena.web.league;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.accounts.Role;

/**
 * Who may see and run a league: the one place that decides it. A public league is seen by
 * everyone; a private one (a classroom assignment) by its owner, its members and admins. A league
 * is managed by its owner and by admins. Thread-safe.
 */
public final class LeagueAccess {
    private final Jdbi jdbi;

    /** @param jdbi the arena database */
    public LeagueAccess(Jdbi jdbi) {
        this.jdbi = Objects.requireNonNull(jdbi, "jdbi");
    }

    /** @return whether the caller (anonymous when empty) may see the league, its matches and standings */
    public boolean canSee(Optional<Caller> caller, League league) {
        if (league.visibility() == Visibility.PUBLIC) {
            return true;
        }
        return caller.isPresent() && (canManage(caller, league) || isMember(caller.get(), league.id()));
    }

    /** @return whether the caller may change the league: its owner or an admin */
    public boolean canManage(Optional<Caller> caller, League league) {
        return caller.isPresent() && (caller.get().account().role() == Role.ADMIN
                || league.owner().filter(caller.get().account().username()::equals).isPresent());
    }

    /** @return whether the caller joined the league (a classroom assignment) */
    public boolean isMember(Caller caller, long leagueId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM league_members WHERE league_id = :l"
                + " AND account_id = :a").bind("l", leagueId).bind("a", caller.account().id())
                .mapTo(Integer.class).one() > 0);
    }

    /** @return the league, if it exists and the caller may see it */
    public Optional<League> visible(Optional<Caller> caller, long leagueId) {
        return jdbi.withHandle(h -> Leagues.find(h, leagueId)).filter(l -> canSee(caller, l));
    }

    /**
     * A SQL condition on a league row aliased {@code alias} that holds for the leagues the caller
     * may see, and its bindings, for queries that list leagues or their matches.
     */
    public Condition condition(Optional<Caller> caller, String alias) {
        if (caller.isEmpty()) {
            return new Condition(alias + ".visibility = 'public'", Map.of());
        }
        if (caller.get().account().role() == Role.ADMIN) {
            return new Condition("1 = 1", Map.of());
        }
        return new Condition("(" + alias + ".visibility = 'public' OR " + alias + ".owner = :accessUser OR " + alias
                + ".id IN (SELECT league_id FROM league_members WHERE account_id = :accessAccount))",
                Map.of("accessUser", caller.get().account().username(), "accessAccount", caller.get().account().id()));
    }

    /** A SQL condition and the values it binds. */
    public record Condition(String sql, Map<String, Object> bindings) {
        /** Copies the bindings. */
        public Condition {
            bindings = Map.copyOf(bindings);
        }
    }
}
