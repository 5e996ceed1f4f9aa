package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;

/** Stale worker folders are removed at start, and never the folder of a process that may be alive. */
class WorkerFoldersTest {

    private static final long SELF = ProcessHandle.current().pid();

    @Test
    void removesOnlyTheFoldersWhoseParentAndWorkerAreBothGone(@TempDir Path temp) throws Exception {
        long dead = deadPid();
        Path stale = folder(temp, WorkerFolders.PREFIX + dead + "-11");
        Files.writeString(stale.resolve("beacon"), "x");
        Files.writeString(stale.resolve(WorkerFolders.WORKER_PID_FILE), Long.toString(dead));
        Path liveParent = folder(temp, WorkerFolders.PREFIX + SELF + "-22");
        Path liveWorker = folder(temp, WorkerFolders.PREFIX + dead + "-33");
        Files.writeString(liveWorker.resolve(WorkerFolders.WORKER_PID_FILE), Long.toString(SELF));
        Path oldNaming = folder(temp, WorkerFolders.PREFIX + "4444444444");
        Path elsewhere = folder(temp, "elsewhere");
        Files.writeString(elsewhere.resolve("keep"), "x");
        Path link = Files.createSymbolicLink(temp.resolve(WorkerFolders.PREFIX + dead + "-55"), elsewhere);

        assertEquals(List.of(stale), WorkerFolders.removeStale(temp));
        assertFalse(Files.exists(stale));
        assertTrue(Files.isDirectory(liveParent), "its parent (this process) is alive");
        assertTrue(Files.isDirectory(liveWorker), "its worker JVM is alive");
        assertTrue(Files.isDirectory(oldNaming), "a name without a pid says nothing about its owner");
        assertTrue(
                Files.isSymbolicLink(link) && Files.exists(elsewhere.resolve("keep")),
                "a link is not followed out of the temp folder");
    }

    @Test
    void theFolderOfAWorkerWhoseParentWasKilledIsRemovedAtTheNextStartAndNotBefore() throws Exception {
        Process parent = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        ChildClassPath.current(),
                        ParentThatGetsKilled.class.getName())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try {
            String line = new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertTrue(line != null && line.startsWith("worker "), "the parent played a match: " + line);
            long worker = Long.parseLong(line.substring("worker ".length()));
            Path temp = Path.of(System.getProperty("java.io.tmpdir"));
            List<Path> mine;
            try (var folders = Files.list(temp)) {
                mine = folders.filter(
                                f -> f.getFileName().toString().startsWith(WorkerFolders.PREFIX + parent.pid() + "-"))
                        .toList();
            }
            assertEquals(1, mine.size(), "the worker's folder is named after its parent's pid: " + mine);
            Path folder = mine.get(0);
            assertEquals(Long.toString(worker), Files.readString(folder.resolve(WorkerFolders.WORKER_PID_FILE)));

            assertFalse(WorkerFolders.removeStale().contains(folder));
            assertTrue(Files.isDirectory(folder), "kept while its parent lives");

            parent.destroyForcibly(); // SIGKILL: no shutdown hook, no clean-up
            assertTrue(parent.waitFor(60, TimeUnit.SECONDS));
            // the worker exits when its stdin, the dead parent's pipe, closes
            ProcessHandle handle = ProcessHandle.of(worker).orElse(null);
            if (handle != null) {
                handle.onExit().get(60, TimeUnit.SECONDS);
            }

            assertTrue(Files.isDirectory(folder), "kill -9 left the folder behind");
            assertTrue(WorkerFolders.removeStale().contains(folder));
            assertFalse(Files.exists(folder));
        } finally {
            parent.destroyForcibly();
        }
    }

    /** Plays a match in a pool of one worker JVM, prints the worker's pid and waits to be killed. */
    static final class ParentThatGetsKilled {
        public static void main(String[] args) throws InterruptedException {
            WorkerPool pool =
                    new WorkerPool(WorkerSettings.defaults().withWorkers(1).withMaxHeap("256m"));
            MatchOutcome outcome = pool.play(new MatchSpec(
                    1,
                    "base",
                    2,
                    false,
                    1_000,
                    60_000,
                    MatchSpec.DEFAULT_STRIKE_LIMIT,
                    List.of("random", "random#2", "random#3")));
            if (outcome.status() != MatchOutcome.Status.COMPLETED) {
                System.out.println("failed " + outcome.detail());
            } else {
                System.out.println("worker " + pool.workerPids().get(0));
            }
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
        }
    }

    private static Path folder(Path temp, String name) throws Exception {
        return Files.createDirectory(temp.resolve(name));
    }

    /** @return the pid of a process that has exited */
    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        assertEquals(0, p.waitFor());
        long pid = p.pid();
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
        return pid;
    }
}
