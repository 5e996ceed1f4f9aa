package org.knightsarena.web.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.Arena;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.accounts.Accounts;
import org.knightsarena.web.accounts.Role;
import picocli.CommandLine;

class ArenaCommandsTest {
    @Test
    void serveAndAccountsAreSubcommandsOfArena() {
        CommandLine arena = new CommandLine(new Arena());
        assertTrue(arena.getSubcommands().containsKey("serve"));
        assertTrue(arena.getSubcommands().containsKey("accounts"));
        CommandLine serve = arena.getSubcommands().get("serve");
        assertEquals("8080", serve.getCommandSpec().findOption("--port").defaultValue());
        assertEquals("arena-data", serve.getCommandSpec().findOption("--data").defaultValue());
        assertEquals("1", serve.getCommandSpec().findOption("--play-threads").defaultValue());
    }

    @Test
    void negativePlayThreadsAreRefusedWithTheRule(@TempDir Path data) {
        StringWriter err = new StringWriter();
        CommandLine arena = new CommandLine(new Arena()).setErr(new PrintWriter(err));
        int status = arena.execute("serve", "--port", "0", "--data", data.toString(), "--play-threads", "-1");
        assertEquals(2, status);
        assertTrue(err.toString().contains("--play-threads must be 0 (do not play) or more, was -1"), err.toString());
    }

    @Test
    void accountsCreateReadsThePasswordFromStandardInputWithoutATerminal(@TempDir Path data) {
        InputStream stdin = System.in;
        try {
            System.setIn(new ByteArrayInputStream("a long enough password\n".getBytes(StandardCharsets.UTF_8)));
            int status = new CommandLine(new Arena())
                    .execute("accounts", "create", "carol", "--role", "organiser", "--data", data.toString());
            assertEquals(0, status);
        } finally {
            System.setIn(stdin);
        }
        try (Database database = Database.open(data)) {
            Accounts accounts = new Accounts(database, 4, Duration.ofDays(1), Clock.systemUTC());
            assertEquals(Role.ORGANISER, accounts.find("carol").orElseThrow().role());
            assertTrue(accounts.login("carol", "a long enough password").isPresent());
        }
    }

    @Test
    void accountsCreateRefusesANameThatDiffersOnlyInCase(@TempDir Path data) {
        assertEquals(0, createAccount(data, "carol").status());
        Outcome shadow = createAccount(data, "Carol");
        assertEquals(2, shadow.status());
        assertEquals("arena accounts create: the user name 'Carol' is taken; choose another\n", shadow.stderr());
    }

    @Test
    void accountsDisableEnableAndPasswordChangeAnExistingAccount(@TempDir Path data) {
        assertEquals(0, createAccount(data, "carol").status());
        String folder = data.toString();
        assertEquals(0, runAccounts("", "disable", "Carol", "--data", folder).status());
        try (Database database = Database.open(data)) {
            Accounts accounts = new Accounts(database, 4, Duration.ofDays(1), Clock.systemUTC());
            assertTrue(accounts.find("carol").orElseThrow().disabled());
            assertThrows(
                    Accounts.DisabledAccountException.class, () -> accounts.login("carol", "a long enough password"));
        }
        assertEquals(
                0,
                runAccounts("another long password\n", "password", "carol", "--data", folder)
                        .status());
        assertEquals(0, runAccounts("", "enable", "carol", "--data", folder).status());
        try (Database database = Database.open(data)) {
            Accounts accounts = new Accounts(database, 4, Duration.ofDays(1), Clock.systemUTC());
            assertTrue(accounts.login("carol", "a long enough password").isEmpty(), "the old password is gone");
            assertTrue(accounts.login("carol", "another long password").isPresent());
        }
        assertEquals(
                new Outcome(1, "arena accounts disable: there is no account 'nobody'\n"),
                runAccounts("", "disable", "nobody", "--data", folder));
        assertEquals(
                new Outcome(2, "arena accounts password: the password must have at least 10 characters\n"),
                runAccounts("short\n", "password", "carol", "--data", folder));
    }

