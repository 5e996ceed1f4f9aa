package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.util.concurrent.ExecutionException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * How an {@code arena} command reports problems: bad option values as picocli usage errors
 * (exit code 2), failures as one {@code arena <command>: ...} line on stderr, and, only on a
 * terminal, a one-line status on stderr that is cleared before any other output.
 *
 * <p>Not thread-safe: the command's own thread uses it. Public so that the commands of other
 * modules ({@code arena tournament}) report problems the same way.
 */
public final class ErrorOutput {

    private final CommandSpec spec;
    private final PrintWriter err;
    private final boolean terminal;
    private int shown;

    private ErrorOutput(CommandSpec spec, boolean terminal) {
        this.spec = spec;
        this.err = spec.commandLine().getErr();
        this.terminal = terminal;
    }

    /**
     * Creates the error output of a running command.
     *
     * @param spec the command's spec, never null; its name goes into every failure line
     * @return an output whose status line shows only when a console is attached
     */
    public static ErrorOutput of(CommandSpec spec) {
        return new ErrorOutput(spec, System.console() != null);
    }

    /**
     * Describes a bad option value.
     *
     * @param option the option, such as {@code --runs}
     * @param why    the rule it breaks and the value given
     * @return the exception to throw; picocli prints it with the usage and exits with 2
     */
    public ParameterException invalid(String option, String why) {
        return new ParameterException(spec.commandLine(), "Invalid value for option '" + option + "': " + why);
    }

    /**
     * Checks a count option.
     *
     * @throws ParameterException if {@code value} is less than 1
     */
    public void requireAtLeastOne(String option, int value) {
        if (value < 1) {
            throw invalid(option, AtLeastOne.rule(value));
        }
    }

    /**
     * Clears the status and prints {@code arena <command>: message}.
     *
     * @return {@code exitCode}, so a command can {@code return errors.fail(...)}
     */
    public int fail(String message, int exitCode) {
        warn(message);
        return exitCode;
    }

    /** Clears the status and prints {@code arena <command>: message}, and the command goes on. */
    public void warn(String message) {
        clearStatus();
        err.println("arena " + spec.name() + ": " + message);
        err.flush();
    }

    /**
     * Reports a game that crashed on a worker thread, with its stack trace.
     *
     * @return exit code 1
     */
    public int crashed(ExecutionException e) {
        clearStatus();
        err.println("arena " + spec.name() + ": " + e.getCause().getMessage());
        e.getCause().printStackTrace(err);
        err.flush();
        return 1;
    }

    /**
     * Restores the thread's interrupt flag and reports the interruption.
     *
     * @return exit code 1
     */
    public int interrupted() {
        Thread.currentThread().interrupt();
        return fail("interrupted", 1);
    }

    /** Replaces the status line with {@code text}; does nothing unless on a terminal. */
    public void status(String text) {
        if (terminal) {
            err.print("\r" + " ".repeat(shown) + "\r" + text);
            err.flush();
            shown = text.length();
        }
    }

    /** Removes the status line, if one is shown. */
    public void clearStatus() {
        if (shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }
}
