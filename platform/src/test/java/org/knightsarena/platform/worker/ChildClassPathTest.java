package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildClassPathTest {

    @Test
    void aManifestOnlyJarIsFollowedByTheEntriesItLists(@TempDir Path dir) throws IOException {
        Path classes = Files.createDirectories(dir.resolve("target/classes"));
        Path library = Files.createDirectories(dir.resolve("elsewhere/lib dir"));
        Path booter = dir.resolve("target/booter.jar");
        manifestOnlyJar(booter, "classes/ " + library.toUri() + " missing/");

        String expanded = ChildClassPath.expand(booter + File.pathSeparator + classes);

        assertEquals(
                List.of(booter.toString(), classes.toString(), library.toString()),
                Arrays.asList(expanded.split(File.pathSeparator)));
    }

    @Test
    void aClassPathWithoutJarsIsKeptAsItIs(@TempDir Path dir) {
        String path = dir.resolve("a") + File.pathSeparator + dir.resolve("b.jar");

        assertEquals(path, ChildClassPath.expand(path));
    }

    @Test
    void thisJvmsChildClassPathNamesWhereTheWorkerClassesAre() throws Exception {
        Path workerClasses = Path.of(WorkerMain.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());

        List<String> entries = Arrays.asList(ChildClassPath.current().split(File.pathSeparator));

        assertTrue(
                entries.stream().anyMatch(e -> Path.of(e).toAbsolutePath().equals(workerClasses)),
                workerClasses + " not in " + entries);
    }

    private static void manifestOnlyJar(Path jar, String classPath) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream ignored = new JarOutputStream(out, manifest)) {
            // the manifest is the whole JAR
        }
    }
}
