package org.knightsarena.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.knightsarena.agents.HeuristicAgent;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;

/**
 * Builds a bot JAR from the real class files of the sample agents, moved from
 * {@code org.knightsarena.agents} (a package bots may not use, as all of {@code org.knightsarena}
 * outside the API) to {@code samples.agents}; nothing else in the bytecode changes.
 */
final class SampleAgentJar {
    static final String HEURISTIC = "samples.agents.HeuristicAgent";
    private static final String FROM = "org/knightsarena/agents/";
    private static final String TO = "samples/agents/";
    /** Left out: it uses class literals, which the verifier refuses, and the heuristic agent does not need it. */
    private static final String RANDOM_AGENT = "RandomAgent";

    private SampleAgentJar() {}

    /** @return a JAR of the sample agent classes but the random agent's, naming the heuristic agent in its manifest */
    static Path heuristic(Path dir) {
        Path jar = dir.resolve("heuristic.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Agent-Class", HEURISTIC);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            for (Map.Entry<String, byte[]> c : classes().entrySet()) {
                ClassWriter writer = new ClassWriter(0);
                new ClassReader(c.getValue())
                        .accept(
                                new ClassRemapper(writer, new Remapper() {
                                    @Override
                                    public String map(String key) {
                                        return key.startsWith(FROM) ? TO + key.substring(FROM.length()) : null;
                                    }
                                }),
                                0);
                out.putNextEntry(new JarEntry(TO + c.getKey()));
                out.write(writer.toByteArray());
                out.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar;
    }

    /**
     * The sample agents' class files by file name, from sample-agents/target/classes or from its
     * JAR, whichever the build put on the class path.
     */
    private static Map<String, byte[]> classes() throws IOException {
        Path root;
        try {
            root = Path.of(HeuristicAgent.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        Map<String, byte[]> classes = new TreeMap<>();
        try (FileSystem jar = Files.isDirectory(root) ? null : FileSystems.newFileSystem(root)) {
            Path folder = (jar == null ? root : jar.getPath("/")).resolve(FROM);
            try (Stream<Path> files = Files.list(folder)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    String name = f.getFileName().toString();
                    if (name.endsWith(".class") && !name.startsWith(RANDOM_AGENT)) {
                        classes.put(f.getFileName().toString(), Files.readAllBytes(f));
                    }
                }
            }
        }
        return classes;
    }
}
