package org.knightsarena.tournaments.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knightsarena.tournaments.storage.DatabaseLocation;

/** Starts {@code arena worker} in child JVMs, as a machine of its own would run it. */
final class WorkerProcesses {

    private WorkerProcesses() {}

    /**
     * Starts a worker on {@code db}, its output and errors in {@code log}.
     *
     * @param more further options, such as {@code --finish-within 0}
     */
    static Process start(DatabaseLocation db, String name, int threads, Path log, String... more) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xmx512m",
                "-cp",
                classpath,
                WorkerMain.class.getName(),
                "--db",
                db.toString(),
                "--threads",
                Integer.toString(threads),
                "--name",
                name,
                "--cache",
                log.resolveSibling(name + "-cache").toString()));
        command.addAll(List.of(more));
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }
}
