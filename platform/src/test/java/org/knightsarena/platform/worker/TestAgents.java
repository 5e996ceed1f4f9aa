package org.knightsarena.platform.worker;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;

/**
 * Trusted agents that misbehave in ways only an unsandboxed agent can, to take a worker JVM
 * down. They are registered in the test resources' {@code META-INF/services}, so the catalogue
 * of test runs (and of worker JVMs started by tests) knows them by name: {@code exiting},
 * {@code halting}, {@code hoarding}, {@code stuck}, {@code garbage}, {@code chatty},
 * {@code sleepy}, {@code pid}. Each misbehaves at its first decision.
 */
final class TestAgents {

    /** The system property naming a directory where {@link SleepyAgent} marks its match starts. */
    static final String MARKERS = "arena.test.markers";

    private TestAgents() {}

    /** Calls {@code System.exit(42)}. */
    public static final class ExitingAgent implements Agent {
        @Override
        public Action decide(GameView view, Decision decision) {
            System.exit(42);
            throw new AssertionError("System.exit returned");
        }
    }

    /** Calls {@code Runtime.halt(43)}, which skips shutdown hooks. */
    public static final class HaltingAgent implements Agent {
        @Override
        public Action decide(GameView view, Decision decision) {
            Runtime.getRuntime().halt(43);
            throw new AssertionError("Runtime.halt returned");
        }
    }

    /** Allocates until the heap is exhausted. */
    public static final class HoardingAgent implements Agent {
        @Override
        public Action decide(GameView view, Decision decision) {
            List<long[]> hoard = new ArrayList<>();
            while (true) {
                hoard.add(new long[1 << 20]);
            }
        }
    }

    /** Never answers (it sleeps, to spare the shared machine's cores, and ignores interrupts). */
    public static final class StuckAgent implements Agent {
        @Override
        public Action decide(GameView view, Decision decision) {
            while (true) {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    // stays stuck
                }
            }
        }
    }

    /** Writes a line of garbage straight to the process's real stdout, around System.out. */
    public static final class GarbageAgent implements Agent {
        @Override
        public Action decide(GameView view, Decision decision) {
            try {
                FileOutputStream out = new FileOutputStream(FileDescriptor.out);
                out.write("{not json\n".getBytes(StandardCharsets.UTF_8));
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            while (true) {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    // waits to be killed
                }
            }
        }
    }

    /** Plays like {@link RandomAgent} and prints a lot to System.out and System.err on every event. */
    public static final class ChattyAgent extends Delegating {
        @Override
        public void onEvent(GameEvent event) {
            String line = "chatty: " + event + " " + "x".repeat(2_000);
            System.out.println(line);
            System.err.println(line);
            super.onEvent(event);
        }
    }

    /**
     * Plays like {@link RandomAgent} but takes 100 ms per decision; when the {@link #MARKERS}
     * property is set, it first creates {@code started-<pid>} there.
     */
    public static final class SleepyAgent extends Delegating {
        @Override
        public void onMatchStart(MatchContext context) {
            String markers = System.getProperty(MARKERS);
            if (markers != null) {
                try {
                    Files.createFile(Path.of(
                            markers, "started-" + ProcessHandle.current().pid()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            super.onMatchStart(context);
        }

        @Override
        public Action decide(GameView view, Decision decision) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return super.decide(view, decision);
        }
    }

    /** Plays like {@link RandomAgent} and logs {@code pid <n>}, the process it runs in. */
    public static final class PidAgent extends Delegating {
        @Override
        public void onMatchStart(MatchContext context) {
            context.log().log("pid " + ProcessHandle.current().pid());
            super.onMatchStart(context);
        }
    }

    /** Plays like {@link RandomAgent}. */
    abstract static class Delegating implements Agent {
        private final Agent random = new RandomAgent();

        @Override
        public void onMatchStart(MatchContext context) {
            random.onMatchStart(context);
        }

        @Override
        public Action decide(GameView view, Decision decision) {
            return random.decide(view, decision);
        }

        @Override
        public void onEvent(GameEvent event) {
            random.onEvent(event);
        }
    }
}
