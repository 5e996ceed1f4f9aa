package org.knightsarena.sandbox.inspect;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import org.knightsarena.sandbox.problem.Problem;
import org.objectweb.asm.ClassReader;

/**
 * Reads an untrusted JAR, or a process bot's zip ({@link Kind}), as a stream within
 * {@link InspectionLimits}, refusing unsafe entries and keeping class files (of a JAR) or every
 * file (of a zip) in memory. Nothing is written to disk.
 *
 * <p>Every byte of every entry is inflated through one counted loop (declared sizes are ignored),
 * and reading stops at the first size, count or ratio limit, so a zip bomb costs at most a limit's
 * worth of work. Entry-level problems (names, nested archives, native code, bad class files) are
 * collected and reading goes on, so the author sees all of them at once. Thread-safe: it holds
 * only the limits.
 */
final class JarReader {
    static final String MANIFEST = "META-INF/MANIFEST.MF";
    private static final List<String> ARCHIVE_SUFFIXES = List.of(".jar", ".zip", ".war", ".ear", ".jmod");
    private static final List<String> NATIVE_SUFFIXES = List.of(".so", ".dll", ".dylib", ".jnilib");
    private static final int MAGIC_LENGTH = 4;

    private final InspectionLimits limits;
    private final Kind kind;

    /** What is read: which entries are kept, which checks their content gets, what the messages call it. */
    enum Kind {
        /** A bot JAR: class files are kept and checked, and the manifest read. */
        JAR("JAR"),
        /** A process bot's zip: every file is kept, for it is unpacked for the bot to run from. */
        ZIP("zip");

        private final String noun;

        Kind(String noun) {
            this.noun = noun;
        }
    }

    JarReader(InspectionLimits limits) {
        this(limits, Kind.JAR);
    }

    JarReader(InspectionLimits limits, Kind kind) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    /**
     * Reads a JAR file: checks its size first, then streams it, then checks that the central
     * directory lists the same entries as the stream did (so tools that read either agree).
     */
    JarContents read(Path jar) throws IOException {
        String jarName = String.valueOf(jar.getFileName());
        long size = Files.size(jar);
        if (size > limits.maxJarBytes()) {
            return new JarContents(
                    Map.of(),
                    Optional.empty(),
                    List.of(Problem.at(
                            jarName,
                            "the " + kind.noun + " is " + size + " bytes; the limit is " + limits.maxJarBytes())),
                    Map.of());
        }
        Reading reading;
        try (InputStream in = Files.newInputStream(jar)) {
            reading = new Reading(jarName, in);
            reading.run();
        }
        if (reading.problems.isEmpty()) {
            reading.checkCentralDirectory(jar);
        }
        return reading.contents();
    }

    /** Reads a JAR from a stream, reading no more of it than the limits allow. */
    JarContents read(InputStream in, String jarName) throws IOException {
        Reading reading = new Reading(jarName, in);
        reading.run();
        return reading.contents();
    }

    /** One pass over one JAR. */
    private final class Reading {
        private final String jarName;
        private final CountingStream raw;
        private final List<Problem> problems = new ArrayList<>();
        private final Map<String, byte[]> classes = new HashMap<>();
        private final Map<String, byte[]> files = new HashMap<>();
        private final Set<String> names = new LinkedHashSet<>();
        private Optional<String> agentClassAttribute = Optional.empty();
        private long totalBytes;

        Reading(String jarName, InputStream in) {
            this.jarName = Objects.requireNonNull(jarName, "jarName");
            this.raw = new CountingStream(Objects.requireNonNull(in, "in"));
        }

        JarContents contents() {
            return new JarContents(classes, agentClassAttribute, problems, files);
        }

        void run() {
            try (ZipInputStream zip = new ZipInputStream(raw)) {
                ZipEntry entry;
                int count = 0;
                while ((entry = zip.getNextEntry()) != null) {
                    if (++count > limits.maxEntries()) {
                        problems.add(Problem.at(
                                jarName, "the " + kind.noun + " has more than " + limits.maxEntries() + " entries"));
                        return;
                    }
                    if (!readEntry(entry.getName(), entry.isDirectory(), zip)) {
                        return;
                    }
                }
                if (count == 0) {
                    problems.add(Problem.at(jarName, "not a " + kind.noun + ": it has no entries"));
                }
            } catch (IOException | RuntimeException e) {
                problems.add(Problem.at(jarName, "not a readable " + kind.noun + ": " + e.getMessage()));
            }
        }

