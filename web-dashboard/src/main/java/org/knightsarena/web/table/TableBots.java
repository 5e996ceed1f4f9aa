package org.knightsarena.web.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import org.knightsarena.api.Agent;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.BotJars;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.tournaments.board.BotDirectory;
import org.knightsarena.tournaments.queue.PersonGames;
import org.knightsarena.tournaments.source.AgentSource;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.league.LeagueAccess;

/**
 * The bots a person may seat at their table: the built-in ones, and every uploaded bot they may
 * see by the audience rule of every read ({@link BotDirectory}) that has a playable version. A
 * seat is kept as its source, as an agent version stores it ({@link AgentSource}: a built-in name
 * or a JAR's digest; a game saved before digests has {@code jar:} and the JAR's path, whose file
 * name is the digest), so a resumed game seats the same code; an uploaded bot plays in the sandbox
 * in this JVM, under its usual work budget. Thread-safe.
 */
final class TableBots {
    private final BotDirectory bots;
    private final AgentCatalog catalog = AgentCatalog.builtIn();
    private final BotJars jars = new BotJars(SandboxSettings.defaults());
    private final BotFileCache botFiles;

    TableBots(BotDirectory bots, BotFileCache botFiles) {
        this.bots = Objects.requireNonNull(bots, "bots");
        this.botFiles = Objects.requireNonNull(botFiles, "botFiles");
    }

    /** @return the names the caller may choose, sorted */
    List<String> names(Optional<Caller> caller) {
        TreeSet<String> names = new TreeSet<>(catalog.names());
        names.addAll(bots.playableNames(LeagueAccess.viewer(caller)));
        return new ArrayList<>(names);
    }

    /**
     * @return the source of the bot's latest playable version: its built-in name, or the JAR of an
     *     uploaded bot the caller may see; empty when there is no such bot for the caller
     */
    Optional<String> source(Optional<Caller> caller, String name) {
        if (catalog.contains(name)) {
            return Optional.of(AgentCatalog.baseName(name));
        }
        if (name.equalsIgnoreCase(PersonGames.PERSON_AGENT)) {
            return Optional.empty();
        }
        return bots.latestPlayable(LeagueAccess.viewer(caller), name).map(AgentVersion::source);
    }

    /** @return a fresh agent for a seat's source; a JAR, verified against its digest, is loaded through the sandbox */
    Agent create(String source, long seed) {
        AgentSource parsed = AgentSource.parse(source);
        if (parsed instanceof AgentSource.Jar jar) {
            return jars.newAgent(botFiles.path(jar), seed);
        }
        if (parsed instanceof AgentSource.BuiltIn builtIn) {
            return catalog.create(builtIn.name());
        }
        throw new AssertionError(parsed);
    }
}
