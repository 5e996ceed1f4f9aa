package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TestJarsTest {

    @Test
    void aBotCompiledAgainstTheApiIsPackedWithItsManifest(@TempDir Path dir) throws Exception {
        Path jar = TestJars.jar(dir, Map.of("bots.First", """
                package bots;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                public final class First implements Agent {
                    public Action decide(GameView view, Decision decision) { return decision.options().get(0); }
                }
                """), "bots.First");
        assertTrue(Files.size(jar) > 0);
        try (JarFile file = new JarFile(jar.toFile())) {
            assertTrue(file.getEntry("bots/First.class") != null);
            assertTrue(
                    "bots.First".equals(file.getManifest().getMainAttributes().getValue("Agent-Class")));
        }
    }
}
