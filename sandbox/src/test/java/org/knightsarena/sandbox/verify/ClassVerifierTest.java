package org.knightsarena.sandbox.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.knightsarena.sandbox.TestJars;
import org.knightsarena.sandbox.problem.Problem;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

class ClassVerifierTest {
    private static final ClassVerifier VERIFIER = ClassVerifier.create();
    private static final String DECIDE = "decide(Lorg/knightsarena/api/GameView;Lorg/knightsarena/api/decision/Decision;)"
            + "Lorg/knightsarena/api/action/Action;";

    @TempDir
    Path dir;

    @Test
    void aCleanBotHasNoProblems() {
        List<Problem> problems = verify(Map.of("bots.Clean", """
                package bots;
                import java.util.*;
                import java.util.function.*;
                import java.util.stream.*;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                public final class Clean implements Agent {
                    enum Mood { CALM, GREEDY }
                    record Score(String name, int value) implements Comparable<Score> {
                        Score { if (value < 0) throw new IllegalArgumentException("negative: " + value); }
                        public int compareTo(Score o) { return Integer.compare(value, o.value); }
                    }
                    interface Namer { default String name(Object o) { return o.getClass().getSimpleName(); } }
                    private final Random random = new Random(42);
                    private final Map<String, List<Integer>> seen = new HashMap<>();
                    private Mood mood = Mood.CALM;
                    public Action decide(GameView view, Decision decision) {
                        assert decision != null;
                        List<Action> options = decision.options();
                        Map<String, Long> byKind = options.stream()
                                .collect(Collectors.groupingBy(a -> a.getClass().getSimpleName(), TreeMap::new, Collectors.counting()));
                        int best = IntStream.range(0, options.size()).map(i -> i * 2).filter(i -> i % 3 != 0).max().orElse(0);
                        StringBuilder log = new StringBuilder("kinds ").append(byKind).append(' ').append(best);
                        String label = "seen " + byKind.size() + " kinds, mood " + mood;
                        switch (label.substring(0, 4)) {
                            case "seen" -> seen.computeIfAbsent(label, k -> new ArrayList<>()).add(best);
                            case "none" -> log.append("none");
                            default -> log.append(Math.max(1, Math.abs(random.nextInt(10))));
                        }
                        switch (mood) {
                            case CALM -> mood = Mood.GREEDY;
                            case GREEDY -> mood = Mood.CALM;
                        }
                        List<Score> scores = new ArrayList<>(List.of(new Score("a", 1), new Score("b", 2)));
                        Collections.sort(scores);
                        scores.sort(Comparator.comparing(Score::name).reversed());
                        Optional<Score> top = scores.stream().max(Comparator.naturalOrder());
                        int[][] grid = new int[3][4];
                        int[] copy = new int[4];
                        System.arraycopy(grid[0], 0, copy, 0, 4);
                        Arrays.sort(copy);
                        Function<Integer, Integer> twice = x -> x * 2;
                        Supplier<String> name = () -> new Namer() { }.name(this);
                        try {
                            if (options.isEmpty()) throw new IllegalStateException("no options " + name.get());
                            return options.get(Math.min(twice.apply(top.map(Score::value).orElse(0)), options.size() - 1));
                        } catch (IllegalStateException | IndexOutOfBoundsException e) {
                            log.append(e.getMessage());
                            return options.isEmpty() ? null : options.get(0);
                        } finally {
                            if (log.length() > 1000) log.setLength(0);
                        }
                    }
                }
                """));
        assertEquals(List.of(), problems);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "new Thread(() -> {}).start(); | creates java/lang/Thread",
        "System.exit(0); | calls java/lang/System#exit",
        "try { new java.io.FileInputStream(\"x\").read(); } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }"
                + " | creates java/io/FileInputStream",
        "try { new java.net.Socket(\"localhost\", 80).close(); } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }"
                + " | creates java/net/Socket",
        "try { Class.forName(\"x\"); } catch (ClassNotFoundException e) { throw new IllegalStateException(e); }"
                + " | calls java/lang/Class#forName",
        "int n = getClass().getDeclaredMethods().length; | calls java/lang/Class#getDeclaredMethods",
        "try { Runtime.getRuntime().exec(\"ls\"); } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }"
                + " | calls java/lang/Runtime#getRuntime",
        "long n = decision.options().parallelStream().count(); | calls java/util/List#parallelStream",
        "long n = decision.options().stream().parallel().count(); | calls java/util/stream/Stream#parallel",
        "java.util.regex.Pattern.compile(\"a+\"); | calls java/util/regex/Pattern#compile",
        "String[] parts = \"a,b\".split(\",\"); | calls java/lang/String#split",
        "new java.util.Timer(); | creates java/util/Timer",
        "java.lang.invoke.MethodHandles.lookup(); | calls java/lang/invoke/MethodHandles#lookup",
        "java.util.concurrent.Executors.newSingleThreadExecutor(); | calls java/util/concurrent/Executors#newSingleThreadExecutor",
        "synchronized (this) { try { wait(); } catch (InterruptedException e) { } } | calls java/lang/Object#wait",
        "String home = System.getenv(\"HOME\"); | calls java/lang/System#getenv",
        "java.util.function.IntConsumer quit = System::exit; | refers to java/lang/System#exit",
        "Object o = Thread.class; | uses java/lang/Thread",
        "Object o = (java.lang.reflect.Method) null; | uses java/lang/reflect/Method",
        "Object[] o = new Thread[2][2]; | uses [[Ljava/lang/Thread;",
    })
    void aHostileCallGivesExactlyOneProblemAtItsLine(String statement, String what) {
        List<Problem> problems = verify(Map.of("bots.Evil", evil(statement)));
        assertEquals(List.of(Problem.at("bots.Evil", DECIDE, 7, what + ", which bots may not use")), problems);
    }

    @Test
    void aClassLiteralOrAnArrayOfClassesIsAllowedButNotTheReflectionBehindIt() {
        assertEquals(List.of(), verify(Map.of("bots.Evil", evil(
                "Class<?>[] kinds = { String.class, Integer.class }; if (kinds[0].isInstance(view)) { return null; }"))));
        List<Problem> problems = verify(Map.of("bots.Evil", evil(
                "Class<?>[] kinds = { String.class }; try { kinds[0].getDeclaredFields(); } catch (Exception e) { }")));
        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).toString().contains("calls java/lang/Class#getDeclaredFields"), problems::toString);
    }

    @Test
    void catchingTheSandboxBudgetErrorByNameIsRefused() {
        List<Problem> problems = verify(Map.of("bots.Evil", evil(
                "try { decision.options(); } catch (org.knightsarena.sandbox.instrument.runtime.WorkLimitError e) { }")));
        assertEquals(1, problems.size(), problems::toString);
        assertEquals("catches org/knightsarena/sandbox/instrument/runtime/WorkLimitError, which bots may not use",
                problems.get(0).message());
    }

    @Test
    void callingTheSandboxMeterIsRefused() {
        List<Problem> problems = verify(Map.of("bots.Evil", evil(
                "org.knightsarena.sandbox.instrument.runtime.Meter.beginCall();")));
        assertEquals(List.of(Problem.at("bots.Evil", DECIDE, 7, "calls org/knightsarena/sandbox/instrument/runtime/Meter#beginCall"
                + ", which bots may not use")), problems);
    }

    @Test
    void theProblemReadsAsClassMethodLineAndReason() {
        List<Problem> problems = verify(Map.of("bots.Evil", evil("System.exit(0);")));
        assertEquals(List.of("bots.Evil." + DECIDE + " (line 7): calls java/lang/System#exit, which bots may not use"),
                problems.stream().map(Problem::toString).toList());
    }

    @Test
    void aNativeMethodIsRefused() {
        List<Problem> problems = verify(Map.of("bots.Peek", """
                package bots;
                public final class Peek {
                    public native int peek(long address);
                }
                """));
        assertEquals(List.of("bots.Peek.peek(J)I: is native; bots may not use native code (JNI)"),
                problems.stream().map(Problem::toString).toList());
    }

    @Test
    void extendingClassLoaderIsOneProblemOnTheClass() {
        List<Problem> problems = verify(Map.of("bots.Loader", """
                package bots;
                public final class Loader extends ClassLoader {
                }
                """));
        assertEquals(List.of(Problem.at("bots.Loader", "extends java/lang/ClassLoader, which bots may not use")), problems);
    }

    @Test
    void aMethodInheritedFromAForbiddenSupertypeIsRefusedInTheSubclass() {
        List<Problem> problems = verify(Map.of("bots.Worker", """
                package bots;
                public final class Worker extends Thread {
                    public void go() {
                        start();
                    }
                }
                """));
        assertEquals(List.of(
                Problem.at("bots.Worker", "extends java/lang/Thread, which bots may not use"),
                Problem.at("bots.Worker", "go()V", 4, "calls java/lang/Thread#start, which bots may not use")), problems);
    }

    @Test
    void aBotClassInAJdkPackageIsRefusedAndDoesNotShadowTheJdk() {
        Map<String, byte[]> bytes = new TreeMap<>(compile(Map.of("bots.UsesFake", """
                package bots;
                public final class UsesFake {
                    Object make() {
                        return new java.util.Timer();
                    }
                }
                """)));
        ClassWriter fake = new ClassWriter(0);
        fake.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "java/util/Timer", null, "java/lang/Object", null);
        fake.visitEnd();
        bytes.put("java.util.Timer", fake.toByteArray());
        assertEquals(List.of(
                Problem.at("java.util.Timer", "is in package java/**, which is reserved for the JDK and the platform"),
                Problem.at("bots.UsesFake", "make()Ljava/lang/Object;", 4, "creates java/util/Timer, which bots may not use")),
                VERIFIER.verify(bytes));
    }

    @Test
    void overridingFinalizeIsRefused() {
        List<Problem> problems = verify(Map.of("bots.Late", """
                package bots;
                public final class Late {
                    @Override
                    protected void finalize() {
                    }
                }
                """));
        assertEquals(List.of(Problem.at("bots.Late", "finalize()V", 0,
                "overrides Object#finalize, which the JVM runs on its own thread; bots may not use it")), problems);
    }

    @Test
    void anInvokedynamicWithAnyOtherBootstrapIsRefusedEvenFromTheBotsOwnClass() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "bots/Boot", null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "run", "()V", null, null);
        mv.visitCode();
        Label start = new Label();
        mv.visitLabel(start);
        mv.visitLineNumber(12, start);
        Handle own = new Handle(Opcodes.H_INVOKESTATIC, "bots/Boot", "bootstrap",
                "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)"
                        + "Ljava/lang/invoke/CallSite;", false);
        mv.visitInvokeDynamicInsn("go", "()V", own);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        assertEquals(List.of(Problem.at("bots.Boot", "run()V", 12,
                "uses the invokedynamic bootstrap bots/Boot#bootstrap, which bots may not use")),
                VERIFIER.verify(Map.of("bots.Boot", cw.toByteArray())));
    }

    @Test
    void bytesThatAreNoClassAreAProblem() {
        assertEquals(List.of(Problem.at("bots.Junk", "is not a valid class file")),
                VERIFIER.verify(Map.of("bots.Junk", new byte[] {1, 2, 3})));
    }

    /** A bot whose {@code decide} runs {@code statement} on line 7. */
    private static String evil(String statement) {
        return """
                package bots;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                public final class Evil implements Agent {
                    public Action decide(GameView view, Decision decision) {
                        %s
                        return decision.options().get(0);
                    }
                }
                """.formatted(statement);
    }

    private List<Problem> verify(Map<String, String> sources) {
        return VERIFIER.verify(compile(sources));
    }

    /** Compiles sources and reads every class file, keyed by class name ({@code bots.Evil$1}). */
    private Map<String, byte[]> compile(Map<String, String> sources) {
        Path classes = TestJars.compile(dir, sources);
        Map<String, byte[]> bytes = new TreeMap<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                String name = classes.relativize(f).toString().replace('\\', '/');
                bytes.put(name.substring(0, name.length() - ".class".length()).replace('/', '.'), Files.readAllBytes(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes;
    }
}
