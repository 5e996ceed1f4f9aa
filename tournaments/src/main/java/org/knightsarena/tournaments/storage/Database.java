package org.knightsarena.tournaments.storage;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.sqlobject.SqlObjectPlugin;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The arena database, reached through Jdbi over a HikariCP pool, with its schema kept by Flyway
 * ({@link Schema}): by default an SQLite file {@code arena.db} in a data folder, or a PostgreSQL
 * database ({@link DatabaseLocation}).
 *
 * <p>Every SQLite connection is opened with {@code journal_mode=WAL}, {@code foreign_keys=ON}, {@code
 * busy_timeout=5000} (milliseconds) and {@code synchronous=NORMAL}, transactions begin {@code
 * IMMEDIATE}, and {@link #open} brings the schema up to date before returning. Thread-safe: use
 * {@link #jdbi()} with {@code withHandle}, {@code useHandle} or {@code inTransaction}; each call
 * takes a connection of its own from the pool.
 */
public final class Database implements AutoCloseable {

    /** The data folder used when none is configured. */
    public static final Path DEFAULT_DATA_FOLDER = Path.of("arena-data");

    /** The database file name inside the data folder. */
    public static final String FILE_NAME = "arena.db";

    /** How long a connection waits for a lock before failing, in milliseconds. */
    public static final int BUSY_TIMEOUT_MILLIS = 5000;

    /**
     * Connections the pool holds at most. SQLite writes one transaction at a time whatever the
     * number (IMMEDIATE transactions queue on the write lock), but WAL readers run side by side, so
     * the web pages' reads are not held up behind one another.
     */
    static final int MAX_CONNECTIONS = 16;

    private final DatabaseLocation location;
    private final Dialect dialect;
    private final Jdbi jdbi;
    private final HikariDataSource pool;
    private final Schema schema;

    private Database(DatabaseLocation location, Dialect dialect, Jdbi jdbi, HikariDataSource pool, Schema schema) {
        this.location = location;
        this.dialect = dialect;
        this.jdbi = jdbi;
        this.pool = pool;
        this.schema = schema;
    }

    /**
     * Opens (creating if needed) the database in {@code dataFolder} and applies pending migrations;
     * a database made before Flyway is adopted first ({@link Schema}). The caller must {@link
     * #close()} the result.
     *
     * @param dataFolder created with its parents if missing; it and the database files are made
     *     owner-only ({@link OwnerOnly}); must not be null
     * @throws UncheckedIOException if the folder cannot be created or made owner-only
     * @throws MigrationRefusedException if a migration's guard refused it (nothing changed)
     * @throws IllegalStateException if a migration fails
     */
    public static Database open(Path dataFolder) {
        return open(new DatabaseLocation.SqliteFolder(Objects.requireNonNull(dataFolder, "dataFolder")));
    }

    /**
     * Opens the database at {@code location}, SQLite as {@link #open(Path)} does or a PostgreSQL
     * database (which must exist; its schema is created or brought up to date the same way).
     *
     * @throws IllegalStateException if the server cannot be reached or a migration fails
     */
    public static Database open(DatabaseLocation location) {
        return open(location, Schema::latest);
    }

    /**
     * Like {@link #open(DatabaseLocation)}, with the schema only up to {@code version}, as older code
     * left it: for tests of upgrades.
     */
    public static Database openAt(DatabaseLocation location, int version) {
        return open(location, (pool, dialect) -> Schema.at(pool, dialect, version));
    }

    /** Like {@link #open(Path)}, with the schema only up to {@code version}, as older code left it: for tests of upgrades. */
    public static Database openAt(Path dataFolder, int version) {
        return openAt(new DatabaseLocation.SqliteFolder(dataFolder), version);
    }

    private static Database open(DatabaseLocation location, BiFunction<HikariDataSource, Dialect, Schema> schemaOf) {
        Objects.requireNonNull(location, "location");
        if (location instanceof DatabaseLocation.SqliteFolder sqlite) {
            return openSqlite(sqlite, schemaOf);
        } else if (location instanceof DatabaseLocation.PostgresServer server) {
            return openPostgres(server, schemaOf);
        }
        throw new AssertionError(location);
    }

    private static Database openSqlite(
            DatabaseLocation.SqliteFolder location, BiFunction<HikariDataSource, Dialect, Schema> schemaOf) {
        OwnerOnly.folder(location.folder());
        Path file = location.folder().resolve(FILE_NAME).toAbsolutePath();
        // SQLite gives the -wal and -shm files it creates the database file's permissions.
        OwnerOnly.file(file);
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
        SQLiteDataSource sqlite = new SQLiteDataSource(config);
        sqlite.setUrl("jdbc:sqlite:" + file);
        HikariConfig pool = poolConfig("arena-db " + file.getFileName());
        pool.setDataSource(sqlite);
        // Closing the last connection of a WAL database checkpoints the log into the database file
        // and deletes it, with an fsync each time; one kept open spares every transaction that cost.
        pool.setMinimumIdle(1);
        return start(location, Dialect.SQLITE, pool, schemaOf, () -> {
            // Left by an older version, these may still be readable by others.
            OwnerOnly.fileIfExists(Path.of(file + "-wal"));
            OwnerOnly.fileIfExists(Path.of(file + "-shm"));
        });
    }

    private static Database openPostgres(
            DatabaseLocation.PostgresServer server, BiFunction<HikariDataSource, Dialect, Schema> schemaOf) {
        HikariConfig pool = poolConfig("arena-db " + server);
        pool.setJdbcUrl(server.jdbcUrl());
        pool.setUsername(server.user());
        server.password().ifPresent(pool::setPassword);
        return start(server, Dialect.POSTGRESQL, pool, schemaOf, () -> {});
    }

    private static Database start(
            DatabaseLocation location,
            Dialect dialect,
            HikariConfig config,
            BiFunction<HikariDataSource, Dialect, Schema> schemaOf,
            Runnable afterMigration) {
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot open the database " + location + ": " + e.getMessage(), e);
        }
        try {
            Schema schema = schemaOf.apply(pool, dialect);
            schema.migrate();
            afterMigration.run();
            Jdbi jdbi = Jdbi.create(pool);
            jdbi.installPlugin(new SqlObjectPlugin());
            return new Database(location, dialect, jdbi, pool, schema);
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    private static HikariConfig poolConfig(String name) {
        HikariConfig pool = new HikariConfig();
        pool.setPoolName(name);
        pool.setMaximumPoolSize(MAX_CONNECTIONS);
        // A caller waits for a free connection at most as long as for SQLite's lock, then fails the
        // same way (play retries storage errors with backoff).
        pool.setConnectionTimeout(BUSY_TIMEOUT_MILLIS);
        return pool;
    }

    /** The Jdbi instance; connections it opens carry the pragmas above. */
    public Jdbi jdbi() {
        return jdbi;
    }

    /** The SQL dialect of the database, for the few queries with no portable form. */
    public Dialect dialect() {
        return dialect;
    }

    /** Where the database is. */
    public DatabaseLocation location() {
        return location;
    }

    /**
     * The absolute path of the SQLite database file.
     *
     * @throws IllegalStateException if the database is on a PostgreSQL server
     */
    public Path file() {
        if (location instanceof DatabaseLocation.SqliteFolder sqlite) {
            return sqlite.folder().resolve(FILE_NAME).toAbsolutePath();
        }
        throw new IllegalStateException("the database " + location + " is on a PostgreSQL server, not in a file");
    }

    /** The version of the schema: the highest migration applied. */
    public int schemaVersion() {
        return schema.version();
    }

    /** The migrations recorded as applied, oldest first (a database adopted from before Flyway starts with its baseline). */
    public List<AppliedMigration> appliedMigrations() {
        return schema.applied();
    }

    /**
     * Whether the database answers now: a read of the schema history on a connection from the pool.
     * A locked SQLite database still answers (its readers are not held up by a writer in WAL mode);
     * a closed pool, a server that is down or a file that cannot be opened do not.
     *
     * @return empty when it answered, else what went wrong, in words
     */
    public Optional<String> unreachable() {
        try {
            jdbi.useHandle(h -> h.createQuery("SELECT COUNT(*) FROM flyway_schema_history")
                    .mapTo(Long.class)
                    .one());
            return Optional.empty();
        } catch (RuntimeException e) {
            return Optional.of(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
    }

    /**
     * Closes the pool and its connections; the Jdbi instance must not be used afterwards. Safe to
     * call more than once.
     */
    @Override
    public void close() {
        pool.close();
    }
}
