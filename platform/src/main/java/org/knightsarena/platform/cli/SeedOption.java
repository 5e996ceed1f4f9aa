package org.knightsarena.platform.cli;

import picocli.CommandLine.Option;

/** {@code --seed S}, the same in {@code play}, {@code check} and {@code tournament}: a picocli mixin. */
public final class SeedOption {

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "The seed: the first game plays with S, the next with S+1, and so on; the same seed"
                    + " plays the same games (default: ${DEFAULT-VALUE}).")
    private long seed;

    /** @return the seed of the first game */
    public long value() {
        return seed;
    }
}
