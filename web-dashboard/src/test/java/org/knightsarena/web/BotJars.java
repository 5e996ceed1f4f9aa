package org.knightsarena.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.knightsarena.sandbox.TestJars;

/**
 * Real bot JARs for upload tests, as bytes: the few bots these tests upload, compiled by the
 * sandbox's {@link TestJars}.
 */
public final class BotJars {
    private static final String IMPORTS = "package bots;\nimport org.knightsarena.api.*;\n"
            + "import org.knightsarena.api.action.Action;\nimport org.knightsarena.api.decision.Decision;\n";

    private BotJars() {}

    /** @return a bot that takes the first option, which the sandbox accepts */
    public static byte[] good(Path dir) {
        return jar(
                dir,
                Map.of(
                        "bots.First",
                        IMPORTS + "public final class First implements Agent {\n"
                                + "  public Action decide(GameView view, Decision decision) { return decision.options().get(0); }\n}\n"));
    }

    /** @return a bot that calls System.exit on line 8 of its source, which the verifier refuses */
    public static byte[] exits(Path dir) {
        return jar(
                dir,
                Map.of(
                        "bots.Quitter",
                        IMPORTS + "public final class Quitter implements Agent {\n"
                                + "  public Action decide(GameView view, Decision decision) {\n"
                                + "    if (decision.options().isEmpty()) {\n"
                                + "      System.exit(1);\n"
                                + "    }\n"
                                + "    return decision.options().get(0);\n  }\n}\n"));
    }

    /** Compiles the sources with the sandbox's {@link TestJars} and returns the JAR's bytes. */
    public static byte[] jar(Path dir, Map<String, String> sources) {
        try {
            return Files.readAllBytes(TestJars.jar(dir, sources, null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
