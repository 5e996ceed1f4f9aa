package org.knightsarena.platform.external;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Optional;

/**
 * The seccomp filter that keeps a contained bot from starting any process: {@code fork},
 * {@code vfork} and a {@code clone} without {@code CLONE_THREAD} fail with {@code EPERM}, and
 * {@code clone3} with {@code ENOSYS}, so that the C library falls back to {@code clone} (which the
 * filter can read the flags of) for a thread. Threads are allowed: they share the bot's memory
 * and its limits.
 *
 * <p>Why a filter: {@code RLIMIT_NPROC} does not bind a process whose real user is root (as
 * {@code arena} runs in CI and in many containers), and a user namespace does not change the real
 * user the kernel counts; a filter holds for every user. bubblewrap loads it ({@code --seccomp FD})
 * just before it starts the bot, after its own forks.
 *
 * <p>The program is classic BPF over {@code struct seccomp_data} ({@code nr} at offset 0,
 * {@code arch} at 4, {@code args[0]} at 16), for x86-64 and AArch64; a process of another
 * architecture is killed, so a bot cannot slip past the filter through a second system call table
 * (x32 calls, numbered from {@code 0x40000000}, fail too).
 */
final class ForkFilter {

    private static final int LD_W_ABS = 0x20;
    private static final int JEQ = 0x15;
    private static final int JGE = 0x35;
    private static final int JSET = 0x45;
    private static final int RET = 0x06;
    private static final int ALLOW = 0x7fff0000;
    private static final int ERRNO = 0x00050000;
    private static final int KILL_PROCESS = 0x80000000;
    private static final int EPERM = 1;
    private static final int ENOSYS = 38;
    private static final int CLONE_THREAD = 0x00010000;
    private static final int X32_SYSCALL_BIT = 0x40000000;
    private static final int CLONE3 = 435;

    /** The system calls of one architecture that the filter reads. */
    private record Arch(int audit, int cloneCall, int forkCall, int vforkCall) {}

    private static final Arch X86_64 = new Arch(0xC000003E, 56, 57, 58);
    /** AArch64 has no {@code fork} or {@code vfork}: the C library makes both with {@code clone}. */
    private static final Arch AARCH64 = new Arch(0xC00000B7, 220, -1, -1);

    private static Path file;

    private ForkFilter() {}

    /**
     * @return the file holding the filter for this machine's architecture, written once per JVM
     *         (it never changes), or empty on an architecture the filter does not know
     */
    static synchronized Optional<Path> file() {
        Optional<byte[]> program = program(System.getProperty("os.arch"));
        if (program.isEmpty()) {
            return Optional.empty();
        }
        if (file == null || !Files.isRegularFile(file)) {
            try {
                Path written = Files.createTempFile(
                        "arena-fork-filter-",
                        ".bpf",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                Files.write(written, program.get());
                written.toFile().deleteOnExit();
                file = written;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the process bots' seccomp filter", e);
            }
        }
        return Optional.of(file);
    }

    /** @return the filter's program for an {@code os.arch} value, or empty for an unknown one */
    static Optional<byte[]> program(String osArch) {
        return switch (osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> Optional.of(program(X86_64));
            case "aarch64", "arm64" -> Optional.of(program(AARCH64));
            default -> Optional.empty();
        };
    }

    private static byte[] program(Arch arch) {
        // Instructions 0 to 13; a jump's offsets count the instructions it skips.
        Program p = new Program();
        p.add(LD_W_ABS, 0, 0, 4); // 0: arch
        p.add(JEQ, 0, 11, arch.audit()); // 1: another arch -> 13 kill
        p.add(LD_W_ABS, 0, 0, 0); // 2: nr
        p.add(JGE, 7, 0, X32_SYSCALL_BIT); // 3: x32 -> 11 EPERM
        p.add(JEQ, 6, 0, arch.forkCall()); // 4: fork -> 11 EPERM
        p.add(JEQ, 5, 0, arch.vforkCall()); // 5: vfork -> 11 EPERM
        p.add(JEQ, 5, 0, CLONE3); // 6: clone3 -> 12 ENOSYS
        p.add(JEQ, 0, 2, arch.cloneCall()); // 7: not clone -> 10 allow
        p.add(LD_W_ABS, 0, 0, 16); // 8: clone's flags (args[0], low word)
        p.add(JSET, 0, 1, CLONE_THREAD); // 9: a thread -> 10 allow, else 11
        p.add(RET, 0, 0, ALLOW); // 10
        p.add(RET, 0, 0, ERRNO | EPERM); // 11
        p.add(RET, 0, 0, ERRNO | ENOSYS); // 12
        p.add(RET, 0, 0, KILL_PROCESS); // 13
        return p.bytes();
    }

    /** Classic BPF instructions, {@code struct sock_filter} in the machine's byte order. */
    private static final class Program {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        void add(int code, int jt, int jf, int k) {
            ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.nativeOrder());
            b.putShort((short) code).put((byte) jt).put((byte) jf).putInt(k);
            out.writeBytes(b.array());
        }

        byte[] bytes() {
            return out.toByteArray();
        }
    }
}
