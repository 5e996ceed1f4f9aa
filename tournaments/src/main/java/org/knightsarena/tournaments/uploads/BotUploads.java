package org.knightsarena.tournaments.uploads;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.knightsarena.platform.external.BotZip;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.ExternalBot;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;
import org.knightsarena.sandbox.problem.Problem;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.tournaments.queue.PersonGames;
import org.knightsarena.tournaments.source.AgentSource;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.Sha256;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.AgentVersionStatus;

/**
 * Takes an uploaded bot JAR through the sandbox's checks (inspection, then bytecode verification),
 * or a process bot's zip through the same inspection and its manifest's ({@link BotZip}), and, when
 * it passes, stores it as the next version of the named bot. A refused or malformed upload changes
 * nothing: no row, no file. Independent of HTTP; thread-safe.
 */
public final class BotUploads {
    /** The longest bot name, in characters. */
    public static final int MAX_NAME_LENGTH = 40;

    private static final int STORE_ATTEMPTS = 5;

    private final Jdbi jdbi;
    private final JarStore jars;
    private final BotFileCache botFiles;
    private final ZipStore zips;
    private final SandboxSettings sandbox;
    private final Optional<String> processBotRefusal;
    private final Clock clock;

    /**
     * All arguments are required.
     *
     * @param botFiles    where a kept JAR's bytes are stored by digest, for every process that plays it
     * @param sandbox     the checks an upload must pass: the same the worker JVMs apply before a match
     *                    (its inspection limits apply to zips too)
     * @param uncontained whether process bots are taken where bubblewrap is missing
     */
    public BotUploads(
            Jdbi jdbi,
            JarStore jars,
            BotFileCache botFiles,
            SandboxSettings sandbox,
            ZipStore zips,
            UncontainedBots uncontained,
            Clock clock) {
        this.jdbi = Objects.requireNonNull(jdbi, "jdbi");
        this.jars = Objects.requireNonNull(jars, "jars");
        this.botFiles = Objects.requireNonNull(botFiles, "botFiles");
        this.zips = Objects.requireNonNull(zips, "zips");
        this.sandbox = Objects.requireNonNull(sandbox, "sandbox");
        this.processBotRefusal = uncontained.refusal(Containment.available());
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** What became of an upload. */
    public sealed interface Outcome permits Stored, Refused, NotOwner {}

    /**
     * Accepted and stored as a new version.
     *
     * @param agentClass what plays: the JAR's {@code Agent} class, or a process bot's language, entry
     *                   file and its author's version, such as {@code python example_bot.py (0.1)}
     */
    public record Stored(Agent agent, AgentVersion version, String agentClass) implements Outcome {}

    /** Refused by the sandbox's checks; the problems say where and why. */
    public record Refused(List<Problem> problems) implements Outcome {
        /** Copies the list. */
        public Refused {
            problems = List.copyOf(problems);
        }
    }

    /** The name belongs to a bot another account owns, or one no account owns (the platform's). */
    public record NotOwner(Agent bot) implements Outcome {}

    /**
     * @return the name, stripped of surrounding blanks
     * @throws IllegalArgumentException with a message a person can act on when the name is not allowed
     */
    public static String checkName(String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty() || n.length() > MAX_NAME_LENGTH) {
            throw new IllegalArgumentException("a bot needs a name of 1 to " + MAX_NAME_LENGTH + " characters");
        }
        if (n.chars().anyMatch(c -> Character.isISOControl(c) || c == '/' || c == '\\')) {
            throw new IllegalArgumentException("a bot name may not contain control characters, '/' or '\\'");
        }
        // Compared ignoring case: "Random" beside "random" would pass for the built-in bot.
        if (SampleBots.NAMES.stream().anyMatch(n::equalsIgnoreCase)) {
            throw new IllegalArgumentException("the bot name '" + n + "' is reserved for a built-in bot ("
                    + String.join(", ", SampleBots.NAMES) + "), of which nobody may upload a version;"
                    + " choose another name");
        }
        if (n.equalsIgnoreCase(PersonGames.PERSON_AGENT)) {
            throw new IllegalArgumentException("the bot name '" + n + "' is reserved for the person's seat in games"
                    + " against the bots, of which nobody may upload a version; choose another name");
        }
        return n;
    }

