package org.knightsarena.tournaments.storage;

import java.sql.SQLException;
import java.sql.SQLTransientException;
import java.util.Optional;
import java.util.Set;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Tells a failure that will pass by itself (the database was locked past its busy timeout, a
 * transaction lost a serialisation race or a deadlock, the pool had no connection to give in
 * time) from one that will not. The caller answers the first with "try again", not as a fault of
 * its own: the failed transaction was rolled back, so nothing was half written.
 */
public final class DatabaseBusy {

    /**
     * PostgreSQL's SQLSTATEs that pass by themselves: serialization_failure, deadlock_detected,
     * lock_not_available, query_canceled (a statement or lock timeout).
     */
    private static final Set<String> POSTGRESQL_TRANSIENT = Set.of("40001", "40P01", "55P03", "57014");

    private static final Set<SQLiteErrorCode> SQLITE_TRANSIENT = Set.of(
            SQLiteErrorCode.SQLITE_BUSY, SQLiteErrorCode.SQLITE_LOCKED,
            SQLiteErrorCode.SQLITE_BUSY_RECOVERY, SQLiteErrorCode.SQLITE_BUSY_SNAPSHOT,
            SQLiteErrorCode.SQLITE_BUSY_TIMEOUT, SQLiteErrorCode.SQLITE_LOCKED_SHAREDCACHE);

    private DatabaseBusy() {}

    /**
     * The database's own words when {@code failure} (or one of its causes) is a transient storage
     * failure; empty for any other failure.
     */
    public static Optional<String> reason(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (isTransient(t)) {
                return Optional.of(String.valueOf(t.getMessage()));
            }
        }
        return Optional.empty();
    }

    private static boolean isTransient(Throwable t) {
        if (t instanceof SQLiteException sqlite) {
            return SQLITE_TRANSIENT.contains(sqlite.getResultCode());
        }
        if (t instanceof SQLTransientException) {
            return true; // HikariCP's SQLTransientConnectionException: no connection within its timeout
        }
        return t instanceof SQLException sql
                && sql.getSQLState() != null
                && POSTGRESQL_TRANSIENT.contains(sql.getSQLState());
    }
}
