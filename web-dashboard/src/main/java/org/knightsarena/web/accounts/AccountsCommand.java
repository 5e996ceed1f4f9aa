package org.knightsarena.web.accounts;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.knightsarena.tournaments.storage.Database;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arena accounts create NAME --role ROLE}: adds an account from the command line (the first
 * admin of a fresh install, say); {@code disable NAME}, {@code enable NAME} and {@code password
 * NAME} do what an admin does on the accounts page, and work when no admin can log in. Passwords
 * are read from the terminal without echo, or from the first line of standard input with
 * {@code --password-stdin} or when there is no terminal ({@link PasswordInput}), so they never
 * appear in the process list or the shell history. Messages go to
 * picocli's output and error writers, so a caller that runs the command in its own JVM gets them
 * apart from whatever else the JVM prints.
 */
@Command(
        name = "accounts",
        mixinStandardHelpOptions = true,
        description = "Manages dashboard accounts.",
        subcommands = {
            AccountsCommand.Create.class,
            AccountsCommand.Disable.class,
            AccountsCommand.Enable.class,
            AccountsCommand.Password.class
        })
public final class AccountsCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Creates the command; picocli fills in its fields. */
    public AccountsCommand() {}

    @Override
    public void run() {
        throw new CommandLine.ParameterException(
                spec.commandLine(), "Missing subcommand (create, disable, enable or password)");
    }

    /** {@code arena accounts create}. */
    @Command(name = "create", mixinStandardHelpOptions = true, description = "Creates an account.")
    static final class Create implements Callable<Integer> {
        @Parameters(index = "0", description = "The user name (3 to 32 letters, digits, '_', '.', '-').")
        String username;

        @Option(
                names = "--role",
                defaultValue = "participant",
                description = "admin, organiser or participant (default: ${DEFAULT-VALUE}).")
        String role;

        @Option(names = "--data", defaultValue = "arena-data", description = "Data folder (default: ${DEFAULT-VALUE}).")
        Path data;

        @CommandLine.Mixin
        PasswordInput passwordInput;

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
            try {
                // Read before opening the database, so that a missing password leaves the data folder as it was.
                String password = passwordInput.read(spec.name());
                try (Database database = Database.open(data)) {
                    Account created = accounts(database).create(username, password, r);
                    spec.commandLine()
                            .getOut()
                            .println("created " + created.role().code() + " account '" + created.username() + "'");
                    return 0;
                }
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println("arena accounts create: " + e.getMessage());
                return 2;
            }
        }
    }

    /** {@code arena accounts disable NAME}. */
    @Command(
            name = "disable",
            mixinStandardHelpOptions = true,
            description = "Disables an account: it cannot log in, its sessions end and its API tokens are refused;"
                    + " its bots keep playing.")
    static final class Disable extends Toggle {
        Disable() {
            super(true);
        }
    }

    /** {@code arena accounts enable NAME}. */
    @Command(name = "enable", mixinStandardHelpOptions = true, description = "Enables a disabled account again.")
    static final class Enable extends Toggle {
        Enable() {
            super(false);
        }
    }

    /** Disables or enables an account. */
    abstract static class Toggle extends Change {
        private final boolean disabled;

        Toggle(boolean disabled) {
            this.disabled = disabled;
        }

        @Override
        Optional<Account> change(Accounts accounts) {
            return accounts.setDisabled(username, disabled);
        }

        @Override
        String done(Account account) {
            return (disabled ? "disabled" : "enabled") + " account '" + account.username() + "'";
        }
    }

    /** {@code arena accounts password NAME}. */
    @Command(
            name = "password",
            mixinStandardHelpOptions = true,
            description = "Sets an account's password (read like create's) and ends its sessions.")
    static final class Password extends Change {
        @CommandLine.Mixin
        PasswordInput passwordInput;

        @Override
        Optional<Account> change(Accounts accounts) throws IOException {
            return accounts.resetPassword(username, passwordInput.read(spec.name()));
        }

        @Override
        String done(Account account) {
            return "set the password of '" + account.username() + "'; its sessions have ended";
        }
    }

    /** A change to one existing account, by name. */
    abstract static class Change implements Callable<Integer> {
        @Parameters(index = "0", description = "The user name (any case).")
        String username;

        @Option(names = "--data", defaultValue = "arena-data", description = "Data folder (default: ${DEFAULT-VALUE}).")
        Path data;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        /** @return the account changed; empty when there is none of that name */
        abstract Optional<Account> change(Accounts accounts) throws IOException;

        abstract String done(Account account);

        @Override
        public Integer call() throws IOException {
            String command = "arena accounts " + spec.name();
            try (Database database = Database.open(data)) {
                Optional<Account> changed = change(accounts(database));
                if (changed.isEmpty()) {
                    spec.commandLine().getErr().println(command + ": there is no account '" + username + "'");
                    return 1;
                }
                spec.commandLine().getOut().println(done(changed.get()));
                return 0;
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println(command + ": " + e.getMessage());
                return 2;
            }
        }
    }

    private static Accounts accounts(Database database) {
        return new Accounts(database, 12, Duration.ofDays(7), Clock.systemUTC());
    }

    /**
     * Where {@code create} and {@code password} read the new password: asked twice at the terminal
     * without echo, or the first line of standard input with {@code --password-stdin} or when there is
     * no terminal (so scripts written before the option keep working).
     */
    static final class PasswordInput {
        @Option(
                names = "--password-stdin",
                description = "Reads the password from the first line of standard input instead of asking at the"
                        + " terminal, for scripts: printf '%%s\\n' \"$PASSWORD\" | arena accounts create NAME"
                        + " --password-stdin. Without a terminal standard input is read anyway.")
        boolean fromStandardInput;

        /**
         * @param command the subcommand's name, for the message that tells how to give a password
         * @return the password as given; its length is checked where it is stored
         * @throws IllegalArgumentException when none was given (no line, an empty one, end of input at the
         *                                  terminal) or the two typed at the terminal differ
         */
        String read(String command) throws IOException {
            Console console = System.console();
            String password;
            if (console != null && !fromStandardInput) {
                char[] first = console.readPassword("Password: ");
                char[] again = first == null || first.length == 0 ? first : console.readPassword("Again: ");
                if (first != null && first.length > 0 && (again == null || !Arrays.equals(first, again))) {
                    throw new IllegalArgumentException("the two passwords differ; run the command again");
                }
                password = first == null ? "" : new String(first);
            } else {
                String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
                password = line == null ? "" : line;
            }
            if (password.isEmpty()) {
                throw new IllegalArgumentException("no password given: run the command at a terminal to be asked for"
                        + " one, or give it on the first line of standard input with --password-stdin, such as"
                        + " printf '%s\\n' \"$PASSWORD\" | arena accounts " + command + " NAME --password-stdin");
            }
            return password;
        }
    }
}
