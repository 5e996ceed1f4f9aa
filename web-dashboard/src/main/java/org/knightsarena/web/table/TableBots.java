package org.knightsarena.web.table;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import org.knightsarena.api.Agent;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.ExternalBot;
import org.knightsarena.platform.external.ProcessAgent;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.BotJars;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.tournaments.board.BotDirectory;
import org.knightsarena.tournaments.queue.PersonGames;
import org.knightsarena.tournaments.source.AgentSource;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.SourceResolvingExecutor;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.league.LeagueAccess;

/**
 * The bots a person may seat at their table: the built-in ones, and every uploaded bot they may
 * see by the audience rule of every read ({@link BotDirectory}) that has a playable version. A
 * seat is kept as its source, as an agent version stores it ({@link AgentSource}: a built-in name
 * or a JAR's digest; a game saved before digests has {@code jar:} and the JAR's path, whose file
 * name is the digest; a process bot its {@code python:} entry), so a resumed game seats the same
 * code. A seat's source is resolved as a league's matches resolve it
 * ({@link SourceResolvingExecutor#runtimeSeat}): an uploaded JAR plays in the sandbox in this JVM,
 * under its usual work budget; an uploaded process bot (a zip) runs as its own process, contained
 * by bubblewrap, or not at all where bubblewrap is missing and the server does not allow it
 * ({@link UncontainedBots}). Thread-safe.
 */
final class TableBots {
    private final BotDirectory bots;
    private final AgentCatalog catalog = AgentCatalog.builtIn();
    private final BotJars jars = new BotJars(SandboxSettings.defaults());
    private final BotFileCache botFiles;
    private final Optional<String> processBotRefusal;

    TableBots(BotDirectory bots, BotFileCache botFiles, UncontainedBots uncontained) {
        this.bots = Objects.requireNonNull(bots, "bots");
        this.botFiles = Objects.requireNonNull(botFiles, "botFiles");
        this.processBotRefusal = uncontained.refusal(Containment.available());
    }

    /** @return why process bots may not sit at a table on this server, empty when they may */
    Optional<String> processBotRefusal() {
        return processBotRefusal;
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

    /**
     * @return a fresh agent for a seat's source: a JAR, verified against its digest, is loaded
     *     through the sandbox; a process bot's process is started (the caller closes it)
     * @throws IllegalArgumentException when a process bot may not run here, saying why
     */
    Agent create(String source, long seed) {
        if (MatchSpec.isProcess(source)) {
            if (processBotRefusal.isPresent()) {
                throw new IllegalArgumentException(processBotRefusal.get());
            }
            return new ProcessAgent(ExternalBot.parse(source), Containment.available());
        }
        // a source saved before digests names a JAR's path; its digest finds it wherever the data folder is now
        String code = MatchSpec.isJar(source) ? AgentSource.parse(source).code() : source;
        String seat = SourceResolvingExecutor.runtimeSeat(code, botFiles);
        if (MatchSpec.isJar(seat)) {
            return jars.newAgent(Path.of(seat.substring(MatchSpec.JAR_PREFIX.length())), seed);
        }
        return catalog.create(AgentSource.parse(seat).code());
    }
}