        /** @return false when a limit was reached and reading must stop */
        private boolean readEntry(String name, boolean directory, InputStream zip) throws IOException {
            String where = printable(name);
            Optional<String> badName = nameProblem(name);
            badName.ifPresent(m -> problems.add(Problem.at(where, m)));
            if (badName.isEmpty() && !names.add(name)) {
                problems.add(Problem.at(where, "duplicate entry"));
            }
            boolean keep = kind == Kind.ZIP ? !directory : name.endsWith(".class") || name.equalsIgnoreCase(MANIFEST);
            ByteArrayOutputStream kept = new ByteArrayOutputStream();
            byte[] magic = new byte[MAGIC_LENGTH];
            int magicLength = 0;
            long entryBytes = 0;
            long compressedStart = raw.count;
            byte[] buffer = new byte[8192];
            int n;
            while ((n = zip.read(buffer)) > 0) {
                if (raw.count > limits.maxJarBytes()) {
                    problems.add(Problem.at(
                            jarName,
                            "the " + kind.noun + " is more than " + limits.maxJarBytes()
                                    + " bytes, the limit; stopped reading"));
                    return false;
                }
                entryBytes += n;
                totalBytes += n;
                if (entryBytes > limits.maxEntryBytes()) {
                    problems.add(Problem.at(
                            where,
                            "inflates to more than " + limits.maxEntryBytes()
                                    + " bytes, the limit for one entry; stopped reading"));
                    return false;
                }
                if (totalBytes > limits.maxTotalBytes()) {
                    problems.add(Problem.at(
                            where,
                            "the " + kind.noun + " inflates to more than " + limits.maxTotalBytes()
                                    + " bytes in all; stopped reading"));
                    return false;
                }
                long compressed = Math.max(1, raw.count - compressedStart);
                if (entryBytes > InspectionLimits.RATIO_CHECK_FLOOR
                        && entryBytes / compressed > limits.maxCompressionRatio()) {
                    problems.add(Problem.at(
                            where,
                            "compresses more than " + limits.maxCompressionRatio()
                                    + " to 1, as a zip bomb does; stopped reading"));
                    return false;
                }
                int m = Math.min(n, MAGIC_LENGTH - magicLength);
                System.arraycopy(buffer, 0, magic, magicLength, m);
                magicLength += m;
                if (keep) {
                    kept.write(buffer, 0, n);
                }
            }
            if (badName.isEmpty() && !directory) {
                checkContent(name, where, magic, magicLength, kept.toByteArray());
            }
            return true;
        }

        private void checkContent(String name, String where, byte[] magic, int magicLength, byte[] bytes) {
            String lower = name.toLowerCase(Locale.ROOT);
            if (ARCHIVE_SUFFIXES.stream().anyMatch(lower::endsWith)
                    || startsWith(magic, magicLength, 0x50, 0x4B, 0x03, 0x04)
                    || startsWith(magic, magicLength, 0x50, 0x4B, 0x05, 0x06)) {
                problems.add(Problem.at(
                        where,
                        kind == Kind.JAR
                                ? "nested archive; put its classes in the JAR itself"
                                : "nested archive; put its files in the zip itself"));
            } else if (NATIVE_SUFFIXES.stream().anyMatch(lower::endsWith)
                    || lower.contains(".so.")
                    || isNativeMagic(magic, magicLength)) {
                problems.add(Problem.at(where, "native library; bots cannot use native code"));
            } else if (kind == Kind.ZIP) {
                files.put(name, bytes);
            } else if (name.endsWith(".class")) {
                checkClass(name, where, bytes);
            } else if (startsWith(magic, magicLength, 0xCA, 0xFE, 0xBA, 0xBE)) {
                problems.add(Problem.at(where, "class file or Mach-O binary under a name not ending in .class"));
            } else if (name.equalsIgnoreCase(MANIFEST)) {
                readManifest(where, bytes);
            }
        }

