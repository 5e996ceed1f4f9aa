package org.knightsarena.tournaments.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DatabaseLocationTest {

    @Test
    void postgresqlUrlGivesHostPortDatabaseAndCredentials() {
        assertEquals(
                new DatabaseLocation.PostgresServer("db.example", 5433, "arena", "ann", Optional.of("p@ss:w/rd")),
                DatabaseLocation.parse("postgresql://ann:p%40ss%3Aw%2Frd@db.example:5433/arena", Map.of()));
    }

    @Test
    void userAndPasswordTheUrlLeavesOutComeFromPgVariablesAndThePortDefaults() {
        DatabaseLocation.PostgresServer server = (DatabaseLocation.PostgresServer) DatabaseLocation.parse(
                "postgresql://10.0.0.5/arena", Map.of("PGUSER", "arena", "PGPASSWORD", "secret"));
        assertEquals(
                new DatabaseLocation.PostgresServer("10.0.0.5", 5432, "arena", "arena", Optional.of("secret")), server);
        assertEquals("jdbc:postgresql://10.0.0.5:5432/arena", server.jdbcUrl());
        assertEquals("postgresql://arena@10.0.0.5:5432/arena", server.toString(), "no password in messages");
    }

    @Test
    void withoutPgUserTheUserIsTheAccountRunningTheArena() {
        DatabaseLocation.PostgresServer server =
                (DatabaseLocation.PostgresServer) DatabaseLocation.parse("postgresql://localhost:5432/arena", Map.of());
        assertEquals(System.getProperty("user.name"), server.user());
        assertEquals(Optional.empty(), server.password());
    }

    @Test
    void badUrlsAreRefusedNamingTheValueAndTheRule() {
        assertEquals(
                "--db must look like postgresql://HOST:PORT/NAME (the only database besides the default SQLite in"
                        + " --data), but was 'mysql://h/arena'",
                refusal("mysql://h/arena"));
        assertEquals(
                "--db must look like postgresql://HOST:PORT/NAME, but 'postgresql://h:5432/' names no database"
                        + " (one path segment after the host)",
                refusal("postgresql://h:5432/"));
        assertEquals(
                "--db must look like postgresql://HOST:PORT/NAME, but 'postgresql:///arena' names no host",
                refusal("postgresql:///arena"));
        assertEquals(
                "--db must look like postgresql://HOST:PORT/NAME, but 'postgresql://h/arena?sslmode=off' has a"
                        + " query or fragment; give the password in the URL or PGPASSWORD",
                refusal("postgresql://h/arena?sslmode=off"));
    }

    private static String refusal(String value) {
        return assertThrows(IllegalArgumentException.class, () -> DatabaseLocation.parse(value, Map.of()))
                .getMessage();
    }
}
