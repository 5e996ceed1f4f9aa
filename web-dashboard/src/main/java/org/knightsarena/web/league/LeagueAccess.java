package org.knightsarena.web.league;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.Query;
import org.jdbi.v3.core.statement.SqlStatement;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.accounts.Role;

/**
 * Who may see and run a league, and so who may see its matches, ratings and bots: the one place
 * that decides it. A public league is seen by everyone; a private one (a classroom assignment) by
 * its owner, its members and admins. A league is managed by its owner and by admins; a league is
 * owned by an account, by its id ({@link League#isOwnedBy}), never by a user name.
 *
 * <p>Matches, and everything read from them (rating histories, head-to-head records, a bot's
 * existence), follow one audience rule ({@link Audience}): the matches of a private league are
 * seen by those who manage it, and by anyone else only where one of their own bots played; a
 * person's game against the bots (stored from {@code /play}) only by that person (and admins). A bot
 * is owned by an account, by its id ({@link Agent#isOwnedBy}); a bot no account owns (the built-in
 * sample bots) is nobody's. Thread-safe.
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

    /**
     * @return whether the caller may change the league: its owner (by account id, {@link
     *     League#isOwnedBy}) or an admin
     */
    public boolean canManage(Optional<Caller> caller, League league) {
        return caller.isPresent() && (isAdmin(caller) || league.isOwnedBy(caller.get().account().id()));
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

    /** @return whether the caller owns the bot: never for an anonymous caller, nor for a bot no account owns */
    public static boolean owns(Optional<Caller> caller, Agent bot) {
        return caller.filter(c -> bot.isOwnedBy(c.account().id())).isPresent();
    }

    /** @return whether the caller is an admin, who sees everything */
    public static boolean isAdmin(Optional<Caller> caller) {
        return caller.filter(c -> c.account().role() == Role.ADMIN).isPresent();
    }

    /**
     * A SQL condition on a league row aliased {@code alias} that holds for the leagues the caller
     * may see, and its bindings, for queries that list leagues or their matches.
     */
    public Condition condition(Optional<Caller> caller, String alias) {
        if (caller.isEmpty()) {
            return new Condition(alias + ".visibility = 'public'", Map.of());
        }
        if (isAdmin(caller)) {
            return new Condition("1 = 1", Map.of());
        }
        return new Condition("(" + alias + ".visibility = 'public' OR " + alias + ".owner_account_id = :accessAccount"
                + " OR " + alias + ".id IN (SELECT league_id FROM league_members WHERE account_id = :accessAccount))",
                Map.of("accessAccount", caller.get().account().id()));
    }

    /** A SQL condition and the values it binds: a list value stands for a {@code <name>} list. */
    public record Condition(String sql, Map<String, Object> bindings) {
        /** Copies the bindings. */
        public Condition {
            bindings = Map.copyOf(bindings);
        }

        /** Binds the values into the statement. */
        public void bind(SqlStatement<?> statement) {
            bindings.forEach((name, value) -> {
                if (value instanceof List<?> list) {
                    statement.bindList(name, list);
                } else {
                    statement.bind(name, value);
                }
            });
        }
    }

    /**
     * Whose eyes a read of matches is for: it leaves out the matches of private leagues
     * (classroom assignments) that the viewer does not run, except those where one of the
     * viewer's bots played.
     *
     * @param hidden tournaments of private leagues the viewer does not manage, and the other
     *     accounts' games against the bots
     * @param own the viewer's entrants in those private leagues' tournaments
     */
    public record Audience(List<Long> hidden, List<Long> own) {
        /** Everyone sees everything: for admins. */
        public static final Audience ALL = new Audience(List.of(), List.of());

        /** Copies the lists. */
        public Audience {
            hidden = List.copyOf(hidden);
            own = List.copyOf(own);
        }

        /**
         * @param match the alias of a {@code matches} row in the query
         * @return a SQL condition that holds for the matches this audience may see; bind it with {@link #bind}
         */
        public String sql(String match) {
            if (hidden.isEmpty()) {
                return "1 = 1";
            }
            return "(" + match + ".tournament_id NOT IN (<hidden>)" + (own.isEmpty() ? ""
                    : " OR " + match + ".id IN (SELECT ms.match_id FROM match_seats ms WHERE ms.entrant_id IN (<own>))")
                    + ")";
        }

        /** Binds what {@link #sql} refers to. */
        public void bind(SqlStatement<?> statement) {
            if (!hidden.isEmpty()) {
                statement.bindList("hidden", hidden);
                if (!own.isEmpty()) {
                    statement.bindList("own", own);
                }
            }
        }
    }

    /** @return what the caller (anonymous when empty) may see of the matches; everything for admins */
    public Audience audience(Optional<Caller> caller) {
        if (isAdmin(caller)) {
            return Audience.ALL;
        }
        return jdbi.withHandle(h -> {
            // Account ids start at 1, so an anonymous visitor (0) runs no league and played no game.
            long me = caller.map(c -> c.account().id()).orElse(0L);
            List<Long> privateLeagues = h.createQuery("SELECT t.id FROM tournaments t JOIN leagues l ON l.id = t.league_id"
                    + " WHERE l.visibility = 'private' AND (l.owner_account_id IS NULL OR l.owner_account_id <> :me)")
                    .bind("me", me).mapTo(Long.class).list();
            // A person's game against the bots is its player's only, even for the owners of the bots at the table.
            List<Long> othersGames = h.createQuery("SELECT t.id FROM tournaments t WHERE t.person_table IS NOT NULL"
                    + " AND (t.requested_by_account_id IS NULL OR t.requested_by_account_id <> :me)")
                    .bind("me", me).mapTo(Long.class).list();
            List<Long> hidden = new ArrayList<>(privateLeagues);
            hidden.addAll(othersGames);
            if (privateLeagues.isEmpty() || caller.isEmpty()) {
                return new Audience(hidden, List.of());
            }
            List<Long> own = h.createQuery("SELECT e.id FROM entrants e JOIN agent_versions v ON v.id = e.agent_version_id"
                    + " JOIN agents a ON a.id = v.agent_id WHERE a.owner_account_id = :me AND e.tournament_id IN (<hidden>)")
                    .bind("me", me).bindList("hidden", privateLeagues).mapTo(Long.class).list();
            return new Audience(hidden, own);
        });
    }

    /** @return whether the match exists and the caller may see it */
    public boolean canSeeMatch(Optional<Caller> caller, long matchId) {
        Audience audience = audience(caller);
        return jdbi.withHandle(h -> {
            Query q = h.createQuery("SELECT COUNT(*) FROM matches m WHERE m.id = :id AND " + audience.sql("m"))
                    .bind("id", matchId);
            audience.bind(q);
            return q.mapTo(Integer.class).one() > 0;
        });
    }

    /**
     * A SQL condition on an {@code agents} row aliased {@code alias} that holds for the bots the
     * caller may see: their own, those no account owns (the built-in bots), those entered in a
     * public league, and those that played a match the caller may see. A private student's bot is
     * therefore seen only by its owner, the organiser and admins, and by classmates who met it.
     */
    public Condition botCondition(Optional<Caller> caller, String alias) {
        if (isAdmin(caller)) {
            return new Condition("1 = 1", Map.of());
        }
        Audience audience = audience(caller);
        List<String> terms = new ArrayList<>(List.of(alias + ".owner_account_id IS NULL",
                "EXISTS (SELECT 1 FROM league_entrants le JOIN leagues l ON l.id = le.league_id"
                        + " WHERE le.agent_id = " + alias + ".id AND l.visibility = 'public')",
                "EXISTS (SELECT 1 FROM match_seats ms JOIN entrants e ON e.id = ms.entrant_id"
                        + " JOIN agent_versions v ON v.id = e.agent_version_id JOIN matches m ON m.id = ms.match_id"
                        + " WHERE v.agent_id = " + alias + ".id AND " + audience.sql("m") + ")"));
        Map<String, Object> bindings = new HashMap<>();
        caller.ifPresent(c -> {
            terms.add(alias + ".owner_account_id = :botViewer");
            bindings.put("botViewer", c.account().id());
        });
        if (!audience.hidden().isEmpty()) {
            bindings.put("hidden", audience.hidden());
            if (!audience.own().isEmpty()) {
                bindings.put("own", audience.own());
            }
        }
        return new Condition("(" + String.join(" OR ", terms) + ")", bindings);
    }
}
