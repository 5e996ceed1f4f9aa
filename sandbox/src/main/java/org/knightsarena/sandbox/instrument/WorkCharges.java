package org.knightsarena.sandbox.instrument;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
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
 * <li>at the method's entry, a charge of its instructions outside loops, and at every loop head,
 *     a charge of the loop's own instructions, so every call and every loop iteration pays (not
 *     at every basic block: the JIT compiles a loop with one charge tighter), plus
 *     {@link #HANDLER_COST} or {@link #ERROR_HANDLER_COST} at an exception handler;
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
    private static final Set<String> CATCHES_LIMIT = new HashSet<>(java.util.Arrays.asList(
            null, "java/lang/Throwable", "java/lang/Error", "java/lang/VirtualMachineError", Instrumenter.LIMIT_ERROR));

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

    private WorkCharges() {}

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
                    ? ERROR_HANDLER_COST
                    : HANDLER_COST;
            handlers.merge(t.handler, cost, Math::max);
        }
        chargeEntryAndLoops(code, handlers, loops(code));
        addTrampolines(method, hasFrames);
        return Optional.empty();
    }

    /**
     * Charges the method's work at its entry, its loop heads and its handlers only: each loop head
     * charges the instructions of its loop (from the head to the last jump back to it) that no inner
     * loop charges, the entry charges the instructions outside every loop, and a handler its cost.
     * Every instruction that runs twice in one call lies in a loop (a path back to it must jump
     * backwards over it), so each run of it is paid for by its loop's head; the code of a loop
     * that is skipped, or left early, is paid for anyway, which keeps the counts a function of the
     * path through loop heads alone. Every charge also checks whether the watchdog stopped the
     * call: an endless run passes a loop head, a handler or a method entry (recursion) again and
     * again. All of them ask the meter's stop switch ({@code Meter.chargeAndCheck}), which costs
     * the compiled code nothing until the watchdog throws it.
     */
    private static void chargeEntryAndLoops(
            InsnList code, Map<LabelNode, Integer> handlers, Map<LabelNode, Integer> loops) {
        Map<LabelNode, Integer> costs = new HashMap<>(handlers);
        int entry = 0;
        Deque<LabelNode> open = new ArrayDeque<>();
        int index = 0;
        for (AbstractInsnNode insn = code.getFirst(); insn != null; insn = insn.getNext(), index++) {
            while (!open.isEmpty() && loops.get(open.peek()) < index) {
                open.pop();
            }
            if (insn instanceof LabelNode label && loops.containsKey(label)) {
                open.push(label);
            } else if (insn.getOpcode() >= 0) {
                if (open.isEmpty()) {
                    entry++;
                } else {
                    costs.merge(open.peek(), 1, Integer::sum);
                }
            }
        }
        Map<AbstractInsnNode, Integer> charges = new LinkedHashMap<>();
        for (Map.Entry<LabelNode, Integer> c : costs.entrySet()) {
            charges.merge(firstInstructionAt(c.getKey()), c.getValue(), Integer::sum);
        }
        for (Map.Entry<AbstractInsnNode, Integer> c : charges.entrySet()) {
            code.insertBefore(c.getKey(), charge(Math.max(1, c.getValue())));
        }
        insertAtEntry(code, charge(Math.max(1, entry)));
    }

    /**
     * Inserts code that runs once per call: before the method's first instruction, after its
     * first line number so that stack traces through it still name a line, unless a jump can come
     * back there (a loop at the very start), in which case before everything.
     */
    static void insertAtEntry(InsnList code, InsnList once) {
        for (AbstractInsnNode insn = code.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn.getOpcode() >= 0) {
                code.insertBefore(insn, once);
                return;
            }
            if (insn instanceof LabelNode label && isJumpTarget(code, label)) {
                break;
            }
        }
        code.insert(once);
    }

    private static boolean isJumpTarget(InsnList code, LabelNode label) {
        for (AbstractInsnNode insn : code) {
            if (insn instanceof JumpInsnNode j && j.label == label
                    || insn instanceof TableSwitchInsnNode t && (t.dflt == label || t.labels.contains(label))
                    || insn instanceof LookupSwitchInsnNode l && (l.dflt == label || l.labels.contains(label))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The heads of loops, each with the index of the last instruction that jumps back to it: the
     * labels a jump or switch reaches backwards, in program order.
     */
    private static Map<LabelNode, Integer> loops(InsnList code) {
        Map<LabelNode, Integer> loops = new HashMap<>();
        for (AbstractInsnNode insn : code) {
            List<LabelNode> to = new ArrayList<>();
            if (insn instanceof JumpInsnNode j) {
                to.add(j.label);
            } else if (insn instanceof TableSwitchInsnNode t) {
                to.addAll(t.labels);
                to.add(t.dflt);
            } else if (insn instanceof LookupSwitchInsnNode l) {
                to.addAll(l.labels);
                to.add(l.dflt);
            }
            int from = code.indexOf(insn);
            for (LabelNode label : to) {
                if (code.indexOf(label) <= from) {
                    loops.merge(label, from, Math::max);
                }
            }
        }
        return loops;
    }

    /** The first real instruction at or after a label, where a charge goes after the label's frame. */
    private static AbstractInsnNode firstInstructionAt(LabelNode label) {
        AbstractInsnNode insn = label;
        while (insn.getOpcode() < 0) {
            insn = insn.getNext();
        }
        return insn;
    }

    /** A checking charge of {@code units}. */
    private static InsnList charge(int units) {
        InsnList charge = new InsnList();
        charge.add(units <= Short.MAX_VALUE ? new IntInsnNode(Opcodes.SIPUSH, units) : new LdcInsnNode(units));
        charge.add(new MethodInsnNode(Opcodes.INVOKESTATIC, METER, "chargeAndCheck", "(I)V", false));
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
            boolean harmless = op < 0
                    || op == Opcodes.MONITOREXIT
                    || (op >= Opcodes.ILOAD && op <= Opcodes.ALOAD)
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
            code.add(new FrameNode(
                    Opcodes.F_NEW,
                    frame.local.size(),
                    frame.local.toArray(),
                    frame.stack.size(),
                    frame.stack.toArray()));
        }
        code.add(charge(1));
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
