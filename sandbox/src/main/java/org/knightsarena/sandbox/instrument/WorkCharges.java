package org.knightsarena.sandbox.instrument;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Inserts the work charges into one method:
 * <ul>
 * <li>at the start of every basic block, a charge of its instruction count, so every loop
 *     iteration and every call pays, plus {@link #HANDLER_COST} or {@link #ERROR_HANDLER_COST} at an exception handler;
 * <li>before every array allocation, a charge of its element count, so allocation is bounded by
 *     the same budget;
 * <li>in front of every handler that could catch the budget error ({@code finally}, and catches
 *     of {@code Throwable}, {@code Error}, {@code VirtualMachineError} or the error itself), a
 *     trampoline that charges first. Once the meter has run out every charge throws, so such a
 *     handler rethrows before any of its code runs. The trampoline sits after the method's last
 *     instruction, outside every try range, so it can never catch its own throw (javac's
 *     {@code finally} handlers lie inside their own range, and a check placed at the handler
 *     itself would loop forever).
 * </ul>
 * The class must be read with {@code ClassReader.EXPAND_FRAMES}: a trampoline gets a copy of its
 * handler's frame.
 */
final class WorkCharges {
    private static final String METER = Instrumenter.METER;
    /** Catch types that the budget error is an instance of; null stands for {@code finally}. */
    private static final Set<String> CATCHES_LIMIT = new HashSet<>(java.util.Arrays.asList(null,
            "java/lang/Throwable", "java/lang/Error", "java/lang/VirtualMachineError", Instrumenter.LIMIT_ERROR));

    /**
     * What entering an exception handler costs, on top of its instructions: the JVM's work to
     * create and throw the exception (filling in a stack trace up to 1,024 frames deep), which no
     * bytecode shows.
     */
    static final int HANDLER_COST = 5_000;
    /**
     * What entering a handler that can catch errors costs instead: such a handler can catch
     * {@code StackOverflowError}, and a bot that catches stack overflows near the stack's limit
     * makes the JVM unwind thousands of frames per few counted instructions.
     */
    static final int ERROR_HANDLER_COST = 200_000;

    private WorkCharges() {
    }

    /** @return why the method cannot be instrumented, or empty when it was */
    static Optional<String> insert(MethodNode method, boolean hasFrames) {
        InsnList code = method.instructions;
        if (code.size() == 0) {
            return Optional.empty();
        }
        for (AbstractInsnNode insn : code) {
            if (insn.getOpcode() == Opcodes.JSR || insn.getOpcode() == Opcodes.RET) {
                return Optional.of("uses the jsr/ret instructions of class files before Java 6; recompile it");
            }
        }
        chargeArrays(method);
        Map<LabelNode, Integer> handlers = new HashMap<>();
        for (TryCatchBlockNode t : method.tryCatchBlocks) {
            int cost = CATCHES_LIMIT.contains(t.type) || "java/lang/StackOverflowError".equals(t.type)
                    ? ERROR_HANDLER_COST : HANDLER_COST;
            handlers.merge(t.handler, cost, Math::max);
        }
        chargeBlocks(code, branchTargets(method), handlers, loopHeads(method));
        addTrampolines(method, hasFrames);
        return Optional.empty();
    }

    private static Set<LabelNode> branchTargets(MethodNode method) {
        Set<LabelNode> targets = new HashSet<>();
        for (AbstractInsnNode insn : method.instructions) {
            if (insn instanceof JumpInsnNode j) {
                targets.add(j.label);
            } else if (insn instanceof TableSwitchInsnNode t) {
                targets.add(t.dflt);
                targets.addAll(t.labels);
            } else if (insn instanceof LookupSwitchInsnNode l) {
                targets.add(l.dflt);
                targets.addAll(l.labels);
            }
        }
        for (TryCatchBlockNode t : method.tryCatchBlocks) {
            targets.add(t.handler);
        }
        return targets;
    }

    /**
     * The labels a jump or switch reaches backwards: the heads of loops. Every endless run of
     * code passes a loop head or a method entry again and again, so only those (and handlers)
     * check the watchdog's flag; the other blocks just count, which the JIT compiles tighter.
     */
    private static Set<LabelNode> loopHeads(MethodNode method) {
        InsnList code = method.instructions;
        Set<LabelNode> heads = new HashSet<>();
        for (AbstractInsnNode insn : code) {
            List<LabelNode> to = insn instanceof JumpInsnNode j ? List.of(j.label)
                    : insn instanceof TableSwitchInsnNode t ? t.labels
                    : insn instanceof LookupSwitchInsnNode l ? l.labels : List.of();
            for (LabelNode label : to) {
                if (code.indexOf(label) <= code.indexOf(insn)) {
                    heads.add(label);
                }
            }
            if (insn instanceof TableSwitchInsnNode t && code.indexOf(t.dflt) <= code.indexOf(insn)) {
                heads.add(t.dflt);
            } else if (insn instanceof LookupSwitchInsnNode l && code.indexOf(l.dflt) <= code.indexOf(insn)) {
                heads.add(l.dflt);
            }
        }
        return heads;
    }

    private static void chargeBlocks(InsnList code, Set<LabelNode> targets, Map<LabelNode, Integer> handlers,
            Set<LabelNode> loopHeads) {
        List<AbstractInsnNode> starts = new ArrayList<>();
        List<Integer> costs = new ArrayList<>();
        List<Boolean> checks = new ArrayList<>();
        boolean leader = true;
        boolean check = true;
        int entryCost = 0;
        for (AbstractInsnNode insn = code.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn instanceof LabelNode label && targets.contains(label)) {
                leader = true;
                entryCost = handlers.getOrDefault(label, entryCost);
                check |= handlers.containsKey(label) || loopHeads.contains(label);
            } else if (insn.getOpcode() >= 0) {
                if (leader) {
                    starts.add(insn);
                    costs.add(entryCost);
                    checks.add(check);
                    leader = false;
                    check = false;
                    entryCost = 0;
                }
                costs.set(costs.size() - 1, costs.get(costs.size() - 1) + 1);
                leader = endsBlock(insn);
            }
        }
        for (int i = 0; i < starts.size(); i++) {
            code.insertBefore(starts.get(i), charge(costs.get(i), checks.get(i)));
        }
    }

    private static boolean endsBlock(AbstractInsnNode insn) {
        int op = insn.getOpcode();
        return insn instanceof JumpInsnNode || insn instanceof TableSwitchInsnNode
                || insn instanceof LookupSwitchInsnNode || op == Opcodes.ATHROW
                || (op >= Opcodes.IRETURN && op <= Opcodes.RETURN);
    }

    /** @param check whether the charge also checks the watchdog's flag */
    private static InsnList charge(int units, boolean check) {
        InsnList charge = new InsnList();
        charge.add(units <= Short.MAX_VALUE ? new IntInsnNode(Opcodes.SIPUSH, units) : new LdcInsnNode(units));
        charge.add(new MethodInsnNode(Opcodes.INVOKESTATIC, METER, check ? "chargeAndCheck" : "charge", "(I)V", false));
        return charge;
    }

    private static void chargeArrays(MethodNode method) {
        InsnList code = method.instructions;
        for (AbstractInsnNode insn = code.getFirst(); insn != null; insn = insn.getNext()) {
            int op = insn.getOpcode();
            if (op == Opcodes.NEWARRAY || op == Opcodes.ANEWARRAY) {
                code.insertBefore(insn, new InsnNode(Opcodes.DUP));
                code.insertBefore(insn, new MethodInsnNode(Opcodes.INVOKESTATIC, METER, "chargeCells", "(I)V", false));
            } else if (insn instanceof MultiANewArrayInsnNode multi) {
                code.insertBefore(insn, chargeDimensions(method, multi.dims));
            }
        }
    }

    /** Moves the dimensions into fresh locals, charges their product, and puts them back. */
    private static InsnList chargeDimensions(MethodNode method, int dims) {
        int base = method.maxLocals;
        method.maxLocals += dims;
        InsnList charge = new InsnList();
        for (int i = dims - 1; i >= 0; i--) {
            charge.add(new VarInsnNode(Opcodes.ISTORE, base + i));
        }
        charge.add(new InsnNode(Opcodes.LCONST_1));
        for (int i = 0; i < dims; i++) {
            charge.add(new VarInsnNode(Opcodes.ILOAD, base + i));
            charge.add(new MethodInsnNode(Opcodes.INVOKESTATIC, METER, "timesDimension", "(JI)J", false));
        }
        charge.add(new MethodInsnNode(Opcodes.INVOKESTATIC, METER, "chargeCells", "(J)V", false));
        for (int i = 0; i < dims; i++) {
            charge.add(new VarInsnNode(Opcodes.ILOAD, base + i));
        }
        return charge;
    }

    private static void addTrampolines(MethodNode method, boolean hasFrames) {
        Map<LabelNode, LabelNode> trampolines = new HashMap<>();
        for (TryCatchBlockNode t : method.tryCatchBlocks) {
            if (!CATCHES_LIMIT.contains(t.type) || onlyRethrows(t.handler)) {
                continue;
            }
            LabelNode handler = t.handler;
            t.handler = trampolines.computeIfAbsent(handler, h -> appendTrampoline(method, h, hasFrames));
        }
    }

    /**
     * Whether a handler's code only stores the exception, releases monitors and throws it again,
     * as javac's handler for {@code synchronized} blocks does. Such a handler cannot swallow
     * anything, and it must keep running: a trampoline throwing in front of it would skip its
     * {@code monitorexit} and leave the lock held.
     */
    private static boolean onlyRethrows(LabelNode handler) {
        for (AbstractInsnNode n = handler.getNext(); n != null; n = n.getNext()) {
            int op = n.getOpcode();
            if (op == Opcodes.ATHROW) {
                return true;
            }
            boolean harmless = op < 0 || op == Opcodes.MONITOREXIT || (op >= Opcodes.ILOAD && op <= Opcodes.ALOAD)
                    || (op >= Opcodes.ISTORE && op <= Opcodes.ASTORE);
            if (!harmless) {
                return false;
            }
        }
        return false;
    }

    private static LabelNode appendTrampoline(MethodNode method, LabelNode handler, boolean hasFrames) {
        LabelNode start = new LabelNode();
        InsnList code = method.instructions;
        code.add(start);
        if (hasFrames) {
            FrameNode frame = frameAt(handler);
            code.add(new FrameNode(Opcodes.F_NEW, frame.local.size(), frame.local.toArray(),
                    frame.stack.size(), frame.stack.toArray()));
        }
        code.add(charge(1, true));
        code.add(new JumpInsnNode(Opcodes.GOTO, handler));
        return start;
    }

    private static FrameNode frameAt(LabelNode handler) {
        for (AbstractInsnNode n = handler; n != null && n.getOpcode() < 0; n = n.getNext()) {
            if (n instanceof FrameNode f) {
                return f;
            }
        }
        throw new IllegalArgumentException("no stack map frame at an exception handler");
    }
}
