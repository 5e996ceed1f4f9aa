package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.TestJars;

/**
 * A worker JVM that plays match after match of several bot JARs keeps its heap and metaspace flat:
 * each bot's classes are defined once, in loaders that serve match after match, and nothing (the
 * watchdog, caches, the beacon) keeps what a match made once it is over. Played here the way
 * {@link WorkerMain} plays, through {@link WorkerSeats}.
 */
class DroppedLoadersTest {

    private static final int MATCHES = 1_000;
    private static final int SETTLED = 100;

    @Test
    void aThousandMatchesOfSeveralBotsKeepLoadedClassesAndMetaspaceFlat(@TempDir Path dir) throws Exception {
        List<String> seats = List.of(
                jar(
                        dir,
                        "Counter",
                        "static int calls; record Pick(int i) { }",
                        "calls++; return decision.options().get(new Pick(0).i());"),
                jar(
                        dir,
                        "Lambdas",
                        "enum Mood { CALM, BOLD }",
                        "return decision.options().stream()"
                                + ".filter(a -> Mood.CALM.ordinal() == 0).findFirst().orElseThrow();"),
                jar(
                        dir,
                        "Hoarder",
                        "List<int[]> kept = new ArrayList<>();",
                        "kept.add(new int[100]); return decision.options().get(decision.options().size() - 1);"),
                "random");
        Path beaconFile = dir.resolve("beacon");
        Beacon.reader(beaconFile);
        InProcessExecutor executor = new InProcessExecutor(
                new WorkerSeats(AgentCatalog.builtIn(), SandboxSettings.defaults(), Beacon.writer(beaconFile)));
        ClassLoadingMXBean classes = ManagementFactory.getClassLoadingMXBean();
        long classesSettled = 0;
        long definedSettled = 0;
        long metaspaceSettled = 0;
        for (int m = 1; m <= MATCHES; m++) {
            MatchOutcome outcome =
                    executor.play(new MatchSpec(m, Ruleset.BASE.id(), 2, false, 1_000, 10_000, 10, seats));
            assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
            if (m == SETTLED) {
                collectGarbage();
                classesSettled = classes.getLoadedClassCount();
                definedSettled = classes.getTotalLoadedClassCount();
                metaspaceSettled = metaspaceUsed();
            }
        }
        collectGarbage();
        long classGrowth = classes.getLoadedClassCount() - classesSettled;
        long metaspaceGrowth = metaspaceUsed() - metaspaceSettled;
        // a leak keeps every match's classes: thousands of classes and megabytes of metaspace
        assertTrue(
                classGrowth < 300,
                "loaded classes grew by " + classGrowth + " over " + (MATCHES - SETTLED) + " matches");
        assertTrue(
                metaspaceGrowth < 4L << 20,
                "metaspace grew by " + metaspaceGrowth + " bytes over " + (MATCHES - SETTLED) + " matches");
        long defined = classes.getTotalLoadedClassCount() - definedSettled;
        assertTrue(
                defined < 300,
                "the bots' classes are defined once, not per match: " + defined + " classes defined over "
                        + (MATCHES - SETTLED) + " matches");
    }

    private static String jar(Path dir, String name, String members, String decideBody) throws Exception {
        Path jar = TestJars.jar(
                Files.createDirectories(dir.resolve(name)),
                Map.of("bots." + name, """
                package bots;
                import java.util.*;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                public final class %s implements Agent {
                %s
                    public Action decide(GameView view, Decision decision) {
                %s
                    }
                }
                """.formatted(name, members, decideBody)),
                null);
        return MatchSpec.JAR_PREFIX + jar.toAbsolutePath();
    }

    /** Full collections until the heap stops shrinking: class unloading needs the loaders unreachable and a full GC. */
    private static void collectGarbage() throws InterruptedException {
        long before;
        long after = Long.MAX_VALUE;
        do {
            before = after;
            System.gc();
            Thread.sleep(50);
            after = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
        } while (after < before);
    }

    private static long metaspaceUsed() {
        return ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getName().equals("Metaspace"))
                .mapToLong(p -> p.getUsage().getUsed())
                .sum();
    }
}
