package org.knightsarena.platform.cli;

import picocli.CommandLine.Option;

/**
 * {@code --threads T}, the same in every command that plays games at once ({@code play},
 * {@code bench}, {@code tournament}, {@code tournament-bench}, {@code worker}): a picocli mixin.
 */
public final class ThreadsOption {

    @Option(
            names = "--threads",
            paramLabel = "T",
            converter = AtLeastOne.class,
            description = "Games played at once, 1 or more (default: one per core, ${DEFAULT-VALUE} here).")
    private int threads = Runtime.getRuntime().availableProcessors();

    /** @return the number of games to play at once, 1 or more */
    public int value() {
        return threads;
    }
}
