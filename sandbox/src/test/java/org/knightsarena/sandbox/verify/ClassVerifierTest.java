package org.knightsarena.sandbox.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
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
    private static final String DECIDE = "decide(GameView, Decision)";

    private static final String ONE_THREAD = "bots run on one thread: do the work inside the call, within its budget";

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
    @CsvSource(
            delimiter = '|',
            value = {
                "new Thread(() -> {}).start(); | new Thread(...) | one thread",
                "System.exit(0); | System.exit(...) | return an action",
                "System.out.println(1); | System.out | context.log().log(",
                "new IllegalStateException().printStackTrace(); | IllegalStateException.printStackTrace(...) | context.log().log(",
                "try { new java.io.FileInputStream(\"x\").read(); } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }"
                        + " | new FileInputStream(...) | keep data in your code",
                "try { new java.net.Socket(\"localhost\", 80).close(); } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }"
                        + " | new Socket(...) | no files, resources or network",
                "try { Class.forName(\"x\"); } catch (ClassNotFoundException e) { throw new IllegalStateException(e); }"
                        + " | Class.forName(...) | instead of through reflection",
                "int n = getClass().getDeclaredMethods().length; | Class.getDeclaredMethods(...) | instead of through reflection",
                "try { Runtime.getRuntime().exec(\"ls\"); } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }"
                        + " | Runtime.getRuntime(...) | the platform ends the match",
                "long n = decision.options().parallelStream().count(); | List.parallelStream(...) | use stream()",
                "long n = decision.options().stream().parallel().count(); | Stream.parallel(...) | use stream()",
                "java.util.regex.Pattern.compile(\"a+\"); | Pattern.compile(...) | use indexOf and substring",
                "String[] parts = \"a,b\".split(\",\"); | String.split(...) | use indexOf and substring",
                "new java.util.Timer(); | new Timer(...) | one thread",
                "java.lang.invoke.MethodHandles.lookup(); | MethodHandles.lookup(...) | instead of through reflection",
                "java.util.concurrent.Executors.newSingleThreadExecutor(); | Executors.newSingleThreadExecutor(...) | a plain field",
                "synchronized (this) { try { wait(); } catch (InterruptedException e) { } } | Object.wait(...) | one thread",
                "String home = System.getenv(\"HOME\"); | System.getenv(...) | put settings in constants",
                "java.util.function.IntConsumer quit = System::exit; | System::exit | return an action",
                "Object o = Thread.class; | Thread | one thread",
                "Object o = (java.lang.reflect.Method) null; | Method | instead of through reflection",
                "Object[] o = new Thread[2][2]; | Thread[][] | one thread",
                "Object o = new java.util.Date(); | new Date(...) | no clock",
            })
    void aHostileCallGivesExactlyOneProblemAtItsLineWithItsFix(String statement, String shown, String fix) {
        List<Problem> problems = verify(Map.of("bots.Evil", evil(statement)));
        assertEquals(1, problems.size(), problems::toString);
        Problem p = problems.get(0);
        assertEquals(
                List.of("bots.Evil", Optional.of(DECIDE), OptionalInt.of(7)), List.of(p.where(), p.method(), p.line()));
        assertTrue(p.message().startsWith(shown + " is not allowed — "), p.message());
        assertTrue(p.message().contains(fix), p.message());
    }

    @Test
    void everyDeniedEntryHasAFixOfItsOwn() {
        List<String> uncovered = PolicyList.read("jdk-denied.txt").entries().stream()
                .filter(e -> !Fixes.covers(e))
                .toList();
        assertEquals(List.of(), uncovered);
    }

    @Test
    void aClassLiteralOrAnArrayOfClassesIsAllowedButNotTheReflectionBehindIt() {
        assertEquals(
                List.of(),
                verify(
                        Map.of(
                                "bots.Evil",
                                evil(
                                        "Class<?>[] kinds = { String.class, Integer.class }; if (kinds[0].isInstance(view)) { return null; }"))));
        List<Problem> problems = verify(
                Map.of(
                        "bots.Evil",
                        evil(
                                "Class<?>[] kinds = { String.class }; try { kinds[0].getDeclaredFields(); } catch (Exception e) { }")));
        assertEquals(1, problems.size(), problems::toString);
        assertTrue(
                problems.get(0).toString().contains("Class.getDeclaredFields(...) is not allowed"), problems::toString);
    }

    @Test
    void catchingTheSandboxBudgetErrorByNameIsRefused() {
        List<Problem> problems = verify(
                Map.of(
                        "bots.Evil",
                        evil(
                                "try { decision.options(); } catch (org.knightsarena.sandbox.instrument.runtime.WorkLimitError e) { }")));
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(
                "catching WorkLimitError is not allowed — the bot API is org.knightsarena.api; catch your own"
                        + " or the JDK's exceptions, and let the sandbox's own pass",
                problems.get(0).message());
    }

    @Test
    void callingTheSandboxMeterIsRefused() {
        List<Problem> problems =
                verify(Map.of("bots.Evil", evil("org.knightsarena.sandbox.instrument.runtime.Meter.beginCall();")));
        assertEquals(
                List.of(
                        Problem.at(
                                "bots.Evil",
                                DECIDE,
                                7,
                                "Meter.beginCall(...) is not allowed — the bot API is"
                                        + " org.knightsarena.api; catch your own or the JDK's exceptions, and let the sandbox's own pass")),
                problems);
    }

    @Test
    void theProblemReadsAsClassMethodLineAndReason() {
        List<Problem> problems = verify(Map.of("bots.Evil", evil("System.out.println(\"hello\");")));
        assertEquals(
                List.of("bots.Evil.decide(GameView, Decision), line 7: System.out is not allowed — write to your"
                        + " bot's log with context.log().log(...) (the MatchContext of onMatchStart)"),
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
        assertEquals(
                List.of("bots.Peek.peek(long): a native method is not allowed — write it in Java: bots may not run"
                        + " native code (JNI)"),
                problems.stream().map(Problem::toString).toList());
    }

    @Test
    void extendingClassLoaderIsOneProblemOnTheClass() {
        List<Problem> problems = verify(Map.of("bots.Loader", """
                package bots;
                public final class Loader extends ClassLoader {
                }
                """));
        assertEquals(
                List.of(Problem.at(
                        "bots.Loader",
                        "extending ClassLoader is not allowed — call your own classes directly"
                                + " (new, a switch or a Map of lambdas) instead of through reflection")),
                problems);
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
        assertEquals(
                List.of(
                        Problem.at("bots.Worker", "extending Thread is not allowed — " + ONE_THREAD),
                        Problem.at("bots.Worker", "go()", 4, "Thread.start(...) is not allowed — " + ONE_THREAD)),
                problems);
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
        assertEquals(
                List.of(
                        Problem.at(
                                "java.util.Timer",
                                "package java.* is reserved for the JDK and the platform — move the class into"
                                        + " a package of your own, such as com.yourname.bot"),
                        Problem.at("bots.UsesFake", "make()", 4, "new Timer(...) is not allowed — " + ONE_THREAD)),
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
        assertEquals(
                List.of(Problem.at(
                        "bots.Late",
                        "finalize()",
                        0,
                        "overriding finalize() is not allowed: the JVM runs it"
                                + " on its own thread — release what you hold in onMatchEnd(...) instead")),
                problems);
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
        Handle own = new Handle(
                Opcodes.H_INVOKESTATIC,
                "bots/Boot",
                "bootstrap",
                "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)"
                        + "Ljava/lang/invoke/CallSite;",
                false);
        mv.visitInvokeDynamicInsn("go", "()V", own);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        assertEquals(
                List.of(Problem.at(
                        "bots.Boot",
                        "run()",
                        12,
                        "an invokedynamic made by Boot.bootstrap is not allowed"
                                + " — use lambdas, method references and string concatenation as javac compiles them")),
                VERIFIER.verify(Map.of("bots.Boot", cw.toByteArray())));
    }

    @Test
    void bytesThatAreNoClassAreAProblem() {
        assertEquals(
                List.of(Problem.at(
                        "bots.Junk",
                        "is not a valid class file — build the JAR from source with javac" + " (Java 17 class files)")),
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
                bytes.put(
                        name.substring(0, name.length() - ".class".length()).replace('/', '.'), Files.readAllBytes(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes;
    }
}
