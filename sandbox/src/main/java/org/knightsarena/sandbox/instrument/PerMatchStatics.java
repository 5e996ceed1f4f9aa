package org.knightsarena.sandbox.instrument;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TryCatchBlockNode;

/**
 * Gives every match fresh static fields, though a bot's classes are defined once and reused match
 * after match: each bot class's static initializer becomes a plain method, {@value #INIT}, that the
 * class runs again, after resetting its static fields to their defaults, at its first use in each
 * match (its {@value #ENSURE}, which compares the class's {@value #EPOCH} with the meter's).
 *
 * <p>A first use is what makes the JVM initialise a class: a constructor or static method of the
 * class runs (checked where it starts), or another class reads or writes one of its static fields
 * (checked before the access). A class initialises its bot superclass first. The same code runs in
 * a fresh loader and in a reused one, so both give the same values in the same order.
 *
 * <p>Not reset, and therefore held to rules checked here: compile-time constants (final, and set by
 * the JVM from the class file), enums (their constants are made once per loader, since the JDK
 * caches them per class for {@code valueOf}, {@code EnumMap} and {@code EnumSet}; every field of an
 * enum must be final, and of a type whose contents bot code cannot change, or an array, whose
 * contents the loader pool puts back after each match), and interfaces (they may not have a static initializer).
 */
final class PerMatchStatics {
    static final String ENSURE = "$arena$ensure";
    static final String EPOCH = "$arena$epoch";
    static final String INIT = "$arena$clinit";
    private static final String RESERVED = Instrumenter.RESERVED_PREFIX;

    /** The bot classes that reset their statics per match: neither interfaces nor enums. */
    private final Set<String> resetting = new HashSet<>();
    /** The bot's enums and their constants' bodies. */
    private final Set<String> enums = new HashSet<>();

    PerMatchStatics(Map<String, ClassNode> bot) {
        for (ClassNode node : bot.values()) {
            if ((node.access & Opcodes.ACC_INTERFACE) == 0) {
                (isEnum(node, bot) ? enums : resetting).add(node.name);
            }
        }
    }

    /**
     * @return whether a kept field's type is one whose contents bot code could change and the
     *         sandbox cannot put back between matches: the bot's own classes other than enums,
     *         JDK collections, string builders, {@code Object}. Arrays are put back
     *         ({@code EnumArrays}); other JDK and API types hold values that cannot change.
     */
    private boolean changeable(FieldNode f) {
        Type type = Type.getType(f.desc);
        if (type.getSort() != Type.OBJECT) {
            return false;
        }
        String name = type.getInternalName();
        return name.startsWith("java/util/") && !name.startsWith("java/util/Optional")
                || name.equals("java/lang/StringBuilder")
                || name.equals("java/lang/StringBuffer")
                || name.equals("java/lang/Object")
                || resetting.contains(name);
    }

