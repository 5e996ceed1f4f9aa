package org.knightsarena.web.accounts;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.knightsarena.tournaments.storage.Database;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arena accounts create NAME --role ROLE}: adds an account from the command line (the first
 * admin of a fresh install, say). The password is read from the terminal without echo, or from
 * the first line of standard input when there is no terminal, so it never appears in the process
 * list or the shell history.
 */
@Command(name = "accounts", mixinStandardHelpOptions = true, description = "Manages dashboard accounts.",
        subcommands = AccountsCommand.Create.class)
public final class AccountsCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Creates the command; picocli fills in its fields. */
    public AccountsCommand() {
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing subcommand (create)");
    }

    /** {@code arena accounts create}. */
    @Command(name = "create", mixinStandardHelpOptions = true, description = "Creates an account.")
    static final class Create implements Callable<Integer> {
        @Parameters(index = "0", description = "The user name (3 to 32 letters, digits, '_', '.', '-').")
        String username;

        @Option(names = "--role", defaultValue = "participant",
                description = "admin, organiser or participant (default: ${DEFAULT-VALUE}).")
        String role;

        @Option(names = "--data", defaultValue = "arena-data", description = "Data folder (default: ${DEFAULT-VALUE}).")
        Path data;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            Role r;
            try {
                r = Role.fromCode(role);
                Accounts.checkUsername(username);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
            }
            String password = readPassword();
            try (Database database = Database.open(data)) {
                Accounts accounts = new Accounts(database.jdbi(), 12, Duration.ofDays(7), Clock.systemUTC());
                Account created = accounts.create(username, password, r);
                System.out.println("created " + created.role().code() + " account '" + created.username() + "'");
                return 0;
            } catch (IllegalArgumentException e) {
                System.err.println("arena accounts create: " + e.getMessage());
                return 2;
            }
        }

        private static String readPassword() throws IOException {
            Console console = System.console();
            if (console != null) {
                char[] first = console.readPassword("Password: ");
                char[] again = console.readPassword("Again: ");
                if (first == null || again == null || !new String(first).equals(new String(again))) {
                    throw new IllegalStateException("the two passwords differ; run the command again");
                }
                return new String(first);
            }
            String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            return line == null ? "" : line;
        }
    }
}