    /**
     * Checks a received JAR and stores it when it passes. The received file is always consumed:
     * kept under its digest, or deleted.
     *
     * @param owner the uploading account's id: it owns the bot (a new one) or must own it (an existing one)
     * @param name  a name accepted by {@link #checkName}
     */
    public Outcome upload(long owner, String name, JarStore.Received jar) {
        return upload(owner, name, jar, () -> {
            SandboxedBot bot = SandboxedBot.load(jar.file(), sandbox);
            Path kept = jars.keep(jar);
            // The bytes before the version that names them: a worker never meets a digest it cannot fetch.
            Sha256 digest = botFiles.store(kept);
            return new Checked(new AgentSource.Jar(digest).code(), bot.agentClass());
        });
    }

    /**
     * Checks a received process bot's zip and, when it passes, keeps it and unpacks it under its
     * digest ({@link ZipStore}) and stores it. The received file is always consumed: kept, or deleted. Where bubblewrap is missing and uncontained
     * bots are not allowed, every zip is refused with that reason.
     *
     * @param owner the uploading account's id: it owns the bot (a new one) or must own it (an existing one)
     * @param name  a name accepted by {@link #checkName}
     */
    public Outcome uploadZip(long owner, String name, JarStore.Received zip) {
        return upload(owner, name, zip, () -> {
            if (processBotRefusal.isPresent()) {
                throw new BotRejected(List.of(Problem.at("upload", processBotRefusal.get())));
            }
            BotZip bot = BotZip.read(zip.file(), sandbox.limits());
            ExternalBot kept = zips.keep(zip, bot);
            return new Checked(
                    kept.language().prefix() + kept.entry(),
                    kept.language().name().toLowerCase(Locale.ROOT) + " "
                            + bot.manifest().entry() + " (" + bot.manifest().version() + ")");
        });
    }

    /** What a checked upload plays as: its seat source and what the answer says plays. */
    private record Checked(String source, String agentClass) {}

    /** Checks an upload and keeps its file, or refuses it. */
    @FunctionalInterface
    private interface Check {
        Checked run() throws BotRejected, IOException;
    }

    private Outcome upload(long owner, String name, JarStore.Received received, Check check) {
        Objects.requireNonNull(received, "received");
        String botName = checkName(name);
        try {
            Optional<Agent> existing = jdbi.withExtension(AgentDao.class, dao -> dao.findAgentByName(botName));
            if (existing.isPresent() && !existing.get().isOwnedBy(owner)) {
                jars.discard(received);
                return new NotOwner(existing.get());
            }
            Checked checked;
            try {
                checked = check.run();
            } catch (BotRejected e) {
                jars.discard(received);
                return new Refused(e.problems());
            }
            return store(owner, botName, received.sha256(), checked.source(), checked.agentClass());
        } catch (IOException e) {
            jars.discard(received);
            throw new UncheckedIOException("cannot store the uploaded bot", e);
        } catch (RuntimeException e) {
            jars.discard(received);
            throw e;
        }
    }

    /**
     * Two uploads of the same bot at the same moment can both read version n and both insert
     * n + 1, or meet in SQLite's read-to-write lock upgrade (SQLITE_BUSY at once, no waiting):
     * the loser tries again, and then sees the winner's row.
     */
    private Outcome store(long owner, String name, String sha256, String source, String agentClass) {
        for (int attempt = 1; ; attempt++) {
            try {
                return storeOnce(owner, name, sha256, source, agentClass);
            } catch (JdbiException raced) {
                if (attempt == STORE_ATTEMPTS) {
                    throw raced;
                }
                try {
                    Thread.sleep(20L * attempt);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw raced;
                }
            }
        }
    }

    private Outcome storeOnce(long owner, String name, String sha256, String source, String agentClass) {
        return jdbi.inTransaction(handle -> {
            AgentDao dao = handle.attach(AgentDao.class);
            Instant now = clock.instant();
            Optional<Agent> found = dao.findAgentByName(name);
            if (found.isPresent() && !found.get().isOwnedBy(owner)) {
                return new NotOwner(found.get());
            }
            Agent agent = found.orElseGet(() -> dao.insertAgent(name, OptionalLong.of(owner), now));
            int next = dao.findVersionsByAgent(agent.id()).size() + 1;
            AgentVersion version = dao.insertVersion(
                    agent.id(), Integer.toString(next), source, Optional.of(sha256), AgentVersionStatus.ACTIVE, now);
            return new Stored(agent, version, agentClass);
        });
    }
}