        private void checkClass(String name, String where, byte[] bytes) {
            if (!startsWith(bytes, bytes.length, 0xCA, 0xFE, 0xBA, 0xBE)) {
                problems.add(Problem.at(where, "not a valid class file: it does not start with CAFEBABE"));
                return;
            }
            String internalName;
            try {
                internalName = new ClassReader(bytes).getClassName();
            } catch (RuntimeException e) {
                problems.add(Problem.at(where, "not a valid class file: " + e));
                return;
            }
            String expected = internalName + ".class";
            if (!expected.equals(name)) {
                problems.add(Problem.at(
                        where,
                        "holds class " + internalName.replace('/', '.') + ", which belongs at " + printable(expected)));
                return;
            }
            classes.put(internalName.replace('/', '.'), bytes);
        }

        private void readManifest(String where, byte[] bytes) {
            try {
                Manifest manifest = new Manifest(new ByteArrayInputStream(bytes));
                if (manifest.getMainAttributes().getValue("Class-Path") != null) {
                    problems.add(Problem.at(where, "the Class-Path attribute is not allowed: a bot is one JAR"));
                }
                agentClassAttribute = Optional.ofNullable(
                                manifest.getMainAttributes().getValue("Agent-Class"))
                        .map(String::strip);
            } catch (IOException | RuntimeException e) {
                problems.add(Problem.at(where, "not a readable manifest: " + e.getMessage()));
            }
        }

        /** A ZIP's central directory can disagree with its local headers; refuse such an archive. */
        void checkCentralDirectory(Path jar) {
            try (ZipFile file = new ZipFile(jar.toFile())) {
                List<String> central = new ArrayList<>();
                file.stream().limit(limits.maxEntries() + 1L).forEach(e -> central.add(e.getName()));
                if (!new LinkedHashSet<>(central).equals(names) || central.size() != names.size()) {
                    problems.add(Problem.at(
                            jarName,
                            "the ZIP central directory does not list the same entries as the entries themselves"));
                }
            } catch (IOException | RuntimeException e) {
                problems.add(Problem.at(jarName, "not a readable " + kind.noun + ": " + e.getMessage()));
            }
        }
    }

    /** @return what is wrong with an entry name, if anything */
    static Optional<String> nameProblem(String name) {
        if (name.isEmpty()) {
            return Optional.of("entry name is empty");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || c == 0x7F) {
                return Optional.of("entry name contains a NUL or control character");
            }
        }
        if (name.indexOf('\\') >= 0) {
            return Optional.of("entry name contains a backslash");
        }
        if (name.startsWith("/") || (name.length() > 1 && name.charAt(1) == ':')) {
            return Optional.of("entry name is absolute");
        }
        if (name.contains("..")) {
            return Optional.of("entry name contains '..'");
        }
        if (name.contains("//")) {
            return Optional.of("entry name has an empty folder name");
        }
        return Optional.empty();
    }

    /** @return the name with control characters shown as {@code \\uXXXX}, safe to print */
    static String printable(String name) {
        StringBuilder s = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || (c >= 0x7F && c < 0xA0)) {
                s.append(String.format("\\u%04X", (int) c));
            } else {
                s.append(c);
            }
        }
        return s.toString();
    }

    private static boolean isNativeMagic(byte[] magic, int length) {
        return startsWith(magic, length, 0x7F, 'E', 'L', 'F')
                || startsWith(magic, length, 'M', 'Z')
                || startsWith(magic, length, 0xFE, 0xED, 0xFA, 0xCE)
                || startsWith(magic, length, 0xFE, 0xED, 0xFA, 0xCF)
                || startsWith(magic, length, 0xCE, 0xFA, 0xED, 0xFE)
                || startsWith(magic, length, 0xCF, 0xFA, 0xED, 0xFE);
    }

    private static boolean startsWith(byte[] bytes, int length, int... prefix) {
        if (length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    /** Counts the raw (compressed) bytes taken from the JAR. */
    private static final class CountingStream extends FilterInputStream {
        long count;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long s = super.skip(n);
            count += Math.max(0, s);
            return s;
        }
    }
}
