package org.knightsarena.tournaments.cli;

import picocli.CommandLine;

/** Runs {@code arena worker} on its own, as the launcher does, for tests that start it in a child JVM. */
public final class WorkerMain {

    private WorkerMain() {}

    /** Runs the command with {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(new CommandLine(new WorkerCommand()).execute(args));
    }
}
