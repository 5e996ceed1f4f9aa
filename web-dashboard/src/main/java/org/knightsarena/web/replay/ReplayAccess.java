package org.knightsarena.web.replay;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.league.LeagueAccess;

/**
 * Who may watch a replay, and who may reveal its hidden information.
 *
 * <p>A match of a public league, or one played outside any league, may be watched by everyone;
 * organisers and the accounts owning a bot that played (by account id: nobody owns the built-in
 * bots) may reveal its hidden cards. A match of a private league (a classroom assignment) may be
 * watched by whom {@link LeagueAccess#canSeeMatch} lets see it (its managers, and those whose bot
 * played it), and only managers may reveal it: a student never sees another student's hidden
 * cards. A person's game against the bots may be watched by that person only (and admins), as
 * {@link LeagueAccess#canSeeMatch} says.
 */
final class ReplayAccess {
    private final Jdbi jdbi;
    private final LeagueAccess leagues;

    ReplayAccess(Jdbi jdbi, LeagueAccess leagues) {
        this.jdbi = Objects.requireNonNull(jdbi, "jdbi");
        this.leagues = Objects.requireNonNull(leagues, "leagues");
    }

    boolean canWatch(Optional<Caller> caller, long matchId) {
        // A replay file whose id is no stored match has no audience rule to follow.
        return leagues.canSeeMatch(caller, matchId) || !isStoredMatch(matchId);
    }

    private boolean isStoredMatch(long matchId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE id = :m")
                .bind("m", matchId).mapTo(Integer.class).one() > 0);
    }

    boolean canReveal(Optional<Caller> caller, long matchId, List<String> agentNames) {
        if (caller.isEmpty()) {
            return false;
        }
        Optional<League> league = privateLeague(matchId);
        if (league.isPresent()) {
            return leagues.canManage(caller, league.get());
        }
        if (caller.get().isOrganiser() || ownsASeat(caller.get(), matchId)) {
            return true;
        }
        // A replay file outside the database names its bots only by the names in its header.
        long me = caller.get().account().id();
        return jdbi.withHandle(h -> agentNames.stream().anyMatch(name -> h.createQuery(
                "SELECT COUNT(*) FROM agents WHERE name = :n AND owner_account_id = :o").bind("n", name).bind("o", me)
                .mapTo(Integer.class).one() > 0));
    }

    private boolean ownsASeat(Caller caller, long matchId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM match_seats ms"
                + " JOIN agent_versions v ON v.id = ms.agent_version_id JOIN agents a ON a.id = v.agent_id"
                + " WHERE ms.match_id = :m AND a.owner_account_id = :o")
                .bind("m", matchId).bind("o", caller.account().id()).mapTo(Integer.class).one() > 0);
    }

    private Optional<League> privateLeague(long matchId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT t.league_id FROM matches m JOIN tournaments t"
                        + " ON t.id = m.tournament_id WHERE m.id = :m AND t.league_id IS NOT NULL")
                .bind("m", matchId).mapTo(Long.class).findOne()
                .flatMap(id -> Leagues.find(h, id)))
                .filter(l -> l.visibility() == Visibility.PRIVATE);
    }
}
