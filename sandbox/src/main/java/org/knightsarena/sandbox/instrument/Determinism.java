package org.knightsarena.sandbox.instrument;

import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * Rewrites the JDK calls whose results would differ between two runs of the same match into calls
 * of the agent's {@code Meter}, which derives them from the match seed and the work done:
 * generators without a seed, {@code Math.random}, clocks, identity hash codes, and
 * {@code Collections.shuffle} without a generator. It also turns {@code new HashMap} and
 * {@code new HashSet} into their linked subclasses, so that iteration order is the insertion order
 * rather than an order of identity hashes (which a bot's enum keys would have). Method references
 * to these members in lambdas are rewritten the same way.
 *
 * <p>Not made deterministic (documented in the package overview): identity hashes the JDK itself
 * asks for (a {@code HashMap} built inside the JDK, such as by {@code Collectors.toSet()}, keyed
 * by enums or plain objects), the iteration order of {@code Set.of} and {@code Map.of} (salted per
 * JVM run), and {@code Object#toString} of JDK objects that do not override it.
 */
final class Determinism {
    private static final String METER = Instrumenter.METER;
    private static final String OBJECT = "java/lang/Object";

    /** Static calls replaced by a Meter method of the same descriptor: owner.name+desc to Meter name. */
    private static final Map<String, String> STATIC_CALLS = Map.of(
            "java/lang/Math.random()D", "random",
            "java/lang/StrictMath.random()D", "random",
            "java/lang/System.nanoTime()J", "nanoTime",
            "java/lang/System.currentTimeMillis()J", "currentTimeMillis",
            "java/lang/System.identityHashCode(Ljava/lang/Object;)I", "identityHashCode",
            "java/util/Collections.shuffle(Ljava/util/List;)V", "shuffle");
    /** Generators whose no-argument constructor seeds from the JVM. */
    private static final Set<String> GENERATORS = Set.of("java/util/Random", "java/util/SplittableRandom");
    /** Hash collections and the linked subclass with the same constructors. */
    private static final Map<String, String> LINKED = Map.of(
            "java/util/HashMap", "java/util/LinkedHashMap",
            "java/util/HashSet", "java/util/LinkedHashSet");

    private final Set<String> botEnums;

    /** @param botEnums the bot's enum classes, in internal form */
    Determinism(Set<String> botEnums) {
        this.botEnums = Set.copyOf(botEnums);
    }

    /**
     * Rewrites one method's code. A {@code new HashMap} is matched to its constructor call by
     * counting, as javac nests them; a {@code super(...)} call of a bot class extending
     * {@code HashMap} has no {@code new} before it and stays as it is.
     */
    void rewrite(MethodNode method) {
        InsnList code = method.instructions;
        int pendingLinked = 0;
        for (AbstractInsnNode insn = code.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn instanceof TypeInsnNode t && t.getOpcode() == Opcodes.NEW && LINKED.containsKey(t.desc)) {
                t.desc = LINKED.get(t.desc);
                pendingLinked++;
            } else if (insn instanceof MethodInsnNode call) {
                if (call.getOpcode() == Opcodes.INVOKESPECIAL
                        && call.name.equals("<init>")
                        && LINKED.containsKey(call.owner)
                        && pendingLinked > 0) {
                    call.owner = LINKED.get(call.owner);
                    pendingLinked--;
                } else {
                    rewrite(code, call);
                }
            } else if (insn instanceof InvokeDynamicInsnNode indy) {
                for (int i = 0; i < indy.bsmArgs.length; i++) {
                    if (indy.bsmArgs[i] instanceof Handle h) {
                        indy.bsmArgs[i] = rewrite(h);
                    }
                }
            }
        }
    }

    private void rewrite(InsnList code, MethodInsnNode call) {
        String key = call.owner + "." + call.name + call.desc;
        if (call.getOpcode() == Opcodes.INVOKESTATIC && STATIC_CALLS.containsKey(key)) {
            redirect(call, STATIC_CALLS.get(key), call.desc);
        } else if (call.getOpcode() == Opcodes.INVOKESPECIAL
                && call.name.equals("<init>")
                && call.desc.equals("()V")
                && GENERATORS.contains(call.owner)) {
            code.insertBefore(call, new MethodInsnNode(Opcodes.INVOKESTATIC, METER, "seed", "()J"));
            call.desc = "(J)V";
        } else if (call.name.equals("hashCode") && call.desc.equals("()I")) {
            if (call.getOpcode() == Opcodes.INVOKESPECIAL && isIdentityHashOwner(call.owner)) {
                redirect(call, "identityHashCode", "(Ljava/lang/Object;)I");
            } else if (call.getOpcode() == Opcodes.INVOKEVIRTUAL && isIdentityHashOwner(call.owner)) {
                redirect(call, "hashCode", "(Ljava/lang/Object;)I");
            }
        }
    }

    private boolean isIdentityHashOwner(String owner) {
        return owner.equals(OBJECT) || owner.equals("java/lang/Enum") || botEnums.contains(owner);
    }

    private static void redirect(MethodInsnNode call, String name, String descriptor) {
        call.setOpcode(Opcodes.INVOKESTATIC);
        call.owner = METER;
        call.name = name;
        call.desc = descriptor;
        call.itf = false;
    }

    /** @return the handle a lambda or method reference should use instead of {@code h} */
    Handle rewrite(Handle h) {
        String key = h.getOwner() + "." + h.getName() + h.getDesc();
        int tag = h.getTag();
        if (tag == Opcodes.H_INVOKESTATIC && STATIC_CALLS.containsKey(key)) {
            return new Handle(Opcodes.H_INVOKESTATIC, METER, STATIC_CALLS.get(key), h.getDesc(), false);
        }
        if (tag == Opcodes.H_NEWINVOKESPECIAL && h.getDesc().equals("()V") && GENERATORS.contains(h.getOwner())) {
            return generatorFactory(h.getOwner());
        }
        if (tag == Opcodes.H_NEWINVOKESPECIAL && LINKED.containsKey(h.getOwner())) {
            return new Handle(tag, LINKED.get(h.getOwner()), h.getName(), h.getDesc(), false);
        }
        if ((tag == Opcodes.H_INVOKEVIRTUAL || tag == Opcodes.H_INVOKESPECIAL)
                && h.getName().equals("hashCode")
                && h.getDesc().equals("()I")
                && isIdentityHashOwner(h.getOwner())) {
            String name = tag == Opcodes.H_INVOKESPECIAL ? "identityHashCode" : "hashCode";
            return new Handle(Opcodes.H_INVOKESTATIC, METER, name, "(Ljava/lang/Object;)I", false);
        }
        return h;
    }

    private static Handle generatorFactory(String generator) {
        String name = generator.equals("java/util/Random") ? "newRandom" : "newSplittableRandom";
        return new Handle(Opcodes.H_INVOKESTATIC, METER, name, "()L" + generator + ";", false);
    }
}
