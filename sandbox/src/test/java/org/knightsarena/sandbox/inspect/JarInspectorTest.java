package org.knightsarena.sandbox.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.sandbox.TestJars;
import org.knightsarena.sandbox.problem.Problem;

class JarInspectorTest {
    private static final String IMPORTS = """
            package bots;
            import org.knightsarena.api.*;
            import org.knightsarena.api.action.Action;
            import org.knightsarena.api.decision.Decision;
            """;
    private static final String DECIDE =
            "public Action decide(GameView view, Decision decision) { return decision.options().get(0); }";

    private final JarInspector inspector = JarInspector.of(InspectionLimits.DEFAULT);

    private static String agent(String name) {
        return IMPORTS + "public final class " + name + " implements Agent { " + DECIDE + " }";
    }

    private static List<String> messages(InspectionReport report) {
        return report.problems().stream().map(Problem::toString).toList();
    }

    /** Writes a JAR entry by entry, with no checks, for hostile layouts. */
    private static Path craft(Path dir, Map<String, byte[]> entries) throws IOException {
        Path jar = dir.resolve("crafted.jar");
        try (ZipOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        return jar;
    }

    private static byte[] classBytes(Path dir, String name, String source) throws IOException {
        Path classes = TestJars.compile(dir.resolve("compiled"), Map.of(name, source));
        return Files.readAllBytes(classes.resolve(name.replace('.', '/') + ".class"));
    }

    private static Map<String, byte[]> withGoodAgent(Path dir) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("bots/Good.class", classBytes(dir, "bots.Good", agent("Good")));
        return entries;
    }

