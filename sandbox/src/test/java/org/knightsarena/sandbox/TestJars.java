package org.knightsarena.sandbox;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds real bot JARs inside tests: compiles Java sources against the test class path (which
 * holds {@code agent-api}) with the JDK's compiler, and packs the classes into a JAR.
 */
public final class TestJars {
    private TestJars() {}

    /**
     * Compiles sources into class files.
     *
     * @param dir     a scratch folder (a JUnit {@code @TempDir})
     * @param sources class name (such as {@code bots.Good}) to source text
     * @return the folder holding the compiled classes
     * @throws AssertionError with the compiler's messages if compilation fails
     */
    public static Path compile(Path dir, Map<String, String> sources) {
        try {
            Path src = Files.createDirectories(dir.resolve("src"));
            Path out = Files.createDirectories(dir.resolve("classes"));
            List<String> args = new ArrayList<>(List.of(
                    "-d", out.toString(), "-g", "-cp", System.getProperty("java.class.path"), "--release", "17"));
            for (Map.Entry<String, String> e : sources.entrySet()) {
                Path file = src.resolve(e.getKey().replace('.', '/') + ".java");
                Files.createDirectories(file.getParent());
                Files.writeString(file, e.getValue());
                args.add(file.toString());
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            StringWriter errors = new StringWriter();
            int status = javac.run(
                    null,
                    null,
                    new java.io.PrintStream(OutputStream.nullOutputStream()) {
                        @Override
                        public void write(byte[] b, int off, int len) {
                            errors.write(new String(b, off, len));
                        }
                    },
                    args.toArray(String[]::new));
            if (status != 0) {
                throw new AssertionError("test sources do not compile:\n" + errors);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Compiles sources and packs them into a JAR.
     *
     * @param dir        a scratch folder
     * @param sources    class name to source text
     * @param agentClass the value of the manifest's {@code Agent-Class} attribute, or null for none
     * @return the JAR
     */
    public static Path jar(Path dir, Map<String, String> sources, String agentClass) {
        Path classes = compile(dir, sources);
        Path jar = dir.resolve("bot.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (agentClass != null) {
            manifest.getMainAttributes().putValue("Agent-Class", agentClass);
        }
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
}
