package org.knightsarena.tournaments.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.platform.external.ExternalBot;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.BotJars;
import org.knightsarena.platform.match.EngineVersion;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.tournaments.source.AgentSource;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.source.Sha256;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.tournament.EntrantSpec;

/**
 * The agents given to {@code arena tournament --agents}: built-in names, JAR paths or process bots
 * ({@code python:path/to/bot.py}), labelled and registered as agent versions.
 *
 * <p>A built-in agent is the agent of its name in the version {@code builtin-<engine version>}. A
 * JAR is the agent named after its file (without {@code .jar}) in the version {@code sha256-<first
 * 12 hex digits of its hash>}: a changed JAR is a new version; its bytes are stored in the
 * database by that digest, which its seats name. A process bot is named after its entry file
 * (without {@code .py}) and versioned by that file's hash in the same way (other files of its
 * folder are not hashed); its seats name its path. No dashboard account owns any of them: the
 * command line acts for whoever owns the data folder. Each entry's label is unique: the name as
 * given, and for a name given again the name with the next free {@code #n} suffix ({@code
 * random}, {@code random#2}).
 */
record Entries(List<Entry> entries) {

    /**
     * One entry: its label, the agent's name, what a match seat names to run it, and the file
     * whose digest names its version: the JAR, or a process bot's entry file.
     */
    record Entry(String label, String agent, String source, Optional<Path> versionFile) {

        /** Returns the bot JAR this entry plays, which the sandbox checks, if it is one. */
        Optional<Path> jar() {
            return source.startsWith(AgentSource.Jar.PREFIX) ? versionFile : Optional.empty();
        }
    }

    Entries {
        entries = List.copyOf(entries);
    }

    /**
     * Checks and labels the given names.
     *
     * @throws IllegalArgumentException naming an unknown agent or a missing JAR
     */
    static Entries parse(List<String> names, AgentCatalog catalog) {
        Set<String> used = new HashSet<>();
        List<Entry> entries = new ArrayList<>();
        for (String raw : names) {
            String name = raw.trim();
            String agent;
            String source;
            Optional<Path> versionFile = Optional.empty();
            if (ExternalBot.isExternal(name)) {
                ExternalBot bot = ExternalBot.parse(name);
                agent = bot.label();
                source = bot.language().prefix() + bot.entry();
                versionFile = Optional.of(bot.entry());
            } else if (name.startsWith(MatchSpec.JAR_PREFIX)
                    || name.toLowerCase(Locale.ROOT).endsWith(".jar")) {
                Path path = Path.of(
                                name.startsWith(MatchSpec.JAR_PREFIX)
                                        ? name.substring(MatchSpec.JAR_PREFIX.length())
                                        : name)
                        .toAbsolutePath()
                        .normalize();
                if (!Files.isRegularFile(path)) {
                    throw new IllegalArgumentException("no bot JAR at " + path);
                }
                agent = BotJars.nameOf(path);
                source = new AgentSource.Jar(sha256(path)).code();
                versionFile = Optional.of(path);
            } else {
                if (name.isEmpty() || !catalog.contains(name)) {
                    throw new IllegalArgumentException("unknown agent '" + name + "'; built-in agents: "
                            + String.join(", ", catalog.names()) + "; a bot JAR is given by its path, ending in .jar,"
                            + " a Python bot as python:path/to/bot.py");
                }
                agent = AgentCatalog.baseName(name);
                source = agent;
            }
            String label = versionFile.isPresent() ? agent : name;
            for (int n = 2; !used.add(label); n++) {
                label = agent + "#" + n;
            }
            entries.add(new Entry(label, agent, source, versionFile));
        }
        return new Entries(entries);
    }

    /** Returns every entry's seat source, in order. */
    List<String> sources() {
        return entries.stream().map(Entry::source).toList();
    }

    /**
     * Registers each entry's agent version, if new, stores each JAR's bytes in {@code files}, and
     * returns the entrants in order.
     */
    List<EntrantSpec> register(Jdbi jdbi, BotFiles files, Instant now) {
        return jdbi.inTransaction(h -> {
            AgentDao dao = h.attach(AgentDao.class);
            List<EntrantSpec> specs = new ArrayList<>();
            for (Entry e : entries) {
                if (e.jar().isPresent()) {
                    // The JAR's bytes go into the database, so a worker on any machine can fetch them by digest.
                    // The source names the bytes stored, even if the file changed since it was parsed.
                    Sha256 sha = files.store(h, readAll(e.jar().get()));
                    specs.add(new EntrantSpec(
                            e.label(),
                            dao.findOrInsertVersion(
                                    e.agent(),
                                    OptionalLong.empty(),
                                    "sha256-" + sha.hex().substring(0, 12),
                                    new AgentSource.Jar(sha).code(),
                                    Optional.of(sha.hex()),
                                    now)));
                } else if (e.versionFile().isPresent()) {
                    Sha256 sha = sha256(e.versionFile().get());
                    specs.add(new EntrantSpec(
                            e.label(),
                            dao.findOrInsertVersion(
                                    e.agent(),
                                    OptionalLong.empty(),
                                    "sha256-" + sha.hex().substring(0, 12),
                                    e.source(),
                                    Optional.of(sha.hex()),
                                    now)));
                } else {
                    specs.add(new EntrantSpec(
                            e.label(),
                            dao.findOrInsertVersion(
                                    e.agent(),
                                    OptionalLong.empty(),
                                    "builtin-" + EngineVersion.current(),
                                    e.source(),
                                    Optional.empty(),
                                    now)));
                }
            }
            return specs;
        });
    }

    private static Sha256 sha256(Path file) {
        try {
            return Sha256.of(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static byte[] readAll(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
