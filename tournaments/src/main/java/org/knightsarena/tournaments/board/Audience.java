package org.knightsarena.tournaments.board;

import java.util.List;
import org.jdbi.v3.core.statement.SqlStatement;

/**
 * Whose eyes a read of matches is for ({@link Audiences#of}): it leaves out the matches of private
 * leagues (classroom assignments) that the viewer does not run, except those where one of the
 * viewer's bots played, and the other accounts' games against the bots. Immutable.
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
    String sql(String match) {
        if (hidden.isEmpty()) {
            return "1 = 1";
        }
        return "(" + match + ".tournament_id NOT IN (<hidden>)"
                + (own.isEmpty()
                        ? ""
                        : " OR " + match
                                + ".id IN (SELECT ms.match_id FROM match_seats ms WHERE ms.entrant_id IN (<own>))")
                + ")";
    }

    /** Binds what {@link #sql} refers to. */
    void bind(SqlStatement<?> statement) {
        if (!hidden.isEmpty()) {
            statement.bindList("hidden", hidden);
            if (!own.isEmpty()) {
                statement.bindList("own", own);
            }
        }
    }
}
