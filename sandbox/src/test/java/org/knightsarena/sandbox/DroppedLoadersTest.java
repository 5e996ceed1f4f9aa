package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.MatchResult;

/**
 * A JVM that plays matches of many bot versions keeps a bounded number of class loaders: a version
 * reuses one loader match after match, the sandbox keeps the loaders of the {@value
 * InstrumentedJars#KEPT} versions used last, and the loaders of older versions, and of an agent
 * whose match never ended, are garbage-collected once the host drops them. Asserts on counts and
 * weak references only.
 */
class DroppedLoadersTest {
    private static final int VERSIONS = InstrumentedJars.KEPT + 6;
    private static final int MATCHES = 3;
    private static final MatchResult END =
            new MatchResult(MatchResult.Ending.TURN_CAP, OptionalInt.empty(), List.of(0), List.of(1), 1);

    @TempDir
    Path dir;

    @Test
    void loadersOfVersionsNoLongerKeptAndOfUnendedAgentsAreCollected() throws InterruptedException {
        Path classes = TestJars.compile(dir, Map.of("bots.Bot", """
                package bots;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                public final class Bot implements Agent {
                    static int[] seen = new int[1];
                    public Action decide(GameView view, Decision decision) {
                        seen[0]++;
                        throw new IllegalStateException("seen " + seen[0]);
                    }
                }
                """));
        List<WeakReference<ClassLoader>> loaders = play(classes);
        assertEquals(
                VERSIONS + 1, loaders.size(), "one loader per version served its matches, one for the unended agent");
        int older = VERSIONS - InstrumentedJars.KEPT;
        assertTrue(
                collected(loaders.subList(0, older)),
                "the loaders of versions the sandbox no longer keeps are collected");
        assertTrue(collected(loaders.subList(VERSIONS, VERSIONS + 1)), "the unended agent's loader goes with it");
        long live = loaders.stream().filter(r -> r.get() != null).count();
        assertTrue(live <= InstrumentedJars.KEPT, live + " loaders still live");
    }

    /** @return weak references to every loader the matches used; nothing else of them is kept */
    private List<WeakReference<ClassLoader>> play(Path classes) {
        List<WeakReference<ClassLoader>> loaders = new ArrayList<>();
        for (int v = 0; v < VERSIONS; v++) {
            SandboxedBot bot = load(jar(classes, v));
            ClassLoader used = null;
            for (int match = 0; match < MATCHES; match++) {
                SandboxedAgent agent = (SandboxedAgent) bot.newAgent(match);
                assertEquals(
                        "seen 1",
                        assertThrows(IllegalStateException.class, () -> agent.decide(null, Bots.DECISION))
                                .getMessage());
                assertTrue(used == null || used == agent.loader(), "version " + v + " reuses its loader");
                used = agent.loader();
                agent.onMatchEnd(END);
            }
            loaders.add(new WeakReference<>(used));
        }
        SandboxedAgent unended = (SandboxedAgent) load(jar(classes, 0)).newAgent(1);
        assertThrows(IllegalStateException.class, () -> unended.decide(null, Bots.DECISION));
        loaders.add(new WeakReference<>(unended.loader()));
        return loaders;
    }

    private static SandboxedBot load(Path jar) {
        try {
            return SandboxedBot.load(jar, SandboxSettings.defaults());
        } catch (BotRejected e) {
            throw new AssertionError(e.describe(), e);
        }
    }

    /** The same classes in a JAR whose manifest names the version, so each version has its own digest. */
    private Path jar(Path classes, int version) {
        Path jar = dir.resolve("bot-" + version + ".jar");
        if (Files.exists(jar)) {
            return jar;
        }
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, String.valueOf(version));
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
                Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar;
    }

    /**
     * Collects garbage until every reference is cleared, or gives up after many rounds (an agent's
     * idle thread ends a second after its last call, and lets go of its loader then).
     */
    private static boolean collected(List<WeakReference<ClassLoader>> loaders) throws InterruptedException {
        for (int round = 0; round < 100; round++) {
            System.gc();
            if (loaders.stream().allMatch(r -> r.get() == null)) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }
}
