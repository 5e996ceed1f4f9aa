package org.knightsarena.sandbox.verify;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.knightsarena.sandbox.problem.JavaSyntax;
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
    private static final String NOT_ALLOWED = " is not allowed — ";
    private static final String JAVAC =
            "use lambdas, method references and string concatenation as javac compiles them";
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
    private String owner;

    ClassChecker(BotClasses bot, List<Problem> problems) {
        super(Opcodes.ASM9);
        this.bot = bot;
        this.problems = problems;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
        where = name.replace('/', '.');
        owner = name;
        if (superName != null && !bot.allowsType(superName)) {
            forbiddenSupertypes.add(superName);
            problems.add(
                    Problem.at(where, "extending " + JavaSyntax.type(superName) + NOT_ALLOWED + Fixes.of(superName)));
        }
        for (String i : interfaces) {
            if (!bot.allowsType(i)) {
                forbiddenSupertypes.add(i);
                problems.add(Problem.at(where, "implementing " + JavaSyntax.type(i) + NOT_ALLOWED + Fixes.of(i)));
            }
        }
    }

    @Override
    public MethodVisitor visitMethod(
            int access, String name, String descriptor, String signature, String[] exceptions) {
        String method = JavaSyntax.method(owner, name, descriptor);
        if ((access & Opcodes.ACC_NATIVE) != 0) {
            problems.add(Problem.at(
                    where,
                    method,
                    0,
                    "a native method is not allowed — write it in Java: bots may" + " not run native code (JNI)"));
        }
        if (name.equals("finalize") && descriptor.equals("()V") && (access & Opcodes.ACC_STATIC) == 0) {
            problems.add(Problem.at(
                    where,
                    method,
                    0,
                    "overriding finalize() is not allowed: the JVM runs it on its"
                            + " own thread — release what you hold in onMatchEnd(...) instead"));
        }
        return new MethodChecker(method);
    }

    /** How code reaches a member, to show it the way the source writes it. */
    private enum Use {
        CALL,
        FIELD,
        REFERENCE;

        /** @return {@code System.exit(...)}, {@code new Socket(...)}, {@code System.out} or {@code System::exit} */
        String show(String owner, String name) {
            String type = JavaSyntax.type(owner);
            return switch (this) {
                case CALL -> name.equals("<init>") ? "new " + type + "(...)" : type + "." + name + "(...)";
                case FIELD -> type + "." + name;
                case REFERENCE -> type + "::" + (name.equals("<init>") ? "new" : name);
            };
        }
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
                caught.forEach(this::caught);
            }
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            member(owner, name, descriptor, Use.CALL);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            if (member(owner, name, null, Use.FIELD) && descriptor.startsWith("L")) {
                // System.out.println(...) is one problem, System.out, not a second for PrintStream's println
                reported.add(line + " " + Type.getType(descriptor).getInternalName());
            }
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            type(type, opcode == Opcodes.NEW ? "new " + JavaSyntax.type(type) + "(...)" : JavaSyntax.type(type));
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
                catches.computeIfAbsent(handler, h -> new java.util.ArrayList<>())
                        .add(type);
            }
        }

        @Override
        public void visitEnd() {
            catches.values().forEach(types -> types.forEach(this::caught));
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
            String type = Type.getType(descriptor).getInternalName();
            type(type, JavaSyntax.type(type));
        }

        @Override
        public void visitLdcInsn(Object value) {
            constant(value);
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
            bootstrap(bootstrap, arguments);
        }

        private void constant(Object value) {
            if (value instanceof Type t && (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY)) {
                type(t.getInternalName(), JavaSyntax.type(t.getInternalName()));
            } else if (value instanceof Handle h) {
                boolean field = h.getTag() <= Opcodes.H_PUTSTATIC;
                member(h.getOwner(), h.getName(), field ? null : h.getDesc(), field ? Use.FIELD : Use.REFERENCE);
            } else if (value instanceof ConstantDynamic c) {
                Handle bootstrap = c.getBootstrapMethod();
                report(
                        bootstrap.getOwner(),
                        "a dynamic constant made by " + JavaSyntax.type(bootstrap.getOwner()) + "."
                                + bootstrap.getName() + NOT_ALLOWED + JAVAC);
            }
        }

        private void bootstrap(Handle bootstrap, Object[] arguments) {
            String target = bootstrap.getOwner() + "#" + bootstrap.getName();
            if (!BOOTSTRAPS.contains(target)) {
                report(
                        bootstrap.getOwner(),
                        "an invokedynamic made by " + JavaSyntax.type(bootstrap.getOwner()) + "." + bootstrap.getName()
                                + NOT_ALLOWED + JAVAC);
                return;
            }
            for (Object argument : arguments) {
                constant(argument);
            }
        }

        /** @return whether the member is forbidden */
        private boolean member(String owner, String name, String descriptor, Use use) {
            if (name.equals("<init>") && forbiddenSupertypes.contains(owner)) {
                return false; // the super constructor call of a class already reported for its supertype
            }
            Optional<String> forbidden = bot.forbiddenMember(owner, name, descriptor);
            forbidden.ifPresent(m -> {
                String reached = m.substring(0, m.indexOf('#'));
                report(reached, use.show(reached, m.substring(m.indexOf('#') + 1)) + NOT_ALLOWED + Fixes.of(m));
            });
            return forbidden.isPresent();
        }

        /** @param shown the use as the bot's source writes it, such as {@code new Thread(...)} */
        private void type(String type, String shown) {
            if (!bot.allowsType(type)) {
                report(JdkPolicy.elementType(type), shown + NOT_ALLOWED + Fixes.of(JdkPolicy.elementType(type)));
            }
        }

        private void caught(String type) {
            type(type, "catching " + JavaSyntax.type(type));
        }

        private void report(String forbiddenClass, String message) {
            if (reported.add(line + " " + forbiddenClass)) {
                problems.add(Problem.at(where, method, line, message));
            }
        }
    }
}
