package org.knightsarena.tournaments.board;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.platform.match.EngineVersion;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;

/**
 * The stored versions of the built-in agents (the sample bots and a person's seat at a table),
 * owned by no account and registered at first use, one per engine version. Thread-safe.
 */
public final class BuiltInBots {

    private final Database database;

    /** @param database the arena database, never null */
    public BuiltInBots(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /** @return the stored version of the built-in agent for this engine, registered when missing */
    public AgentVersion version(String name, Instant now) {
        return database.jdbi().withExtension(AgentDao.class, dao -> version(dao, name, now));
    }

    /** Like {@link #version(String, Instant)} on the caller's DAO, in its transaction. */
    public static AgentVersion version(AgentDao dao, String name, Instant now) {
        return dao.findOrInsertVersion(
                name, OptionalLong.empty(), "builtin-" + EngineVersion.current(), name, Optional.empty(), now);
    }

    /** @return the stored version whose source is this (an uploaded bot's {@code jar:} path), if any */
    public Optional<AgentVersion> bySource(String source) {
        return database.jdbi().withExtension(AgentDao.class, dao -> dao.findVersionBySource(source));
    }
}