    @Test
    void goodBotIsAcceptedWithItsAgentFound(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of("bots.Good", agent("Good"), "bots.Plan", "package bots; final class Plan { int step; }"),
                null);
        InspectionReport report = inspector.inspect(jar);
        assertEquals(List.of(), report.problems());
        assertTrue(report.isAccepted());
        assertEquals(Optional.of("bots.Good"), report.agentClass());
        assertEquals(
                List.of("bots.Good", "bots.Plan"), List.copyOf(report.classes().keySet()));
        assertEquals("accepted: agent bots.Good (2 classes)", report.describe());
    }

    @Test
    void agentThroughAnAbstractBaseInTheJarIsFound(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of(
                        "bots.Base",
                        IMPORTS + "public abstract class Base implements Agent { " + DECIDE + " }",
                        "bots.Real",
                        "package bots; public class Real extends Base { }"),
                null);
        InspectionReport report = inspector.inspect(jar);
        assertEquals(List.of(), report.problems());
        assertEquals(Optional.of("bots.Real"), report.agentClass());
    }

    @Test
    void twoAgentsWithoutManifestAttributeAreNamedInOneProblem(@TempDir Path dir) {
        Path jar = TestJars.jar(dir, Map.of("bots.A", agent("A"), "bots.B", agent("B")), null);
        InspectionReport report = inspector.inspect(jar);
        assertFalse(report.isAccepted());
        assertEquals(
                List.of("META-INF/MANIFEST.MF: several classes implement org.knightsarena.api.Agent"
                        + " (bots.A, bots.B); name one in the manifest attribute Agent-Class"),
                messages(report));
        assertEquals("refused: 1 problem\n  " + messages(report).get(0), report.describe());
    }

    @Test
    void twoAgentsWithAgentClassAttributeAreAccepted(@TempDir Path dir) {
        Path jar = TestJars.jar(dir, Map.of("bots.A", agent("A"), "bots.B", agent("B")), "bots.B");
        InspectionReport report = inspector.inspect(jar);
        assertTrue(report.isAccepted(), report::describe);
        assertEquals(Optional.of("bots.B"), report.agentClass());
    }

    @Test
    void agentClassNamingAMissingClassIsAProblem(@TempDir Path dir) {
        Path jar = TestJars.jar(dir, Map.of("bots.A", agent("A")), "bots.Missing");
        assertEquals(
                List.of("META-INF/MANIFEST.MF: Agent-Class names bots.Missing, which is not in the JAR"),
                messages(inspector.inspect(jar)));
    }

    @Test
    void agentClassNamingANonAgentIsAProblem(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of("bots.A", agent("A"), "bots.Plan", "package bots; public final class Plan { }"),
                "bots.Plan");
        assertEquals(
                List.of("META-INF/MANIFEST.MF: Agent-Class names bots.Plan, which does not implement"
                        + " org.knightsarena.api.Agent"),
                messages(inspector.inspect(jar)));
    }

    @Test
    void jarWithoutAgentIsRefused(@TempDir Path dir) {
        Path jar = TestJars.jar(dir, Map.of("bots.Plan", "package bots; public final class Plan { }"), null);
        InspectionReport report = inspector.inspect(jar);
        assertFalse(report.isAccepted());
        assertEquals(
                List.of("bot.jar: no public, non-abstract, top-level class with a public no-argument"
                        + " constructor implements org.knightsarena.api.Agent"),
                messages(report));
    }

    @Test
    void abstractAgentIsRefusedWithItsReason(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of("bots.Half", IMPORTS + "public abstract class Half implements Agent { " + DECIDE + " }"),
                null);
        assertEquals(
                List.of(
                        "bots.Half: implements org.knightsarena.api.Agent but is abstract",
                        "bot.jar: no public, non-abstract, top-level class with a public no-argument constructor"
                                + " implements org.knightsarena.api.Agent"),
                messages(inspector.inspect(jar)));
    }

    @Test
    void agentWithoutPublicNoArgConstructorIsRefused(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of(
                        "bots.Picky",
                        IMPORTS + "public final class Picky implements Agent { public Picky(int seed) { } " + DECIDE
                                + " }"),
                "bots.Picky");
        assertEquals(
                List.of("bots.Picky: implements org.knightsarena.api.Agent but has no public no-argument"
                        + " constructor"),
                messages(inspector.inspect(jar)));
    }

    @Test
    void nonPublicAndNestedAgentsAreRefused(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of(
                        "bots.Outer",
                        IMPORTS + "public final class Outer { public static final class Inner implements Agent { "
                                + DECIDE + " } }",
                        "bots.Hidden",
                        IMPORTS + "final class Hidden implements Agent { " + DECIDE + " }"),
                null);
        List<String> messages = messages(inspector.inspect(jar));
        assertTrue(
                messages.contains("bots.Hidden: implements org.knightsarena.api.Agent but is not public"),
                messages::toString);
        assertTrue(
                messages.contains("bots.Outer$Inner: implements org.knightsarena.api.Agent but is nested;"
                        + " the agent must be a top-level class"),
                messages::toString);
    }

    @Test
    void entryNameWithDotDotIsRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        entries.put("../evil.txt", "x".getBytes(StandardCharsets.US_ASCII));
        assertEquals(
                List.of("../evil.txt: entry name contains '..'"), messages(inspector.inspect(craft(dir, entries))));
    }

    @Test
    void absoluteEntryNameIsRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        entries.put("/etc/cron.d/evil", "x".getBytes(StandardCharsets.US_ASCII));
        assertEquals(
                List.of("/etc/cron.d/evil: entry name is absolute"), messages(inspector.inspect(craft(dir, entries))));
    }

    @Test
    void backslashAndControlCharactersInNamesAreRefusedAndShownEscaped(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        entries.put("a\\b.txt", new byte[1]);
        entries.put("bell\u0007.txt", new byte[1]);
        assertEquals(
                List.of(
                        "a\\b.txt: entry name contains a backslash",
                        "bell\\u0007.txt: entry name contains a NUL or control character"),
                messages(inspector.inspect(craft(dir, entries))));
    }

    @Test
    void duplicateEntryIsRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        entries.put("dup/A.txt", "one".getBytes(StandardCharsets.US_ASCII));
        entries.put("dup/B.txt", "two".getBytes(StandardCharsets.US_ASCII));
        Path jar = craft(dir, entries);
        // ZipOutputStream refuses duplicates, so rename the second entry in place (same length)
        String bytes = new String(Files.readAllBytes(jar), StandardCharsets.ISO_8859_1);
        Files.write(jar, bytes.replace("dup/B.txt", "dup/A.txt").getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(List.of("dup/A.txt: duplicate entry"), messages(inspector.inspect(jar)));
    }

    @Test
    void nestedJarIsRefusedByNameAndByMagic(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        entries.put("lib/extra.jar", new byte[] {1, 2, 3});
        entries.put("data/plain.bin", new byte[] {'P', 'K', 3, 4, 0, 0});
        assertEquals(
                List.of(
                        "lib/extra.jar: nested archive; put its classes in the JAR itself",
                        "data/plain.bin: nested archive; put its classes in the JAR itself"),
                messages(inspector.inspect(craft(dir, entries))));
    }

    @Test
    void elfSharedObjectIsRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        entries.put("native/libfast.so", new byte[] {0x7F, 'E', 'L', 'F', 2, 1, 1});
        entries.put("native/disguised.dat", new byte[] {0x7F, 'E', 'L', 'F', 2, 1, 1});
        assertEquals(
                List.of(
                        "native/libfast.so: native library; bots cannot use native code",
                        "native/disguised.dat: native library; bots cannot use native code"),
                messages(inspector.inspect(craft(dir, entries))));
    }

    @Test
    void classFileWithGarbageIsRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        entries.put("bots/Junk.class", "not a class".getBytes(StandardCharsets.US_ASCII));
        entries.put("bots/Cut.class", new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0});
        List<String> messages = messages(inspector.inspect(craft(dir, entries)));
        assertEquals("bots/Junk.class: not a valid class file: it does not start with CAFEBABE", messages.get(0));
        assertEquals(2, messages.size(), messages::toString);
        assertTrue(messages.get(1).startsWith("bots/Cut.class: not a valid class file: "), messages::toString);
    }

    @Test
    void classFileAtTheWrongPathIsRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        entries.put("other/Renamed.class", classBytes(dir.resolve("b"), "bots.Plan", "package bots; class Plan { }"));
        assertEquals(
                List.of("other/Renamed.class: holds class bots.Plan, which belongs at bots/Plan.class"),
                messages(inspector.inspect(craft(dir, entries))));
    }

    @Test
    void manifestClassPathIsRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put(
                "META-INF/MANIFEST.MF",
                "Manifest-Version: 1.0\r\nClass-Path: /srv/other.jar\r\n\r\n".getBytes(StandardCharsets.UTF_8));
        entries.putAll(withGoodAgent(dir));
        assertEquals(
                List.of("META-INF/MANIFEST.MF: the Class-Path attribute is not allowed: a bot is one JAR"),
                messages(inspector.inspect(craft(dir, entries))));
    }

    @Test
    void zipBombIsRefusedAfterReadingOnlyItsStart(@TempDir Path dir) throws IOException {
        Path jar = dir.resolve("bomb.jar");
        long inflated = 200L * 1024 * 1024;
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(jar))) {
            out.setLevel(9);
            out.putNextEntry(new ZipEntry("zeros.bin"));
            byte[] chunk = new byte[1024 * 1024];
            for (long written = 0; written < inflated; written += chunk.length) {
                out.write(chunk);
            }
            out.closeEntry();
        }
        long jarBytes = Files.size(jar);
        assertTrue(jarBytes > 100_000 && jarBytes < InspectionLimits.DEFAULT.maxJarBytes(), "bomb is " + jarBytes);

        long[] read = new long[1];
        JarContents contents;
        try (InputStream in = new FilterInputStream(Files.newInputStream(jar)) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                read[0] += Math.max(0, n);
                return n;
            }
        }) {
            contents = new JarReader(InspectionLimits.DEFAULT).read(in, "bomb.jar");
        }
        assertEquals(
                List.of(Problem.at("zeros.bin", "compresses more than 100 to 1, as a zip bomb does; stopped reading")),
                contents.problems());
        assertTrue(read[0] < 16 * 1024, "read " + read[0] + " of " + jarBytes + " bytes");

        InspectionReport report = inspector.inspect(jar);
        assertEquals(
                List.of("zeros.bin: compresses more than 100 to 1, as a zip bomb does; stopped reading"),
                messages(report));
    }

    @Test
    void entryInflatingPastTheEntryLimitIsRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        byte[] random = new byte[5000];
        new java.util.Random(7).nextBytes(random);
        entries.put("big.bin", random);
        JarInspector small = JarInspector.of(new InspectionLimits(1 << 20, 100, 1 << 20, 4096, 100));
        assertEquals(
                List.of("big.bin: inflates to more than 4096 bytes, the limit for one entry; stopped reading"),
                messages(small.inspect(craft(dir, entries))));
    }

    @Test
    void tooManyEntriesAreRefused(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = withGoodAgent(dir);
        for (int i = 0; i < 10; i++) {
            entries.put("res/" + i + ".txt", new byte[] {'x'});
        }
        JarInspector small = JarInspector.of(InspectionLimits.DEFAULT.withMaxEntries(5));
        assertEquals(
                List.of("crafted.jar: the JAR has more than 5 entries"), messages(small.inspect(craft(dir, entries))));
    }

    @Test
    void jarOverTheSizeLimitIsRefusedBeforeReading(@TempDir Path dir) throws IOException {
        Path jar = TestJars.jar(dir, Map.of("bots.Good", agent("Good")), null);
        long size = Files.size(jar);
        InspectionReport report =
                JarInspector.of(InspectionLimits.DEFAULT.withMaxJarBytes(100)).inspect(jar);
        assertEquals(List.of("bot.jar: the JAR is " + size + " bytes; the limit is 100"), messages(report));
        assertTrue(report.classes().isEmpty());
    }

    @Test
    void fileThatIsNotAZipIsRefused(@TempDir Path dir) throws IOException {
        Path jar = dir.resolve("text.jar");
        Files.writeString(jar, "hello");
        assertEquals(List.of("text.jar: not a JAR: it has no entries"), messages(inspector.inspect(jar)));
    }

    @Test
    void limitsOutOfRangeAreRejected() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new InspectionLimits(1, 1, 10, 11, 1));
        assertEquals("maxEntryBytes must be 1 to maxTotalBytes (10): 11", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> InspectionLimits.DEFAULT.withMaxEntries(0));
    }
}
