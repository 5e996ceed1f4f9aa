package org.knightsarena.tournaments.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;
import org.knightsarena.tournaments.storage.Database;

/**
 * Who may see which leagues, matches and bots, read from the database: the SQL side of the one
 * audience rule. A public league is seen by everyone, a private one (a classroom assignment) by
 * its owner, its members and admins; the matches of a private league by those who run it and by
 * anyone else only where one of their own bots played; a person's game against the bots only by
 * that person (and admins). Thread-safe.
 */
public final class Audiences {

    private final Database database;

    /** @param database the arena database, never null */
    public Audiences(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /** @return what the viewer may see of the matches; everything for admins */
    public Audience of(Viewer viewer) {
        if (viewer.isAdmin()) {
            return Audience.ALL;
        }
        return database.jdbi().withHandle(h -> of(h, viewer));
    }

    static Audience of(Handle h, Viewer viewer) {
        if (viewer.isAdmin()) {
            return Audience.ALL;
        }
        // Account ids start at 1, so an anonymous visitor (0) runs no league and played no game.
        long me = viewer.account().orElse(0L);
        List<Long> privateLeagues = h.createQuery(
                        "SELECT t.id FROM tournaments t JOIN leagues l ON l.id = t.league_id"
                                + " WHERE l.visibility = 'private' AND (l.owner_account_id IS NULL OR l.owner_account_id <> :me)")
                .bind("me", me)
                .mapTo(Long.class)
                .list();
        // A person's game against the bots is its player's only, even for the owners of the bots at the table.
        List<Long> othersGames = h.createQuery("SELECT t.id FROM tournaments t WHERE t.person_table IS NOT NULL"
                        + " AND (t.requested_by_account_id IS NULL OR t.requested_by_account_id <> :me)")
                .bind("me", me)
                .mapTo(Long.class)
                .list();
        List<Long> hidden = new ArrayList<>(privateLeagues);
        hidden.addAll(othersGames);
        if (privateLeagues.isEmpty() || viewer.account().isEmpty()) {
            return new Audience(hidden, List.of());
        }
        List<Long> own = h.createQuery(
                        "SELECT e.id FROM entrants e JOIN agent_versions v ON v.id = e.agent_version_id"
                                + " JOIN agents a ON a.id = v.agent_id WHERE a.owner_account_id = :me AND e.tournament_id IN (<hidden>)")
                .bind("me", me)
                .bindList("hidden", privateLeagues)
                .mapTo(Long.class)
                .list();
        return new Audience(hidden, own);
    }

    /** @return whether the match exists and the viewer may see it */
    public boolean canSeeMatch(Viewer viewer, long matchId) {
        return database.jdbi().withHandle(h -> {
            Audience audience = of(h, viewer);
            Query q = h.createQuery("SELECT COUNT(*) FROM matches m WHERE m.id = :id AND " + audience.sql("m"))
                    .bind("id", matchId);
            audience.bind(q);
            return q.mapTo(Integer.class).one() > 0;
        });
    }

    /** @return whether the account joined the league (a classroom assignment) */
    public boolean isMember(long accountId, long leagueId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM league_members WHERE league_id = :l"
                                        + " AND account_id = :a")
                                .bind("l", leagueId)
                                .bind("a", accountId)
                                .mapTo(Integer.class)
                                .one()
                        > 0);
    }

    /**
     * A SQL condition on a league row aliased {@code alias} that holds for the leagues the viewer
     * may see, for queries that list leagues or their matches.
     */
    public static SqlCondition leagues(Viewer viewer, String alias) {
        if (viewer.isAdmin()) {
            return SqlCondition.ALWAYS;
        }
        if (viewer.account().isEmpty()) {
            return new SqlCondition(alias + ".visibility = 'public'", Map.of());
        }
        return new SqlCondition(
                "(" + alias + ".visibility = 'public' OR " + alias + ".owner_account_id = :accessAccount" + " OR "
                        + alias + ".id IN (SELECT league_id FROM league_members WHERE account_id = :accessAccount))",
                Map.of("accessAccount", viewer.account().getAsLong()));
    }

    /**
     * A SQL condition on an {@code agents} row aliased {@code alias} that holds for the bots the
     * viewer may see: their own, those no account owns (the built-in bots), those entered in a
     * public league, and those that played a match the viewer may see. A private student's bot is
     * therefore seen only by its owner, the organiser and admins, and by classmates who met it.
     */
    public SqlCondition bots(Viewer viewer, String alias) {
        if (viewer.isAdmin()) {
            return SqlCondition.ALWAYS;
        }
        Audience audience = of(viewer);
        List<String> terms = new ArrayList<>(List.of(
                alias + ".owner_account_id IS NULL",
                "EXISTS (SELECT 1 FROM league_entrants le JOIN leagues l ON l.id = le.league_id"
                        + " WHERE le.agent_id = " + alias + ".id AND l.visibility = 'public')",
                "EXISTS (SELECT 1 FROM match_seats ms JOIN entrants e ON e.id = ms.entrant_id"
                        + " JOIN agent_versions v ON v.id = e.agent_version_id JOIN matches m ON m.id = ms.match_id"
                        + " WHERE v.agent_id = " + alias + ".id AND " + audience.sql("m") + ")"));
        Map<String, Object> bindings = new HashMap<>();
        viewer.account().ifPresent(id -> {
            terms.add(alias + ".owner_account_id = :botViewer");
            bindings.put("botViewer", id);
        });
        if (!audience.hidden().isEmpty()) {
            bindings.put("hidden", audience.hidden());
            if (!audience.own().isEmpty()) {
                bindings.put("own", audience.own());
            }
        }
        return new SqlCondition("(" + String.join(" OR ", terms) + ")", bindings);
    }
}
