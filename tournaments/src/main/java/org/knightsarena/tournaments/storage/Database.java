package org.knightsarena.tournaments.storage;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Objects;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.sqlobject.SqlObjectPlugin;
import org.sqlite.SQLiteConfig;

/**
 * The arena database: an SQLite file {@code arena.db} in a data folder, reached through Jdbi.
 *
 * <p>Every connection is opened with {@code journal_mode=WAL}, {@code foreign_keys=ON}, {@code
 * busy_timeout=5000} (milliseconds) and {@code synchronous=NORMAL}, transactions begin {@code
 * IMMEDIATE}, and {@link #open} brings the schema up to date before returning. Thread-safe: use
 * {@link #jdbi()} with {@code withHandle}, {@code useHandle} or {@code inTransaction}; each call
 * takes a connection of its own from a small pool.
 */
public final class Database implements AutoCloseable {

  /** The data folder used when none is configured. */
  public static final Path DEFAULT_DATA_FOLDER = Path.of("arena-data");

  /** The database file name inside the data folder. */
  public static final String FILE_NAME = "arena.db";

  /** How long a connection waits for a lock before failing, in milliseconds. */
  public static final int BUSY_TIMEOUT_MILLIS = 5000;

  private final Path file;
  private final Jdbi jdbi;
  private final ConnectionPool pool;

  private Database(Path file, Jdbi jdbi, ConnectionPool pool) {
    this.file = file;
    this.jdbi = jdbi;
    this.pool = pool;
  }

  /**
   * Opens (creating if needed) the database in {@code dataFolder} and applies pending migrations.
   * The caller must {@link #close()} the result.
   *
   * @param dataFolder created with its parents if missing; it and the database files are made
   *     owner-only ({@link OwnerOnly}); must not be null
   * @throws UncheckedIOException if the folder cannot be created or made owner-only
   * @throws IllegalStateException if a migration fails
   */
  public static Database open(Path dataFolder) {
    return open(dataFolder, Migrations.fromClasspath());
  }

  /** Like {@link #open(Path)} with the given migrations instead of the project's scripts. */
  static Database open(Path dataFolder, Migrations migrations) {
    Objects.requireNonNull(dataFolder, "dataFolder");
    Objects.requireNonNull(migrations, "migrations");
    OwnerOnly.folder(dataFolder);
    Path file = dataFolder.resolve(FILE_NAME).toAbsolutePath();
    // SQLite gives the -wal and -shm files it creates the database file's permissions.
    OwnerOnly.file(file);
    String url = "jdbc:sqlite:" + file;
    SQLiteConfig config = new SQLiteConfig();
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    config.enforceForeignKeys(true);
    config.setBusyTimeout(BUSY_TIMEOUT_MILLIS);
    // A transaction takes the write lock when it begins, waiting up to the busy timeout. A
    // deferred one would take it at its first write and, in WAL mode, fail at once if another
    // connection wrote since its first read; every transaction here reads and then writes.
    config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: a killed process loses
    // nothing committed and the file is never corrupted; only a power cut or an OS crash may
    // lose the last commits.
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    ConnectionPool pool = new ConnectionPool(() -> config.createConnection(url));
    Jdbi jdbi = Jdbi.create(pool);
    jdbi.installPlugin(new SqlObjectPlugin());
    try {
      migrations.migrate(jdbi);
      // Left by an older version, these may still be readable by others.
      OwnerOnly.fileIfExists(Path.of(file + "-wal"));
      OwnerOnly.fileIfExists(Path.of(file + "-shm"));
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
    return new Database(file, jdbi, pool);
  }

  /** The Jdbi instance; connections it opens carry the pragmas above. */
  public Jdbi jdbi() {
    return jdbi;
  }

  /** The absolute path of the database file. */
  public Path file() {
    return file;
  }

  /**
   * Closes the pooled connections (see {@link ConnectionPool}); the Jdbi instance must not be used
   * afterwards. Safe to call more than once.
   */
  @Override
  public void close() {
    pool.close();
  }
}
