package org.knightsarena.sandbox.inspect;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.sandbox.problem.Problem;

class ZipInspectorTest {

    @TempDir
    Path dir;

    private final ZipInspector inspector = ZipInspector.of(InspectionLimits.DEFAULT);

    /** Writes a zip entry by entry, with no checks, for hostile layouts. */
    private Path zip(Map<String, String> entries) throws IOException {
        Path zip = dir.resolve("bot.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (Map.Entry<String, String> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return zip;
    }

    private static Map<String, String> entries(String... nameThenText) {
        Map<String, String> entries = new LinkedHashMap<>();
        for (int i = 0; i < nameThenText.length; i += 2) {
            entries.put(nameThenText[i], nameThenText[i + 1]);
        }
        return entries;
    }

    @Test
    void anOrdinaryZipIsAcceptedWithEveryFile() throws IOException {
        ZipInspector.Report report = inspector.inspect(
                zip(entries("arena-bot.json", "{}", "lib/", "", "lib/helper.py", "X = 1\n", "bot.py", "print()\n")));

        assertEquals(List.of(), report.problems());
        assertEquals(3, report.files().size(), report.files().keySet().toString());
        assertArrayEquals(
                "X = 1\n".getBytes(StandardCharsets.UTF_8), report.files().get("lib/helper.py"));
    }

    @Test
    void namesThatEscapeTheFolderAreRefusedEachWithItsEntry() throws IOException {
        ZipInspector.Report report =
                inspector.inspect(zip(entries("../evil.py", "x", "/etc/evil", "x", "a\\b.py", "x", "bot.py", "x")));

        assertEquals(
                List.of(
                        Problem.at("../evil.py", "entry name contains '..'"),
                        Problem.at("/etc/evil", "entry name is absolute"),
                        Problem.at("a\\b.py", "entry name contains a backslash")),
                report.problems());
        assertEquals(Map.of(), report.files());
    }

    @Test
    void aSymbolicLinkIsRefused() throws IOException {
        Path zip = zip(entries("bot.py", "x", "secret", "/etc/shadow"));
        makeUnixLink(zip, "secret");

        ZipInspector.Report report = inspector.inspect(zip);

        assertEquals(List.of(Problem.at("secret", "symbolic link; put the file itself in the zip")), report.problems());
        assertEquals(Map.of(), report.files());
    }

    @Test
    void aZipBombNestedArchivesAndNativeCodeAreRefused() throws IOException {
        Path bomb = dir.resolve("bomb.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(bomb))) {
            out.setLevel(9);
            out.putNextEntry(new ZipEntry("zeros.bin"));
            out.write(new byte[8 * 1024 * 1024]);
            out.closeEntry();
        }
        assertEquals(
                List.of(Problem.at("zeros.bin", "compresses more than 100 to 1, as a zip bomb does; stopped reading")),
                inspector.inspect(bomb).problems());

        ZipInspector.Report report =
                inspector.inspect(zip(entries("inner.zip", "PK\u0003\u0004rest", "native.so", "\u007fELF")));
        assertEquals(
                List.of(
                        Problem.at("inner.zip", "nested archive; put its files in the zip itself"),
                        Problem.at("native.so", "native library; bots cannot use native code")),
                report.problems());
    }

    @Test
    void aFileThatIsNoZipSaysSo() throws IOException {
        Path notZip = Files.writeString(dir.resolve("bot.zip"), "just text");

        List<Problem> problems = inspector.inspect(notZip).problems();

        assertEquals(1, problems.size());
        assertTrue(problems.get(0).message().startsWith("not a zip"), problems.toString());
    }

    /** Marks an entry of the central directory as made on Unix with the file type of a symbolic link. */
    private static void makeUnixLink(Path zip, String name) throws IOException {
        byte[] bytes = Files.readAllBytes(zip);
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        byte[] wanted = name.getBytes(StandardCharsets.UTF_8);
        for (int at = 0; at + 46 < bytes.length; at++) {
            if (b.getInt(at) == 0x02014b50 && b.getShort(at + 28) == wanted.length) {
                byte[] found = new byte[wanted.length];
                b.get(at + 46, found);
                if (java.util.Arrays.equals(found, wanted)) {
                    b.put(at + 5, (byte) 3);
                    b.putInt(at + 38, 0120777 << 16);
                }
            }
        }
        Files.write(zip, bytes);
    }
}
