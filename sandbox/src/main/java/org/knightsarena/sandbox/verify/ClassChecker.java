package org.knightsarena.sandbox.verify;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.knightsarena.sandbox.problem.Problem;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Checks one bot class: its supertypes, its native methods, a {@code finalize} override (it would
 * run on the JVM's finalizer thread) and every reference in its code,
 * adding a {@link Problem} for each forbidden one. Within one method, one source line and one
 * forbidden JDK class, only the first problem is reported, so that {@code new Timer()} or
 * {@code Runtime.getRuntime().exec(...)} gives one problem, not one per instruction.
 */
final class ClassChecker extends ClassVisitor {
    private static final String WHICH = ", which bots may not use";
    private static final String PLATFORM = "org/knightsarena/";

    /** The invokedynamic bootstraps javac emits for lambdas, string concatenation and records. */
    private static final Set<String> BOOTSTRAPS = Set.of(
            "java/lang/invoke/LambdaMetafactory#metafactory",
            "java/lang/invoke/LambdaMetafactory#altMetafactory",
            "java/lang/invoke/StringConcatFactory#makeConcatWithConstants",
            "java/lang/invoke/StringConcatFactory#makeConcat",
            "java/lang/runtime/ObjectMethods#bootstrap");

    private final BotClasses bot;
    private final List<Problem> problems;
    private final Set<String> forbiddenSupertypes = new HashSet<>();
    private String where;

    ClassChecker(BotClasses bot, List<Problem> problems) {
        super(Opcodes.ASM9);
        this.bot = bot;
        this.problems = problems;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
        where = name.replace('/', '.');
        if (superName != null && !bot.allowsType(superName)) {
            forbiddenSupertypes.add(superName);
            problems.add(Problem.at(where, "extends " + superName + WHICH));
        }
        for (String i : interfaces) {
            if (!bot.allowsType(i)) {
                forbiddenSupertypes.add(i);
                problems.add(Problem.at(where, "implements " + i + WHICH));
            }
        }
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
        if ((access & Opcodes.ACC_NATIVE) != 0) {
            problems.add(Problem.at(where, name + descriptor, 0, "is native; bots may not use native code (JNI)"));
        }
        if (name.equals("finalize") && descriptor.equals("()V") && (access & Opcodes.ACC_STATIC) == 0) {
            problems.add(Problem.at(where, name + descriptor, 0,
                    "overrides Object#finalize, which the JVM runs on its own thread; bots may not use it"));
        }
        return new MethodChecker(name + descriptor);
    }

    /** Checks the code of one method, tracking the current source line. */
    private final class MethodChecker extends MethodVisitor {
        private final String method;
        private final Set<String> reported = new HashSet<>();
        private final java.util.Map<Label, List<String>> catches = new java.util.HashMap<>();
        private int line;

        MethodChecker(String method) {
            super(Opcodes.ASM9);
            this.method = method;
        }

        @Override
        public void visitLineNumber(int line, Label start) {
            this.line = line;
            List<String> caught = catches.remove(start);
            if (caught != null) {
                caught.forEach(t -> type(t, "catches "));
            }
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            member(owner, name, descriptor, "calls ");
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            boolean reads = opcode == Opcodes.GETFIELD || opcode == Opcodes.GETSTATIC;
            member(owner, name, null, reads ? "reads " : "writes ");
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            type(type, opcode == Opcodes.NEW ? "creates " : "uses ");
        }

        /**
         * A catch type matters only when it names the platform: catching the sandbox's budget
         * error by name would swallow it. (Catching a JDK type is harmless, like a local of that
         * type; the instrumenter guards the JDK supertypes of the budget error.) Catch types are
         * visited before the code; each is checked at its handler's first line number, or at the
         * end of the method when the handler has none.
         */
        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            if (type != null && type.startsWith(PLATFORM)) {
                catches.computeIfAbsent(handler, h -> new java.util.ArrayList<>()).add(type);
            }
        }

        @Override
        public void visitEnd() {
            catches.values().forEach(types -> types.forEach(t -> type(t, "catches ")));
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
            type(Type.getType(descriptor).getInternalName(), "uses ");
        }

        @Override
        public void visitLdcInsn(Object value) {
            constant(value);
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
            bootstrap(bootstrap, "uses the invokedynamic bootstrap ", arguments);
        }

        private void constant(Object value) {
            if (value instanceof Type t && (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY)) {
                type(t.getInternalName(), "uses ");
            } else if (value instanceof Handle h) {
                member(h.getOwner(), h.getName(), h.getTag() <= Opcodes.H_PUTSTATIC ? null : h.getDesc(), "refers to ");
            } else if (value instanceof ConstantDynamic c) {
                Handle bootstrap = c.getBootstrapMethod();
                report(bootstrap.getOwner(), "uses the dynamic-constant bootstrap " + bootstrap.getOwner() + "#"
                        + bootstrap.getName() + WHICH);
            }
        }

        private void bootstrap(Handle bootstrap, String verb, Object[] arguments) {
            String target = bootstrap.getOwner() + "#" + bootstrap.getName();
            if (!BOOTSTRAPS.contains(target)) {
                report(bootstrap.getOwner(), verb + target + WHICH);
                return;
            }
            for (Object argument : arguments) {
                constant(argument);
            }
        }

        private void member(String owner, String name, String descriptor, String verb) {
            if (name.equals("<init>") && forbiddenSupertypes.contains(owner)) {
                return; // the super constructor call of a class already reported for its supertype
            }
            Optional<String> forbidden = bot.forbiddenMember(owner, name, descriptor);
            forbidden.ifPresent(m -> report(m.substring(0, m.indexOf('#')), verb + m + WHICH));
        }

        private void type(String type, String verb) {
            if (!bot.allowsType(type)) {
                report(JdkPolicy.elementType(type), verb + type + WHICH);
            }
        }

        private void report(String forbiddenClass, String message) {
            if (reported.add(line + " " + forbiddenClass)) {
                problems.add(Problem.at(where, method, line, message));
            }
        }
    }
}
