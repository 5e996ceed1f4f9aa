package org.knightsarena.platform.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder for {@code arena play} until the real command lands; always exits with code 2. */
@Command(name = "play", description = "Plays a round of games between built-in agents and prints the results (not yet implemented).")
public final class PlayCommand implements Callable<Integer> {

    /** Creates the command; picocli fills in its fields. */
    public PlayCommand() {}

    @Override
    public Integer call() {
        System.err.println("arena play: not yet implemented");
        return 2;
    }
}