    @Test
    void accountsCreateAndPasswordTakePasswordStdin(@TempDir Path data) {
        String folder = data.toString();
        assertEquals(
                new Outcome(0, ""),
                runAccounts("a long enough password\n", "create", "dave", "--password-stdin", "--data", folder));
        assertEquals(
                new Outcome(0, ""),
                runAccounts("another long password\n", "password", "dave", "--password-stdin", "--data", folder));
        try (Database database = Database.open(data)) {
            Accounts accounts = new Accounts(database, 4, Duration.ofDays(1), Clock.systemUTC());
            assertTrue(accounts.login("dave", "another long password").isPresent());
        }
    }

    @Test
    void aScriptThatGivesNoPasswordIsToldHowToGiveOne(@TempDir Path data) {
        String folder = data.toString();
        String howTo = "no password given: run the command at a terminal to be asked for one, or give it on the"
                + " first line of standard input with --password-stdin, such as printf '%s\\n' \"$PASSWORD\" |";
        assertEquals(
                new Outcome(2, "arena accounts create: " + howTo + " arena accounts create NAME --password-stdin\n"),
                runAccounts("", "create", "dave", "--data", folder));
        assertEquals(
                new Outcome(2, "arena accounts create: " + howTo + " arena accounts create NAME --password-stdin\n"),
                runAccounts("\n", "create", "dave", "--password-stdin", "--data", folder));
        assertFalse(Files.exists(data.resolve(Database.FILE_NAME)), "nothing stored, not even an empty database");

        assertEquals(0, createAccount(data, "dave").status());
        assertEquals(
                new Outcome(
                        2, "arena accounts password: " + howTo + " arena accounts password NAME --password-stdin\n"),
                runAccounts("", "password", "dave", "--password-stdin", "--data", folder));
        try (Database database = Database.open(data)) {
            Accounts accounts = new Accounts(database, 4, Duration.ofDays(1), Clock.systemUTC());
            assertTrue(accounts.login("dave", "a long enough password").isPresent(), "the password is unchanged");
        }
    }

    @Test
    void accountsHelpTellsWhereThePasswordIsRead() {
        for (String command : new String[] {"create", "password"}) {
            StringWriter out = new StringWriter();
            int status = new CommandLine(new Arena())
                    .setOut(new PrintWriter(out, true))
                    .execute("accounts", command, "--help");
            assertEquals(0, status);
            String help = out.toString().replaceAll("\\s+", " ");
            assertTrue(
                    help.contains("--password-stdin Reads the password from the first line of standard input"
                            + " instead of asking at the terminal, for scripts: printf '%s\\n' \"$PASSWORD\" |"),
                    help);
        }
    }

    /** What a command printed on standard error, and its exit status. */
    record Outcome(int status, String stderr) {}

    /** Runs {@code arena accounts create NAME}, the password coming from standard input. */
    private static Outcome createAccount(Path data, String username) {
        return runAccounts("a long enough password\n", "create", username, "--data", data.toString());
    }

    /**
     * Runs {@code arena accounts ARGS} with the given standard input, capturing what the command
     * writes to its error writer (not the JVM's standard error, where other threads may print).
     */
    static Outcome runAccounts(String stdin, String... args) {
        InputStream in = System.in;
        StringWriter err = new StringWriter();
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            String[] all = new String[args.length + 1];
            all[0] = "accounts";
            System.arraycopy(args, 0, all, 1, args.length);
            int status = new CommandLine(new Arena())
                    .setErr(new PrintWriter(err, true))
                    .execute(all);
            return new Outcome(status, err.toString());
        } finally {
            System.setIn(in);
        }
    }

    @Test
    void firstAdminIsCreatedOnceWithAPrintablePassword(@TempDir Path data) {
        try (Database database = Database.open(data)) {
            Dashboard dashboard = Dashboard.create(TestSettings.of(data), database, Clock.systemUTC());
            String password = dashboard.createFirstAdmin().orElseThrow();
            assertEquals(20, password.length());
            assertTrue(dashboard.createFirstAdmin().isEmpty(), "only on the first start");
            assertTrue(dashboard.accounts().login("admin", password).isPresent());
        }
    }

    /** Test settings without the web test fixture (this test starts no server). */
    static final class TestSettings {
        static DashboardSettings of(Path data) {
            return DashboardSettings.defaults("127.0.0.1", 0, data).withBcryptCost(4);
        }
    }
}
