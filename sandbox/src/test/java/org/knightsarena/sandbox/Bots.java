package org.knightsarena.sandbox;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.Decision;

/** Small test bots, compiled into real JARs and loaded through the whole sandbox. */
final class Bots {
    /** A decision with two options, so bots can answer by index. */
    static final Decision DECISION = new BeforeRoll(0, List.of(RollDice.INSTANCE, PlayDevelopmentCard.knight()));

    private Bots() {}

    /**
     * @param dir     a fresh scratch folder
     * @param members fields, methods and nested types of {@code bots.Bot}
     * @param decide  the body of {@code decide(GameView view, Decision decision)}
     * @return the JAR
     */
    static Path jar(Path dir, String members, String decide) {
        return TestJars.jar(dir, Map.of("bots.Bot", """
                package bots;
                import java.util.*;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                public final class Bot implements Agent {
                %s
                    public Action decide(GameView view, Decision decision) {
                %s
                    }
                }
                """.formatted(members, decide)), null);
    }

    static SandboxedBot load(Path dir, String members, String decide, SandboxSettings settings) {
        try {
            return SandboxedBot.load(jar(fresh(dir), members, decide), settings);
        } catch (BotRejected e) {
            throw new AssertionError(e.describe(), e);
        }
    }

    static SandboxedBot load(Path dir, String members, String decide) {
        return load(dir, members, decide, SandboxSettings.defaults());
    }

    /** Small budgets, so exhausting them is quick: 20 million units a decision, 50 million a match. */
    static SandboxSettings small() {
        return SandboxSettings.defaults().withWork(20_000_000, 50_000_000);
    }

    private static Path fresh(Path dir) {
        try {
            return Files.createTempDirectory(dir, "bot");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
