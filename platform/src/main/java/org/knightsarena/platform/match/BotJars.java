package org.knightsarena.platform.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.knightsarena.api.Agent;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;

/**
 * Bot JARs taken through the sandbox: each is inspected, verified and instrumented once, then
 * kept by path (and modification time, so a rewritten file is checked again), because worker
 * JVMs and {@code arena play} make a fresh agent from the same JAR for match after match.
 * Thread-safe.
 */
public final class BotJars {

    private record Key(Path path, FileTime modified) {}

    private final SandboxSettings settings;
    private final ConcurrentMap<Key, SandboxedBot> loaded = new ConcurrentHashMap<>();

    /** @param settings the sandbox's limits for every JAR loaded here */
    public BotJars(SandboxSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /**
     * @param jar a bot JAR's path
     * @return the name the bot goes by on the command line and in tables: its file name without
     *         {@code .jar} (the counterpart of {@link AgentCatalog#nameOf} for built-in agents)
     */
    public static String nameOf(Path jar) {
        String file = jar.getFileName().toString();
        return file.toLowerCase(Locale.ROOT).endsWith(".jar") ? file.substring(0, file.length() - 4) : file;
    }

    /**
     * Loads a bot JAR, or returns the one loaded before.
     *
     * @param jar the JAR's path
     * @return the bot, ready to make agents
     * @throws IllegalArgumentException if the file cannot be read or the sandbox refuses it; the
     *                                  message carries the sandbox's report
     */
    public SandboxedBot load(Path jar) {
        Path path = jar.toAbsolutePath().normalize();
        Key key;
        try {
            key = new Key(path, Files.getLastModifiedTime(path));
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read the bot JAR " + jar + ": no such file", e);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the bot JAR " + jar + ": " + e.getMessage(), e);
        }
        try {
            return loaded.computeIfAbsent(key, k -> {
                try {
                    return SandboxedBot.load(k.path(), settings);
                } catch (BotRejected e) {
                    throw new IllegalArgumentException("the bot JAR " + jar + " is refused: " + e.describe(), e);
                }
            });
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException("cannot read the bot JAR " + jar + ": " + e.getMessage(), e);
        }
    }

    /**
     * @param jar       the JAR's path
     * @param matchSeed the match's seed, for the sandbox's determinism rewrites
     * @return a fresh agent in its own class loader
     * @throws IllegalArgumentException as {@link #load} does
     */
    public Agent newAgent(Path jar, long matchSeed) {
        return load(jar).newAgent(matchSeed);
    }
}
