package org.knightsarena.platform.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.inspect.InspectionLimits;
import org.knightsarena.sandbox.problem.Problem;

class BotZipTest {

    static final Path STARTER = Path.of("..", "sample-agents", "python-starter");
    static final String MANIFEST =
            "{\"protocol\": 1, \"language\": \"python\", \"entry\": \"example_bot.py\"," + " \"version\": \"0.1\"}";

    @TempDir
    Path dir;

    /** The Python starter's example bot and client, zipped with a manifest as an author would. */
    static Map<String, byte[]> starterFiles(String manifest) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(BotManifest.FILE_NAME, manifest.getBytes(StandardCharsets.UTF_8));
        for (String name : List.of("example_bot.py", "arena_client.py")) {
            files.put(name, Files.readAllBytes(STARTER.resolve(name)));
        }
        return files;
    }

    static Path zip(Path file, Map<String, byte[]> files) throws IOException {
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(file))) {
            for (Map.Entry<String, byte[]> e : files.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        return file;
    }

    private List<Problem> refusal(Map<String, byte[]> files) throws IOException {
        Path zip = zip(dir.resolve("bot.zip"), files);
        return assertThrows(BotRejected.class, () -> BotZip.read(zip, InspectionLimits.DEFAULT))
                .problems();
    }

    @Test
    void theStarterZippedWithAManifestUnpacksAndPlaysAMatchWithoutFaults() throws Exception {
        BotZip bot = BotZip.read(zip(dir.resolve("bot.zip"), starterFiles(MANIFEST)), InspectionLimits.DEFAULT);
        assertEquals(new BotManifest(ExternalBot.Language.PYTHON, "example_bot.py", "0.1"), bot.manifest());

        ExternalBot unpacked =
                bot.unpack(Files.createDirectories(dir.resolve("store")).resolve("abc"));
        assertEquals(dir.resolve("store/abc/example_bot.py").toAbsolutePath(), unpacked.entry());
        BotMatch match = BotMatch.play(
                unpacked, Containment.available(), new TimeBudget(Duration.ofSeconds(5), Duration.ofSeconds(5)), 3);

        assertEquals(List.of(), match.faults());
        assertFalse(match.record().ejected().get(0));
        assertTrue(match.record().game().isOver());
    }

    @Test
    void aZipWithoutAManifestIsRefusedSayingWhatItNeeds() throws IOException {
        Map<String, byte[]> files = starterFiles(MANIFEST);
        files.remove(BotManifest.FILE_NAME);

        List<Problem> problems = refusal(files);

        assertEquals(1, problems.size());
        assertTrue(
                problems.get(0).message().startsWith("no arena-bot.json at the root of the zip"), problems.toString());
    }

    @Test
    void aBadManifestIsRefusedNamingTheFieldAndTheRule() throws IOException {
        assertEquals(
                List.of(Problem.at("arena-bot.json", "'language' must be one of python, not 'cobol'")),
                refusal(starterFiles(MANIFEST.replace("\"python\"", "\"cobol\""))));
        assertEquals(
                List.of(Problem.at(
                        "arena-bot.json",
                        "'protocol' must be 1, the version of the protocol the bot" + " speaks (docs/protocol.md)")),
                refusal(starterFiles(MANIFEST.replace("1,", "2,"))));
        assertEquals(
                List.of(Problem.at("arena-bot.json", "the entry 'missing.py' is not a file in the zip")),
                refusal(starterFiles(MANIFEST.replace("example_bot.py", "missing.py"))));
        assertEquals(
                List.of(Problem.at(
                        "arena-bot.json",
                        "'entry' must name a file at the root of the zip, not"
                                + " 'src/bot.py'; other files may be in folders")),
                refusal(starterFiles(MANIFEST.replace("example_bot.py", "src/bot.py"))));
        assertEquals(
                List.of(Problem.at(
                        "arena-bot.json",
                        "unknown field 'main'; the fields are protocol, language," + " entry and version")),
                refusal(starterFiles(MANIFEST.replace("\"version\"", "\"main\""))));
        assertTrue(refusal(starterFiles("not json")).get(0).message().startsWith("not JSON"));
    }

    @Test
    void aZipWhoseEntriesEscapeIsRefusedBeforeItsManifestIsRead() throws IOException {
        Map<String, byte[]> files = starterFiles(MANIFEST);
        files.put("../../outside.py", new byte[] {'x'});

        assertEquals(List.of(Problem.at("../../outside.py", "entry name contains '..'")), refusal(files));
        assertFalse(Files.exists(dir.resolve("../../outside.py").normalize()));
    }
}
