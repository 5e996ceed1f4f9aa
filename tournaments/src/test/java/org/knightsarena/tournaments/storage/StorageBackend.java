package org.knightsarena.tournaments.storage;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Assumptions;

/**
 * The databases the storage tests run on, for {@code @ParameterizedClass @EnumSource(StorageBackend.class)}:
 * every test class so marked runs once per backend, the same tests on both.
 *
 * <p>PostgreSQL is the server named by {@value #URL_VARIABLE} (`.ci/run` starts a throwaway cluster
 * and always sets it); without that variable its runs are skipped, saying why. Each location is a
 * new, empty database on that server, left there: the cluster is the test run's and is removed
 * with it.
 */
public enum StorageBackend {
    SQLITE {
        @Override
        DatabaseLocation create(Path tempDir) {
            return new DatabaseLocation.SqliteFolder(tempDir);
        }
    },
    POSTGRESQL {
        @Override
        DatabaseLocation create(Path tempDir) {
            String url = System.getenv(URL_VARIABLE);
            Assumptions.assumeTrue(
                    url != null && !url.isBlank(), URL_VARIABLE + " is not set: the PostgreSQL run is skipped");
            DatabaseLocation.PostgresServer server =
                    (DatabaseLocation.PostgresServer) DatabaseLocation.parse(url, System.getenv());
            String name = server.database() + "_" + ProcessHandle.current().pid() + "_" + COUNTER.incrementAndGet();
            try (Connection admin = DriverManager.getConnection(
                            server.jdbcUrl(), server.user(), server.password().orElse(null));
                    Statement statement = admin.createStatement()) {
                statement.execute("CREATE DATABASE " + name);
            } catch (SQLException e) {
                throw new IllegalStateException("cannot create the test database " + name + " on " + server, e);
            }
            return new DatabaseLocation.PostgresServer(
                    server.host(), server.port(), name, server.user(), server.password());
        }
    };

    /** The environment variable with the test cluster's URL, {@code postgresql://USER@HOST:PORT/NAME}. */
    public static final String URL_VARIABLE = "ARENA_TEST_POSTGRESQL_URL";

    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static final Map<Path, DatabaseLocation> LOCATIONS = new ConcurrentHashMap<>();

    /**
     * The database of one test: empty at first, and the same location each time it is asked for
     * with the same folder, so a test can close and open it again.
     *
     * @param tempDir the test's temporary folder (the SQLite data folder)
     */
    public DatabaseLocation location(Path tempDir) {
        return LOCATIONS.computeIfAbsent(tempDir.toAbsolutePath().resolve(name()), ignored -> create(tempDir));
    }

    abstract DatabaseLocation create(Path tempDir);
}
