package org.knightsarena.tournaments.cli;

import picocli.CommandLine;

/** Runs {@code arena tournament} on its own, for tests that start it in a child JVM. */
public final class TournamentMain {

    private TournamentMain() {}

    /** Runs the command with {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(new CommandLine(new TournamentCommand()).execute(args));
    }
}
