package org.knightsarena.tournaments.storage;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import org.jdbi.v3.core.ConnectionFactory;

/**
 * Keeps the connections Jdbi closes open for the next call, up to {@link #MAX_IDLE}.
 *
 * <p>Opening an SQLite connection is cheap, but closing the last one of a WAL database
 * checkpoints the log into the database file and deletes it, with an fsync each time; with a
 * connection per call that cost fell on every transaction. A connection comes back only in
 * auto-commit mode (Jdbi restores it after a transaction); any other is closed.
 *
 * <p>Thread-safe.
 */
final class ConnectionPool implements ConnectionFactory {

  /** Idle connections kept; more are closed as they come back. */
  static final int MAX_IDLE = 16;

  private final Callable<Connection> opener;
  private final List<Connection> idle = new ArrayList<>();
  private boolean closed;

  ConnectionPool(Callable<Connection> opener) {
    this.opener = Objects.requireNonNull(opener, "opener");
  }

  @Override
  public Connection openConnection() throws SQLException {
    synchronized (this) {
      if (closed) {
        throw new IllegalStateException("the database is closed");
      }
      if (!idle.isEmpty()) {
        return idle.remove(idle.size() - 1);
      }
    }
    try {
      return opener.call();
    } catch (SQLException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new SQLException("cannot open a connection", e);
    }
  }

  @Override
  public void closeConnection(Connection connection) throws SQLException {
    if (!connection.isClosed() && connection.getAutoCommit()) {
      synchronized (this) {
        if (!closed && idle.size() < MAX_IDLE) {
          idle.add(connection);
          return;
        }
      }
    }
    connection.close();
  }

  /** Closes the idle connections; connections in use are closed when they come back. */
  void close() {
    List<Connection> toClose;
    synchronized (this) {
      closed = true;
      toClose = new ArrayList<>(idle);
      idle.clear();
    }
    for (Connection c : toClose) {
      try {
        c.close();
      } catch (SQLException e) {
        // Closing releases the file handle even when SQLite reports a failed final checkpoint.
      }
    }
  }
}
