package org.knightsarena.platform.worker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The folders in the system temp folder where worker JVMs keep their beacon and replay files,
 * named {@code arena-worker-<pid>-<random>} after the process that started the worker.
 *
 * <p>A worker's parent deletes its folder when the worker ends, but a parent killed with {@code
 * kill -9} cannot. {@link #removeStale()} removes, at the next start, the folders whose parent
 * and worker are both gone. A folder is kept when either process may still be alive (a reused pid
 * keeps it too: a leftover folder is harmless, deleting a live worker's is not), and folders of
 * the older naming without a pid are never touched.
 *
 * <p>Thread-safe: there is no state.
 */
public final class WorkerFolders {

    /** The start of every worker folder's name. */
    public static final String PREFIX = "arena-worker-";

    /** The file in a worker folder that names the worker JVM's pid, written once it started. */
    static final String WORKER_PID_FILE = "worker.pid";

    private static final Pattern NAME = Pattern.compile(Pattern.quote(PREFIX) + "(\\d{1,18})-\\d+");

    private WorkerFolders() {}

    /**
     * Creates a folder for a worker of this process in the system temp folder.
     *
     * @throws IOException if it cannot be created
     */
    static Path create() throws IOException {
        return Files.createTempDirectory(PREFIX + ProcessHandle.current().pid() + "-");
    }

    /** Notes the worker JVM's pid in its folder, so that a clean-up never removes a live worker's files. */
    static void noteWorker(Path folder, long pid) throws IOException {
        Files.writeString(folder.resolve(WORKER_PID_FILE), Long.toString(pid), StandardCharsets.US_ASCII);
    }

    /**
     * Removes the stale worker folders in the system temp folder ({@code java.io.tmpdir}).
     *
     * @return the folders removed
     */
    public static List<Path> removeStale() {
        return removeStale(Path.of(System.getProperty("java.io.tmpdir")));
    }

    /**
     * Removes the worker folders in {@code temp} whose parent process and worker JVM are both gone.
     *
     * @param temp the folder to look in, never null
     * @return the folders removed
     * @throws UncheckedIOException if {@code temp} cannot be listed
     */
    static List<Path> removeStale(Path temp) {
        List<Path> removed = new ArrayList<>();
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(temp, PREFIX + "*")) {
            for (Path folder : folders) {
                OptionalLong parent = parentPid(folder);
                if (parent.isPresent()
                        && Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)
                        && !isAlive(parent.getAsLong())
                        && workerPid(folder).stream().noneMatch(WorkerFolders::isAlive)
                        && delete(folder)) {
                    removed.add(folder);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the worker folders in " + temp, e);
        }
        return removed;
    }

    /** @return the pid of the process that made the folder, for names of the current form */
    static OptionalLong parentPid(Path folder) {
        Matcher m = NAME.matcher(folder.getFileName().toString());
        return m.matches() ? OptionalLong.of(Long.parseLong(m.group(1))) : OptionalLong.empty();
    }

    private static OptionalLong workerPid(Path folder) {
        try {
            return OptionalLong.of(
                    Long.parseLong(Files.readString(folder.resolve(WORKER_PID_FILE), StandardCharsets.US_ASCII)
                            .strip()));
        } catch (IOException | NumberFormatException e) {
            // none yet (the parent died before the worker started) or garbled: the parent decides
            return OptionalLong.empty();
        }
    }

    private static boolean isAlive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /** @return whether the folder and all its files are gone */
    static boolean delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
            return true;
        } catch (IOException | UncheckedIOException e) {
            // another user's folder, or one being removed by another start: leave it
            return false;
        }
    }
}
