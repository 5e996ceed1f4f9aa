package org.knightsarena.platform.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder for {@code arena replay} until the real command lands; always exits with code 2. */
@Command(name = "replay", description = "Prints a replay file's chronicle as readable text (not yet implemented).")
public final class ReplayCommand implements Callable<Integer> {

    /** Creates the command; picocli fills in its fields. */
    public ReplayCommand() {}

    @Override
    public Integer call() {
        System.err.println("arena replay: not yet implemented");
        return 2;
    }
}
