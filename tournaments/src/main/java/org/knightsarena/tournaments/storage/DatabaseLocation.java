package org.knightsarena.tournaments.storage;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the arena database lives: an SQLite file in a data folder (the default), or a PostgreSQL
 * server, named by {@code --db postgresql://[USER[:PASSWORD]@]HOST[:PORT]/NAME}.
 *
 * <p>Immutable values; {@link #parse} validates and names the bad value in its message.
 */
public sealed interface DatabaseLocation {

    /** The scheme of a PostgreSQL location. */
    String POSTGRESQL_SCHEME = "postgresql";

    /** The port PostgreSQL listens on when the URL names none. */
    int POSTGRESQL_DEFAULT_PORT = 5432;

    /**
     * The SQLite database {@code arena.db} in a data folder.
     *
     * @param folder never null
     */
    record SqliteFolder(Path folder) implements DatabaseLocation {
        public SqliteFolder {
            Objects.requireNonNull(folder, "folder");
        }

        /** The database file's absolute path (for messages). */
        @Override
        public String toString() {
            return folder.resolve(Database.FILE_NAME).toAbsolutePath().toString();
        }
    }

    /**
     * A database on a PostgreSQL server.
     *
     * @param host never blank
     * @param port 1 to 65535
     * @param database the database name, never blank
     * @param user the role to log in as, never blank
     * @param password empty when the server needs none (trust or peer authentication)
     */
    record PostgresServer(String host, int port, String database, String user, Optional<String> password)
            implements DatabaseLocation {
        public PostgresServer {
            requireNonBlank(host, "host");
            requireNonBlank(database, "database");
            requireNonBlank(user, "user");
            Objects.requireNonNull(password, "password");
            if (port < 1 || port > 65535) {
                throw new IllegalArgumentException("port must be 1 to 65535: " + port);
            }
        }

        /** The JDBC URL of the database, without the credentials. */
        public String jdbcUrl() {
            return "jdbc:postgresql://" + host + ":" + port + "/" + database;
        }

        /** The location as the user writes it, without the password (for messages and logs). */
        @Override
        public String toString() {
            return POSTGRESQL_SCHEME + "://" + user + "@" + host + ":" + port + "/" + database;
        }
    }

    /**
     * Reads a {@code --db} value: {@code postgresql://[USER[:PASSWORD]@]HOST[:PORT]/NAME}. A user or
     * password the URL leaves out comes from {@code PGUSER} or {@code PGPASSWORD} in {@code env}, as
     * for PostgreSQL's own tools; without {@code PGUSER} the user is the account running the arena.
     *
     * @param value the option's text, never null
     * @param env the environment to read {@code PG*} variables from, never null
     * @throws IllegalArgumentException naming the value and what is wrong with it
     */
    static DatabaseLocation parse(String value, Map<String, String> env) {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(env, "env");
        String expected = "--db must look like postgresql://HOST:PORT/NAME";
        URI uri;
        try {
            uri = new URI(value.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(expected + ", but was '" + value + "': " + e.getReason());
        }
        if (!POSTGRESQL_SCHEME.equals(uri.getScheme())) {
            throw new IllegalArgumentException(expected + " (the only database besides the default SQLite"
                    + " in --data), but was '" + value + "'");
        }
        if (uri.getHost() == null || uri.getHost().isBlank()) {
            throw new IllegalArgumentException(expected + ", but '" + value + "' names no host");
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        if (path.length() <= 1 || path.indexOf('/', 1) >= 0) {
            throw new IllegalArgumentException(
                    expected + ", but '" + value + "' names no database" + " (one path segment after the host)");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException(expected + ", but '" + value + "' has a query or fragment;"
                    + " give the password in the URL or PGPASSWORD");
        }
        String user = null;
        String password = null;
        if (uri.getRawUserInfo() != null) {
            String[] parts = uri.getRawUserInfo().split(":", 2);
            user = decode(parts[0]);
            password = parts.length == 2 ? decode(parts[1]) : null;
        }
        if (user == null || user.isEmpty()) {
            user = env.getOrDefault("PGUSER", System.getProperty("user.name"));
        }
        if (password == null) {
            password = env.get("PGPASSWORD");
        }
        int port = uri.getPort() == -1 ? POSTGRESQL_DEFAULT_PORT : uri.getPort();
        return new PostgresServer(uri.getHost(), port, decode(path.substring(1)), user, Optional.ofNullable(password));
    }

    private static String decode(String raw) {
        return URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    private static void requireNonBlank(String value, String name) {
        Objects.requireNonNull(value, name);
        if (value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
    }
}
