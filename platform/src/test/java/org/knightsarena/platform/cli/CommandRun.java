package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/**
 * One in-process run of a command with its output captured.
 *
 * @param exitCode what the command returned
 * @param out      everything written to stdout
 * @param err      everything written to stderr
 */
record CommandRun(int exitCode, String out, String err) {

    /** Runs {@code command} with {@code args}, capturing stdout and stderr. */
    static CommandRun of(Object command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine line = new CommandLine(command);
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(err, true));
        int exit = line.execute(args);
        return new CommandRun(exit, out.toString(), err.toString());
    }
}
