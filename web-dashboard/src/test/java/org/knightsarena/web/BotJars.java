package org.knightsarena.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
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
 * Real bot JARs for upload tests, compiled here with the JDK's compiler against the test class
 * path (which holds agent-api). The sandbox's own TestJars lives in its test sources, which other
 * modules cannot use; this is the same idea, returning the JAR's bytes.
 */
public final class BotJars {
    private static final String IMPORTS = "package bots;\nimport org.knightsarena.api.*;\n"
            + "import org.knightsarena.api.action.Action;\nimport org.knightsarena.api.decision.Decision;\n";

    private BotJars() {
    }

    /** @return a bot that takes the first option, which the sandbox accepts */
    public static byte[] good(Path dir) {
        return jar(dir, Map.of("bots.First", IMPORTS + "public final class First implements Agent {\n"
                + "  public Action decide(GameView view, Decision decision) { return decision.options().get(0); }\n}\n"));
    }

    /** @return a bot that calls System.exit on line 8 of its source, which the verifier refuses */
    public static byte[] exits(Path dir) {
        return jar(dir, Map.of("bots.Quitter", IMPORTS + "public final class Quitter implements Agent {\n"
                + "  public Action decide(GameView view, Decision decision) {\n"
                + "    if (decision.options().isEmpty()) {\n"
                + "      System.exit(1);\n"
                + "    }\n"
                + "    return decision.options().get(0);\n  }\n}\n"));
    }

    /** Compiles the sources and packs them into a JAR. */
    public static byte[] jar(Path dir, Map<String, String> sources) {
        try {
            Path src = Files.createDirectories(dir.resolve("src"));
            Path out = Files.createDirectories(dir.resolve("classes"));
            List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-g", "-cp",
                    System.getProperty("java.class.path"), "--release", "17"));
            for (Map.Entry<String, String> e : sources.entrySet()) {
                Path file = src.resolve(e.getKey().replace('.', '/') + ".java");
                Files.createDirectories(file.getParent());
                Files.writeString(file, e.getValue());
                args.add(file.toString());
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            StringWriter errors = new StringWriter();
            PrintStream sink = new PrintStream(OutputStream.nullOutputStream()) {
                @Override
                public void write(byte[] b, int off, int len) {
                    errors.write(new String(b, off, len));
                }
            };
            if (javac.run(null, sink, sink, args.toArray(String[]::new)) != 0) {
                throw new AssertionError("test bot does not compile:\n" + errors);
            }
            Manifest manifest = new Manifest();
            manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (JarOutputStream jar = new JarOutputStream(bytes, manifest); Stream<Path> files = Files.walk(out)) {
                for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                    jar.putNextEntry(new JarEntry(out.relativize(f).toString().replace('\\', '/')));
                    jar.write(Files.readAllBytes(f));
                    jar.closeEntry();
                }
            }
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
