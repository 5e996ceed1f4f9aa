package org.knightsarena.sandbox.instrument;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.knightsarena.api.Agent;
import org.knightsarena.sandbox.instrument.runtime.Meter;
import org.knightsarena.sandbox.instrument.runtime.WorkLimitError;
import org.knightsarena.sandbox.problem.JavaSyntax;
import org.knightsarena.sandbox.problem.Problem;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Rewrites a bot's verified classes for the sandbox (DESIGN.md §4.3): work charges against the
 * agent's {@link Meter} (see {@link WorkCharges}), seed- and work-derived replacements for
 * non-deterministic JDK calls (see {@link Determinism}), and a deterministic {@code hashCode} for
 * bot classes that would inherit the identity hash from {@code Object}.
 *
 * <p>Only run on classes {@code ClassVerifier} accepted: the rewriting relies on the bot not naming
 * the sandbox's classes. Immutable and thread-safe.
 */
public final class Instrumenter {
    static final String METER = Type.getInternalName(Meter.class);
    static final String LIMIT_ERROR = Type.getInternalName(WorkLimitError.class);
    /** Begins the names of the members the instrumentation adds; bot classes may not use it. */
    public static final String RESERVED_PREFIX = "$arena$";
    /** Class files from Java 6 on carry stack map frames, which the rewriting must keep valid. */
    private static final int FIRST_VERSION_WITH_FRAMES = Opcodes.V1_6;

    /**
     * The rewritten classes, or the problems that prevented it.
     *
     * @param classes  binary class name to instrumented bytes
     * @param enums    the binary names of the bot's enums (and their constants' bodies), in name
     *                 order: a loader initialises them once, before its first match, since they
     *                 are kept from match to match (see {@code PerMatchStatics})
     * @param problems why the classes cannot be instrumented; empty when they were
     */
    public record Result(Map<String, byte[]> classes, List<String> enums, List<Problem> problems) {
        /** Copies the map (in name order) and the lists; the arrays are the caller's to keep. */
        public Result {
            classes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(new TreeMap<>(classes)));
            enums = List.copyOf(enums);
            problems = List.copyOf(problems);
        }
    }

    /**
     * Instruments a bot's classes.
     *
     * @param classes binary class name (such as {@code bots.Good}) to verified class bytes, never null
     * @return the instrumented bytes under the same names, or the problems; never null
     */
    public Result instrument(Map<String, byte[]> classes) {
        Objects.requireNonNull(classes, "classes");
        Map<String, ClassNode> nodes = new TreeMap<>();
        for (Map.Entry<String, byte[]> e : classes.entrySet()) {
            ClassNode node = new ClassNode();
            new ClassReader(e.getValue()).accept(node, ClassReader.EXPAND_FRAMES);
            nodes.put(node.name, node);
        }
        Set<String> enums = new HashSet<>();
        nodes.values().stream().filter(n -> (n.access & Opcodes.ACC_ENUM) != 0).forEach(n -> enums.add(n.name));
        Determinism determinism = new Determinism(enums);
        PerMatchStatics statics = new PerMatchStatics(nodes);
        Map<String, byte[]> out = new HashMap<>();
        List<String> kept = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (ClassNode node : nodes.values()) {
            String where = node.name.replace('/', '.');
            boolean frames = (node.version & 0xFFFF) >= FIRST_VERSION_WITH_FRAMES;
            statics.problems(node)
                    .forEach(p -> problems.add(
                            Problem.at(where, "cannot be given fresh static state" + " for each match: " + p)));
            for (MethodNode m : node.methods) {
                determinism.rewrite(m);
                WorkCharges.insert(m, frames)
                        .ifPresent(p ->
                                problems.add(Problem.at(where, JavaSyntax.method(node.name, m.name, m.desc), 0, p)));
            }
            if (inheritsIdentityHash(node, nodes)) {
                node.methods.add(identityHashCode());
            }
            statics.rewrite(node, frames);
            if (statics.isKept(node)) {
                kept.add(where);
            }
            try {
                ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
                node.accept(writer);
                out.put(where, writer.toByteArray());
            } catch (RuntimeException tooLarge) {
                problems.add(Problem.at(
                        where, "cannot be instrumented: " + tooLarge.getMessage() + "; split its largest methods"));
            }
        }
        return problems.isEmpty() ? new Result(out, kept, List.of()) : new Result(Map.of(), List.of(), problems);
    }

    /**
     * Whether a bot class gets an injected {@code hashCode}: it is the first bot class above a
     * JDK or API superclass whose {@code hashCode} is still {@code Object}'s, and declares none
     * itself. Its bot subclasses inherit the injected one.
     */
    private static boolean inheritsIdentityHash(ClassNode node, Map<String, ClassNode> bot) {
        if ((node.access & (Opcodes.ACC_INTERFACE | Opcodes.ACC_ENUM)) != 0
                || node.superName == null
                || bot.containsKey(node.superName)) {
            return false;
        }
        for (MethodNode m : node.methods) {
            if (m.name.equals("hashCode") && m.desc.equals("()I")) {
                return false;
            }
        }
        try {
            Class<?> superclass = Class.forName(node.superName.replace('/', '.'), false, Agent.class.getClassLoader());
            return superclass.getMethod("hashCode").getDeclaringClass() == Object.class;
        } catch (ClassNotFoundException | NoSuchMethodException | LinkageError e) {
            return false;
        }
    }

    private static MethodNode identityHashCode() {
        MethodNode m = new MethodNode(Opcodes.ACC_PUBLIC, "hashCode", "()I", null, null);
        m.instructions.add(new VarInsnNode(Opcodes.ALOAD, 0));
        m.instructions.add(
                new MethodInsnNode(Opcodes.INVOKESTATIC, METER, "identityHashCode", "(Ljava/lang/Object;)I", false));
        m.instructions.add(new InsnNode(Opcodes.IRETURN));
        return m;
    }
}
