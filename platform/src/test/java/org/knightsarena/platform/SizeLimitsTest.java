package org.knightsarena.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Issue 14's size rules for {@code platform/src/main}: no source file over 400 lines and no method
 * over 60, apart from tables that are data. A method's length is read from its compiled line table
 * (first to last line that holds code, lambdas' bodies included since they lie between), plus its
 * signature and closing brace; static initialisers are tables (rule ids, card lists) and not counted.
 * A constructor's first line is its own (or its {@code super} call's): the field initialisers that
 * javac copies into it from declarations above it are not its lines and are left out.
 */
class SizeLimitsTest {
    private static final int CLASS_LINES = 400;
    private static final int METHOD_LINES = 60;
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Path CLASSES = Path.of("target/classes");

    /**
     * Methods that are tables, by class and name, each with the reason it stays whole.
     *
     * <p>{@code ActionDispatch.apply}: one line per action kind in one exhaustive switch, so that
     * the compiler proves every action is dispatched.
     */
    private static final Set<String> TABLES = Set.of("org/knightsarena/platform/game/flow/ActionDispatch.apply");

    @Test
    void noSourceFileIsOver400Lines() throws IOException {
        List<String> over = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                long lines;
                try (Stream<String> text = Files.lines(file)) {
                    lines = text.count();
                }
                if (lines > CLASS_LINES) {
                    over.add(SOURCES.relativize(file) + " (" + lines + " lines)");
                }
            }
        }
        assertEquals(List.of(), over, "split these along a seam: a class fits on a screen or two");
    }

    @Test
    void noMethodIsOver60Lines() throws IOException {
        List<String> over = new ArrayList<>();
        List<Path> classFiles;
        try (Stream<Path> files = Files.walk(CLASSES)) {
            classFiles = files.filter(f -> f.toString().endsWith(".class")).toList();
        }
        assertTrue(classFiles.size() > 100, "the compiled classes are in " + CLASSES.toAbsolutePath());
        for (Path file : classFiles) {
            over.addAll(longMethods(file));
        }
        assertEquals(List.of(), over, "split these: a method says one step of its class's idea");
    }

    @Test
    void aLongMethodIsFound() {
        List<String> found = longMethods(CLASSES.resolve(
                "../test-classes/" + SizeLimitsTest.class.getName().replace('.', '/') + "$LongMethodFixture.class"));
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).contains("LongMethodFixture.tooLong"), found.toString());
    }

    private static List<String> longMethods(Path classFile) {
        List<String> over = new ArrayList<>();
        try (InputStream in = Files.newInputStream(classFile)) {
            new ClassReader(in).accept(new LineSpans(over), ClassReader.SKIP_FRAMES);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return over;
    }

    /** Collects the methods of one class whose lines with code span too far. */
    private static final class LineSpans extends ClassVisitor {
        private final List<String> over;
        private String className;

        LineSpans(List<String> over) {
            super(Opcodes.ASM9);
            this.over = over;
        }

        @Override
        public void visit(int version, int access, String name, String sig, String superName, String[] interfaces) {
            className = name;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
            if (name.equals("<clinit>") || TABLES.contains(className + "." + name)) {
                return null;
            }
            boolean constructor = name.equals("<init>");
            return new MethodVisitor(Opcodes.ASM9) {
                private int first = Integer.MAX_VALUE;
                private int last = Integer.MIN_VALUE;

                @Override
                public void visitLineNumber(int line, Label start) {
                    if (constructor && first != Integer.MAX_VALUE && line < first) {
                        return;
                    }
                    first = Math.min(first, line);
                    last = Math.max(last, line);
                }

                @Override
                public void visitEnd() {
                    int lines = last - first + 1 + 2;
                    if (first != Integer.MAX_VALUE && lines > METHOD_LINES) {
                        over.add(className.replace('/', '.') + "." + name + " (" + lines + " lines)");
                    }
                }
            };
        }
    }

    /** A method of 61 lines, to show the check finds one. */
    @SuppressWarnings("unused")
    private static final class LongMethodFixture {
        static int tooLong(int x) {
            x += 1;
            x += 2;
            x += 3;
            x += 4;
            x += 5;
            x += 6;
            x += 7;
            x += 8;
            x += 9;
            x += 10;
            x += 11;
            x += 12;
            x += 13;
            x += 14;
            x += 15;
            x += 16;
            x += 17;
            x += 18;
            x += 19;
            x += 20;
            x += 21;
            x += 22;
            x += 23;
            x += 24;
            x += 25;
            x += 26;
            x += 27;
            x += 28;
            x += 29;
            x += 30;
            x += 31;
            x += 32;
            x += 33;
            x += 34;
            x += 35;
            x += 36;
            x += 37;
            x += 38;
            x += 39;
            x += 40;
            x += 41;
            x += 42;
            x += 43;
            x += 44;
            x += 45;
            x += 46;
            x += 47;
            x += 48;
            x += 49;
            x += 50;
            x += 51;
            x += 52;
            x += 53;
            x += 54;
            x += 55;
            x += 56;
            x += 57;
            x += 58;
            return x;
        }
    }
}
