package org.knightsarena.platform.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder for {@code arena bench} until the real command lands; always exits with code 2. */
@Command(name = "bench", description = "Measures engine speed in games/s and decisions/s (not yet implemented).")
public final class BenchCommand implements Callable<Integer> {

    /** Creates the command; picocli fills in its fields. */
    public BenchCommand() {}

    @Override
    public Integer call() {
        System.err.println("arena bench: not yet implemented");
        return 2;
    }
}