    /** An enum, or the class of one of its constants' bodies. */
    private static boolean isEnum(ClassNode node, Map<String, ClassNode> bot) {
        for (ClassNode c = node; c != null; c = bot.get(c.superName)) {
            if ((c.access & Opcodes.ACC_ENUM) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return whether the class is an enum (or a constant's body) whose statics are kept from match
     *         to match: it is initialised once per loader, before the loader's first match
     */
    boolean isKept(ClassNode node) {
        return (node.access & Opcodes.ACC_INTERFACE) == 0 && !resetting.contains(node.name);
    }

    /** @return why the class cannot be given fresh statics every match; empty when it can */
    List<String> problems(ClassNode node) {
        List<String> problems = new ArrayList<>();
        for (FieldNode f : node.fields) {
            if (f.name.startsWith(RESERVED)) {
                problems.add("its field " + f.name + " uses the prefix " + RESERVED + ", which the sandbox reserves");
            }
            if (!resetting.contains(node.name)
                    && (node.access & Opcodes.ACC_INTERFACE) == 0
                    && (f.access & Opcodes.ACC_FINAL) == 0) {
                problems.add("the enum's field " + f.name + " is not final: an enum's constants are made once and"
                        + " kept from match to match, so a value written to them would reach the next match;"
                        + " make the field final or keep the value elsewhere");
            } else if (enums.contains(node.name) && changeable(f)) {
                problems.add("the enum's field " + f.name + " holds a "
                        + Type.getType(f.desc).getClassName()
                        + ", whose contents can be changed: an enum's constants and static fields are made once and"
                        + " kept from match to match, so a change to them would reach the next match; give the"
                        + " field a type whose values cannot change (a primitive, String, record of them, enum,"
                        + " or an array, which is put back for each match), or keep the value in a class");
            }
        }
        for (MethodNode m : node.methods) {
            if (m.name.startsWith(RESERVED)) {
                problems.add("its method " + m.name + " uses the prefix " + RESERVED + ", which the sandbox reserves");
            }
            if ((node.access & Opcodes.ACC_INTERFACE) != 0 && m.name.equals("<clinit>")) {
                problems.add("the interface initialises static fields with code, which the sandbox cannot run"
                        + " again for each match; move those fields into a class");
            }
        }
        return problems;
    }

    /**
     * Rewrites one class, after its work charges are in: accesses to other bot classes' static
     * fields first make sure those classes are initialised for this match; a resetting class also
     * gets its own check, its epoch and its re-runnable initializer. The inserted code is not
     * charged: it is bounded by the class's size.
     */
    void rewrite(ClassNode node, boolean hasFrames) {
        boolean own = resetting.contains(node.name);
        for (MethodNode m : node.methods) {
            ensureOthers(node.name, m);
            if (own
                    && ((m.access & Opcodes.ACC_STATIC) != 0 || m.name.equals("<init>"))
                    && m.instructions.size() > 0
                    && !m.name.equals("<clinit>")) {
                WorkCharges.insertAtEntry(m.instructions, ensure(node.name));
            }
        }
        if (!own) {
            return;
        }
        List<FieldNode> reset = new ArrayList<>();
        for (FieldNode f : node.fields) {
            if ((f.access & Opcodes.ACC_STATIC) != 0 && f.value == null) {
                f.access &=
                        ~Opcodes.ACC_FINAL; // written again outside <clinit>, which the JVM allows only to non-final
                // fields
                reset.add(f);
            }
        }
        boolean initializes = false;
        for (MethodNode m : node.methods) {
            if (m.name.equals("<clinit>")) {
                m.name = INIT;
                m.access = Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC;
                initializes = true;
            }
        }
        node.fields.add(new FieldNode(
                Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, EPOCH, "I", null, null));
        String superclass = resetting.contains(node.superName) ? node.superName : null;
        node.methods.add(ensureMethod(node.name, reset, superclass, initializes, hasFrames));
    }

    private void ensureOthers(String self, MethodNode m) {
        for (AbstractInsnNode insn = m.instructions.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn instanceof FieldInsnNode f
                    && (f.getOpcode() == Opcodes.GETSTATIC || f.getOpcode() == Opcodes.PUTSTATIC)
                    && !f.owner.equals(self)
                    && resetting.contains(f.owner)) {
                m.instructions.insertBefore(insn, ensure(f.owner));
            }
        }
    }

    private static InsnList ensure(String owner) {
        InsnList call = new InsnList();
        call.add(new MethodInsnNode(Opcodes.INVOKESTATIC, owner, ENSURE, "()V", false));
        return call;
    }

    /**
     * {@code if (epoch != Meter.epoch()) { epoch = Meter.epoch(); super's ensure; reset; INIT }}:
     * the epoch is set first, so a use of the class while its initializer runs sees it as
     * initialised, as the JVM lets the initialising thread do; an exception from the initializer
     * becomes an {@code ExceptionInInitializerError}, errors (a spent budget) pass unchanged.
     */
    private static MethodNode ensureMethod(
            String owner, List<FieldNode> reset, String superclass, boolean initializes, boolean hasFrames) {
        MethodNode m = new MethodNode(
                Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, ENSURE, "()V", null, null);
        InsnList code = m.instructions;
        LabelNode stale = new LabelNode();
        code.add(new FieldInsnNode(Opcodes.GETSTATIC, owner, EPOCH, "I"));
        code.add(new MethodInsnNode(Opcodes.INVOKESTATIC, Instrumenter.METER, "epoch", "()I", false));
        code.add(new JumpInsnNode(Opcodes.IF_ICMPNE, stale));
        code.add(new InsnNode(Opcodes.RETURN));
        code.add(stale);
        if (hasFrames) {
            code.add(new FrameNode(Opcodes.F_NEW, 0, new Object[0], 0, new Object[0]));
        }
        code.add(new MethodInsnNode(Opcodes.INVOKESTATIC, Instrumenter.METER, "epoch", "()I", false));
        code.add(new FieldInsnNode(Opcodes.PUTSTATIC, owner, EPOCH, "I"));
        if (superclass != null) {
            code.add(ensure(superclass));
        }
        for (FieldNode f : reset) {
            code.add(defaultValue(Type.getType(f.desc)));
            code.add(new FieldInsnNode(Opcodes.PUTSTATIC, owner, f.name, f.desc));
        }
        if (initializes) {
            LabelNode start = new LabelNode();
            LabelNode end = new LabelNode();
            LabelNode failed = new LabelNode();
            code.add(start);
            code.add(new MethodInsnNode(Opcodes.INVOKESTATIC, owner, INIT, "()V", false));
            code.add(end);
            code.add(new InsnNode(Opcodes.RETURN));
            code.add(failed);
            if (hasFrames) {
                code.add(new FrameNode(Opcodes.F_NEW, 0, new Object[0], 1, new Object[] {"java/lang/Exception"}));
            }
            code.add(new MethodInsnNode(
                    Opcodes.INVOKESTATIC,
                    Instrumenter.METER,
                    "initializerFailed",
                    "(Ljava/lang/Throwable;)Ljava/lang/Error;",
                    false));
            code.add(new InsnNode(Opcodes.ATHROW));
            m.tryCatchBlocks.add(new TryCatchBlockNode(start, end, failed, "java/lang/Exception"));
        } else {
            code.add(new InsnNode(Opcodes.RETURN));
        }
        return m;
    }

    private static AbstractInsnNode defaultValue(Type type) {
        switch (type.getSort()) {
            case Type.LONG:
                return new InsnNode(Opcodes.LCONST_0);
            case Type.FLOAT:
                return new InsnNode(Opcodes.FCONST_0);
            case Type.DOUBLE:
                return new InsnNode(Opcodes.DCONST_0);
            case Type.OBJECT:
            case Type.ARRAY:
                return new InsnNode(Opcodes.ACONST_NULL);
            default:
                return new InsnNode(Opcodes.ICONST_0);
        }
    }
}
