package org.knightsarena.platform.match;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.knightsarena.api.Agent;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.HardStop;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;

/**
 * A bot under development, played in its practice matches exactly as the platform would play its
 * upload: its compiled classes (Maven's {@code target/classes}) packed as a JAR, checked and
 * instrumented by the sandbox with the platform's default limits, each agent metered and stopped
 * when a call outlives its hard limit. So a loop in the bot fails a practice test in seconds with
 * a {@code BUDGET} fault, as it would on the dashboard, instead of hanging the build.
 *
 * <p>For the starter project's test ({@code sample-agents/starter}); thread-safe once loaded.
 */
public final class PracticeBot {

    private final SandboxedBot bot;

    private PracticeBot(SandboxedBot bot) {
        this.bot = bot;
    }

    /**
     * @param classes    the folder of the bot's compiled classes, such as {@code target/classes}
     * @param agentClass the binary name of its {@code Agent} class
     * @return the bot, ready to make agents
     * @throws IllegalArgumentException with the sandbox's report (class, method, line and the fix)
     *                                  when the upload checks would refuse it
     */
    public static PracticeBot of(Path classes, String agentClass) {
        Path jar;
        try {
            jar = Files.createTempFile("practice-", ".jar");
            jar.toFile().deleteOnExit();
            pack(classes, agentClass, jar);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot pack " + classes + " as a bot JAR", e);
        }
        try {
            return new PracticeBot(SandboxedBot.load(jar, SandboxSettings.defaults()));
        } catch (BotRejected e) {
            throw new IllegalArgumentException("the upload checks refuse this bot:\n" + e.getMessage(), e);
        }
    }

    /**
     * @param seed the match's seed, which the sandbox uses for the bot's {@code new Random()}
     * @return a fresh, metered agent for one match
     */
    public Agent newAgent(long seed) {
        return bot.newAgent(seed, HardStop.ABANDON_THREAD);
    }

    /**
     * @param match a played match
     * @param seat  a seat of it
     * @return the seat's faults as the platform reports them ({@code BUDGET on turn 12: ...}), empty
     *         when it played clean
     */
    public static List<String> faults(MatchRecord match, int seat) {
        List<String> faults = new ArrayList<>();
        int turn = 0;
        for (GameEvent event : match.game().events()) {
            if (event instanceof TurnStarted started) {
                turn = started.turn();
            } else if (event instanceof FaultRecorded fault && fault.player() == seat) {
                faults.add(fault.kind() + " on turn " + turn + ": " + fault.detail());
            }
        }
        return faults;
    }

    private static void pack(Path classes, String agentClass, Path jar) throws IOException {
        if (!Files.isDirectory(classes)) {
            throw new IOException(classes + " is not a folder of compiled classes (run mvn test or mvn package)");
        }
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Agent-Class", agentClass);
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file, manifest);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) walk.sorted()::iterator) {
                if (Files.isRegularFile(f)) {
                    out.putNextEntry(
                            new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                    Files.copy(f, out);
                    out.closeEntry();
                }
            }
        }
    }
}
