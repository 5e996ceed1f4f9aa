package org.knightsarena.platform.external;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How a process bot is kept from the machine ({@code docs/security.md}, "Bots in other languages").
 *
 * <p>{@link #BUBBLEWRAP} runs it under Debian's {@code bubblewrap} with no network and no other
 * namespace shared, its own folder mounted read-only at {@code /bot} (its working folder), a
 * private {@code /tmp}, {@code /usr} read-only and nothing else of the host's files, no other
 * process visible, an empty environment but {@code PATH}, and the resource limits below set by
 * {@code prlimit}, and no new process (a seccomp filter, {@link ForkFilter}). {@link #NONE} runs it as an ordinary process of the user, for machines without
 * {@code bubblewrap}.
 */
public enum Containment {

    /** Under {@code /usr/bin/bwrap}, with the limits below. */
    BUBBLEWRAP,

    /** As an ordinary process, with the user's rights. */
    NONE;

    /** Where Debian's {@code bubblewrap} package puts its command. */
    static final Path BWRAP = Path.of("/usr/bin/bwrap");
    /** CPU time a bot's process may use in a match, in seconds: a backstop behind the clock. */
    static final int CPU_SECONDS = 900;
    /** The address space a bot's process may map, in bytes. */
    static final long MEMORY_BYTES = 1L << 30;
    /** The largest file a bot may write in its private {@code /tmp}, in bytes. */
    static final long FILE_BYTES = 16L << 20;
    /** Files a bot may hold open at once. */
    static final int OPEN_FILES = 64;
    /**
     * Processes of the bot's user: a bot has no reason to start one. This limit does not bind
     * root; the {@link ForkFilter} does, for every user.
     */
    static final int PROCESSES = 1;
    /** The shell that opens the seccomp filter as bubblewrap's file descriptor 3 (Java cannot pass one). */
    private static final String SH = "/bin/sh";

    private static final int FILTER_FD = 3;

    /** @return {@link #BUBBLEWRAP} when it is installed, else {@link #NONE} */
    public static Containment available() {
        return Files.isExecutable(BWRAP) ? BUBBLEWRAP : NONE;
    }

    /**
     * @param bot the bot
     * @return the command that starts it contained this way; it runs in the bot's folder
     */
    List<String> command(ExternalBot bot) {
        if (this == NONE) {
            return bot.language().command(bot.entry().toString());
        }
        Optional<Path> forkFilter = ForkFilter.file();
        List<String> command = new ArrayList<>();
        forkFilter.ifPresent(filter ->
                command.addAll(List.of(SH, "-c", "exec \"$@\" " + FILTER_FD + "< \"$0\"", filter.toString())));
        command.add(BWRAP.toString());
        forkFilter.ifPresent(filter -> command.addAll(List.of("--seccomp", Integer.toString(FILTER_FD))));
        command.addAll(List.of(
                "--unshare-all",
                "--die-with-parent",
                "--new-session",
                "--clearenv",
                "--setenv",
                "PATH",
                "/usr/bin:/bin",
                "--setenv",
                "PYTHONDONTWRITEBYTECODE",
                "1",
                "--setenv",
                "HOME",
                "/tmp",
                "--ro-bind",
                "/usr",
                "/usr",
                "--symlink",
                "usr/lib",
                "/lib",
                "--symlink",
                "usr/lib64",
                "/lib64",
                "--symlink",
                "usr/bin",
                "/bin",
                "--proc",
                "/proc",
                "--dev",
                "/dev",
                "--tmpfs",
                "/tmp",
                "--ro-bind",
                bot.entry().getParent().toString(),
                "/bot",
                "--chdir",
                "/bot",
                "/usr/bin/prlimit",
                "--cpu=" + CPU_SECONDS,
                "--as=" + MEMORY_BYTES,
                "--fsize=" + FILE_BYTES,
                "--nofile=" + OPEN_FILES,
                "--nproc=" + PROCESSES,
                "--"));
        command.addAll(bot.language().command("/bot/" + bot.entry().getFileName()));
        return command;
    }
}
