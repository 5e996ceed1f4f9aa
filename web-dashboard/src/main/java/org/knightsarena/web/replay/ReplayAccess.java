package org.knightsarena.web.replay;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.board.ReplayReads;
import org.knightsarena.tournaments.league.League;
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
    private final ReplayReads replays;
    private final LeagueAccess leagues;

    ReplayAccess(ReplayReads replays, LeagueAccess leagues) {
        this.replays = Objects.requireNonNull(replays, "replays");
        this.leagues = Objects.requireNonNull(leagues, "leagues");
    }

    boolean canWatch(Optional<Caller> caller, long matchId) {
        // A replay file whose id is no stored match has no audience rule to follow.
        return leagues.canSeeMatch(caller, matchId) || !replays.isStoredMatch(matchId);
    }

    boolean canReveal(Optional<Caller> caller, long matchId, List<String> agentNames) {
        if (caller.isEmpty()) {
            return false;
        }
        Optional<League> league = replays.privateLeague(matchId);
        if (league.isPresent()) {
            return leagues.canManage(caller, league.get());
        }
        long me = caller.get().account().id();
        // A replay file outside the database names its bots only by the names in its header.
        return caller.get().isOrganiser() || replays.ownsASeat(me, matchId) || replays.ownsABotNamed(me, agentNames);
    }
}
