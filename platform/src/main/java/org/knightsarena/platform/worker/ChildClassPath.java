package org.knightsarena.platform.worker;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The class path a worker JVM gets: this JVM's, with the {@code Class-Path} of any JAR on it
 * spelled out.
 *
 * <p>Test runners such as Surefire may start a JVM whose class path is one "manifest-only" JAR
 * listing the real entries in its manifest, and may delete that JAR while a child still needs it;
 * listing the entries directly keeps the child working.
 */
final class ChildClassPath {

    private ChildClassPath() {}

    /** @return the class path for a worker of this JVM */
    static String current() {
        return expand(System.getProperty("java.class.path", ""));
    }

    /**
     * @param classPath a class path in this platform's syntax, never null
     * @return the same entries, each JAR followed by the existing entries of its manifest's
     *         {@code Class-Path}, without duplicates
     */
    static String expand(String classPath) {
        Set<String> entries = new LinkedHashSet<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (entry.isEmpty()) {
                continue;
            }
            entries.add(entry);
            Path path = Path.of(entry);
            if (entry.endsWith(".jar") && Files.isRegularFile(path)) {
                entries.addAll(manifestClassPath(path));
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    /** The manifest's entries are URLs relative to the JAR; unreadable or missing ones are left out. */
    private static Set<String> manifestClassPath(Path jar) {
        Set<String> entries = new LinkedHashSet<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String listed =
                    manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (listed == null) {
                return entries;
            }
            URI base = jar.toAbsolutePath().toUri();
            for (String url : listed.trim().split("\\s+")) {
                try {
                    Path resolved = Path.of(base.resolve(url));
                    if (Files.exists(resolved)) {
                        entries.add(resolved.toString());
                    }
                } catch (IllegalArgumentException e) {
                    // not a file URL: the JVM would ignore it too
                }
            }
        } catch (IOException e) {
            // not a readable JAR: the JVM would ignore it too, and the entry itself is kept
        }
        return entries;
    }
}
