package org.knightsarena.sandbox;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.knightsarena.api.Agent;
import org.knightsarena.sandbox.inspect.InspectionReport;
import org.knightsarena.sandbox.inspect.JarInspector;
import org.knightsarena.sandbox.instrument.Instrumenter;
import org.knightsarena.sandbox.load.BotClassLoader;
import org.knightsarena.sandbox.load.MeterControl;
import org.knightsarena.sandbox.problem.Problem;
import org.knightsarena.sandbox.verify.ClassVerifier;

/**
 * An uploaded bot that passed inspection and verification, instrumented and ready to play: the
 * platform's entry point to the sandbox (DESIGN.md §4).
 *
 * <p>The instrumented class bytes are kept in memory, and shared by every bot loaded from the same
 * JAR bytes ({@link InstrumentedJars}), with their class loaders: an agent takes a loader whose
 * last agent's match is over, or a new one ({@code LoaderPool}). The instrumentation gives every
 * match fresh static fields, so no state passes from one agent instance to the next.
 *
 * <pre>{@code
 * SandboxedBot bot = SandboxedBot.load(jar, SandboxSettings.defaults());
 * SandboxedAgent agent = (SandboxedAgent) bot.newAgent(matchSeed, HardStop.ABANDON_THREAD);
 * }</pre>
 *
 * <p>Immutable and thread-safe; the agents it makes are not.
 */
public final class SandboxedBot {
    private static final ClassVerifier VERIFIER = ClassVerifier.create();
    private static final Instrumenter INSTRUMENTER = new Instrumenter();
    private static final MethodType NO_ARGUMENTS = MethodType.methodType(void.class);

    private final String agentClass;
    private final String sha256;
    private final LoaderPool loaders;
    private final SandboxSettings settings;

    private SandboxedBot(String agentClass, String sha256, LoaderPool loaders, SandboxSettings settings) {
        this.agentClass = agentClass;
        this.sha256 = sha256;
        this.loaders = loaders;
        this.settings = settings;
    }

    /**
     * Inspects, verifies and instruments a bot JAR.
     *
     * @param jar      the bot JAR, never null
     * @param settings the budgets and limits, never null
     * @return the bot, ready for {@link #newAgent}
     * @throws BotRejected with every problem (class, method, line) when the JAR is refused,
     *                     including when it cannot be read
     */
    public static SandboxedBot load(Path jar, SandboxSettings settings) throws BotRejected {
        Objects.requireNonNull(jar, "jar");
        Objects.requireNonNull(settings, "settings");
        String name = String.valueOf(jar.getFileName());
        if (isOverSizeCap(jar, settings)) {
            accept(jar, name, settings); // refuses it, without reading it whole for a digest
        }
        String sha256 = sha256(jar, name);
        InstrumentedJars.Accepted accepted =
                InstrumentedJars.of(sha256, settings.limits(), () -> accept(jar, name, settings));
        return new SandboxedBot(accepted.agentClass(), sha256, accepted.loaders(), settings);
    }

    private static boolean isOverSizeCap(Path jar, SandboxSettings settings) {
        try {
            return Files.size(jar) > settings.limits().maxJarBytes();
        } catch (IOException e) {
            return false; // hashing it says why it cannot be read
        }
    }

    private static InstrumentedJars.Accepted accept(Path jar, String name, SandboxSettings settings)
            throws BotRejected {
        InspectionReport report;
        try {
            report = JarInspector.of(settings.limits()).inspect(jar);
        } catch (UncheckedIOException e) {
            throw new BotRejected(
                    List.of(Problem.at(name, "cannot be read: " + e.getCause().getMessage())));
        }
        if (!report.isAccepted()) {
            throw new BotRejected(report.problems());
        }
        List<Problem> refused = VERIFIER.verify(report.classes());
        if (!refused.isEmpty()) {
            throw new BotRejected(refused);
        }
        Instrumenter.Result instrumented = INSTRUMENTER.instrument(report.classes());
        if (!instrumented.problems().isEmpty()) {
            throw new BotRejected(instrumented.problems());
        }
        String agentClass = report.agentClass().orElseThrow();
        return new InstrumentedJars.Accepted(
                agentClass, new LoaderPool(agentClass, instrumented.classes(), instrumented.enums()));
    }

    /** @return the instrumented class bytes, by entry name (shared with other bots of the same JAR bytes) */
    Map<String, byte[]> classes() {
        return loaders.classes();
    }

    /** @return the binary name of the {@code Agent} implementation, such as {@code bots.Greedy} */
    public String agentClass() {
        return agentClass;
    }

    /** @return the SHA-256 of the JAR file's bytes, as 64 lower-case hex digits */
    public String sha256() {
        return sha256;
    }

    /**
     * Makes a fresh agent, to be called on the caller's thread
     * ({@link HardStop#WORKER_KILL}: for worker JVMs, whose parent kills a hung one).
     *
     * @param matchSeed the match seed; the bot's unseeded generators, {@code Math.random} and
     *                  identity hash codes derive from it
     * @return a {@link SandboxedAgent}; no bot code has run yet
     */
    public Agent newAgent(long matchSeed) {
        return newAgent(matchSeed, HardStop.WORKER_KILL);
    }

    /**
     * Makes a fresh agent, in a class loader no other agent uses while it plays. No bot code runs
     * now: the bot's static initializers and constructor run at the agent's first call, under that
     * call's budgets (see {@link SandboxedAgent}).
     *
     * @param matchSeed the match seed; the bot's unseeded generators, {@code Math.random} and
     *                  identity hash codes derive from it
     * @param stop      what stops a call the work meter cannot, never null
     * @return a {@link SandboxedAgent}
     */
    public Agent newAgent(long matchSeed, HardStop stop) {
        Objects.requireNonNull(stop, "stop");
        LoaderPool.Lease lease = loaders.take();
        BotClassLoader loader = lease.loader();
        MeterControl meter = loader.meter();
        meter.start(matchSeed, settings.workPerDecision(), settings.workPerMatch());
        return new SandboxedAgent(
                agentClass,
                new Boundary(agentClass, loader, meter, settings, stop),
                () -> {
                    if (lease.fresh()) {
                        // a reused loader has its enums already: the match must not see their work
                        loaders.initialiseEnums(loader);
                        meter.start(matchSeed, settings.workPerDecision(), settings.workPerMatch());
                        meter.beginCall();
                    }
                    // a method handle, not reflection: after some calls reflection defines an accessor
                    // class whose loader's parent is the bot's, which cannot see the JDK's internals
                    Class<?> type = Class.forName(agentClass, true, loader);
                    return (Agent) MethodHandles.publicLookup()
                            .findConstructor(type, NO_ARGUMENTS)
                            .invoke();
                },
                () -> loaders.giveBack(loader),
                loaders.agentListens(loader));
    }

    private static String sha256(Path jar, String name) throws BotRejected {
        try (DigestInputStream in =
                new DigestInputStream(Files.newInputStream(jar), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(in.getMessageDigest().digest());
        } catch (IOException e) {
            throw new BotRejected(List.of(Problem.at(name, "cannot be read: " + e.getMessage())));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JVM has SHA-256", e);
        }
    }
}
