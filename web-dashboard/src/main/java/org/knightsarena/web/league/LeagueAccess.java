package org.knightsarena.web.league;

import java.time.Clock;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.board.Audience;
import org.knightsarena.tournaments.board.Audiences;
import org.knightsarena.tournaments.board.Viewer;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.accounts.Role;

/**
 * Who may see and run a league, and so who may see its matches, ratings and bots: the one place
 * in the web module that decides it, for a {@link Caller}. A public league is seen by everyone; a
 * private one (a classroom assignment) by its owner, its members and admins. A league is managed
 * by its owner and by admins; a league is owned by an account, by its id ({@link
 * League#isOwnedBy}), never by a user name.
 *
 * <p>Matches, and everything read from them (rating histories, head-to-head records, a bot's
 * existence), follow one audience rule, kept with the reads in {@code tournaments} ({@link
 * Audiences}): this class only says whose eyes a request is for ({@link #viewer}). A bot is owned
 * by an account, by its id ({@link Agent#isOwnedBy}); a bot no account owns (the built-in sample
 * bots) is nobody's. Thread-safe.
 */
public final class LeagueAccess {
    private final Leagues leagues;
    private final Audiences audiences;

    /** @param database the arena database */
    public LeagueAccess(Database database) {
        Objects.requireNonNull(database, "database");
        // Finding a league reads no time.
        this.leagues = new Leagues(database, Clock.systemUTC());
        this.audiences = new Audiences(database);
    }

    /** @return whose eyes a request of the caller (anonymous when empty) is for */
    public static Viewer viewer(Optional<Caller> caller) {
        if (caller.isEmpty()) {
            return Viewer.ANONYMOUS;
        }
        long id = caller.get().account().id();
        return isAdmin(caller) ? Viewer.admin(id) : Viewer.account(id);
    }

    /** @return whether the caller (anonymous when empty) may see the league, its matches and standings */
    public boolean canSee(Optional<Caller> caller, League league) {
        if (league.visibility() == Visibility.PUBLIC) {
            return true;
        }
        return caller.isPresent() && (canManage(caller, league) || isMember(caller.get(), league.id()));
    }

    /**
     * @return whether the caller may change the league: its owner (by account id, {@link
     *     League#isOwnedBy}) or an admin
     */
    public boolean canManage(Optional<Caller> caller, League league) {
        return caller.isPresent()
                && (isAdmin(caller) || league.isOwnedBy(caller.get().account().id()));
    }

    /** @return whether the caller joined the league (a classroom assignment) */
    public boolean isMember(Caller caller, long leagueId) {
        return audiences.isMember(caller.account().id(), leagueId);
    }

    /** @return the league, if it exists and the caller may see it */
    public Optional<League> visible(Optional<Caller> caller, long leagueId) {
        return leagues.find(leagueId).filter(l -> canSee(caller, l));
    }

    /** @return whether the caller owns the bot: never for an anonymous caller, nor for a bot no account owns */
    public static boolean owns(Optional<Caller> caller, Agent bot) {
        return caller.filter(c -> bot.isOwnedBy(c.account().id())).isPresent();
    }

    /** @return whether the caller is an admin, who sees everything */
    public static boolean isAdmin(Optional<Caller> caller) {
        return caller.filter(c -> c.account().role() == Role.ADMIN).isPresent();
    }

    /** @return what the caller (anonymous when empty) may see of the matches; everything for admins */
    public Audience audience(Optional<Caller> caller) {
        return audiences.of(viewer(caller));
    }

    /** @return whether the match exists and the caller may see it */
    public boolean canSeeMatch(Optional<Caller> caller, long matchId) {
        return audiences.canSeeMatch(viewer(caller), matchId);
    }
}
