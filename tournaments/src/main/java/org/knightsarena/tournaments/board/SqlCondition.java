package org.knightsarena.tournaments.board;

import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.statement.SqlStatement;

/**
 * A SQL condition and the values it binds, for the reads that list what a viewer may see: a list
 * value stands for a {@code <name>} list. Immutable.
 */
public record SqlCondition(String sql, Map<String, Object> bindings) {

    /** Holds always: for admins. */
    static final SqlCondition ALWAYS = new SqlCondition("1 = 1", Map.of());

    /** Copies the bindings. */
    public SqlCondition {
        bindings = Map.copyOf(bindings);
    }

    /** Binds the values into the statement. */
    void bind(SqlStatement<?> statement) {
        bindings.forEach((name, value) -> {
            if (value instanceof List<?> list) {
                statement.bindList(name, list);
            } else {
                statement.bind(name, value);
            }
        });
    }
}
