package org.knightsarena.tournaments.board;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;
import org.knightsarena.tournaments.queue.PersonGames;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;

/**
 * The bots a viewer may see ({@link Audiences#bots}): listed, found by name, with their versions.
 * A bot the viewer may not see is not told apart from one that does not exist. Thread-safe.
 */
public final class BotDirectory {

    private final Database database;
    private final Audiences audiences;

    /** @param database the arena database, never null */
    public BotDirectory(Database database) {
        this.database = Objects.requireNonNull(database, "database");
        this.audiences = new Audiences(database);
    }

    /**
     * Some of the bots a viewer may see, out of {@code total}.
     *
     * @param total every bot the read selects, on all pages
     */
    public record BotPage(long total, List<Agent> bots) {
        /** Copies the bots. */
        public BotPage {
            bots = List.copyOf(bots);
        }
    }

    /**
     * @param owner only the bots of the account with this user name, when present
     * @return a page of the bots the viewer may see, by name
     */
    public BotPage list(Viewer viewer, Optional<String> owner, PageRequest page) {
        SqlCondition visible = audiences.bots(viewer, "a");
        String where = " WHERE " + visible.sql() + (owner.isEmpty() ? "" : " AND ac.username = :owner");
        return database.jdbi().withHandle(h -> {
            long total = bind(
                            h.createQuery(
                                    "SELECT COUNT(*) FROM agents a LEFT JOIN accounts ac ON ac.id = a.owner_account_id"
                                            + where),
                            visible,
                            owner)
                    .mapTo(Long.class)
                    .one();
            List<Agent> bots = bind(
                            h.createQuery(
                                    AgentDao.SELECT_AGENTS + where + " ORDER BY a.name LIMIT :limit OFFSET :offset"),
                            visible,
                            owner)
                    .bind("limit", page.limit())
                    .bind("offset", page.offset())
                    .map(new AgentDao.AgentMapper())
                    .list();
            return new BotPage(total, bots);
        });
    }

    /** @return the named bot, when the viewer may see it */
    public Optional<Agent> find(Viewer viewer, String name) {
        SqlCondition visible = audiences.bots(viewer, "a");
        return database.jdbi().withHandle(h -> find(h, visible, name));
    }

    /**
     * @return the named bot whoever may see it: for callers that go on only for its owner (a
     *     student practising with their own bot), so that nothing leaks
     */
    public Optional<Agent> named(String name) {
        return database.jdbi().withExtension(AgentDao.class, dao -> dao.findAgentByName(name));
    }

    /** @return the bot's versions, oldest first */
    public List<AgentVersion> versions(long agentId) {
        return database.jdbi().withExtension(AgentDao.class, dao -> dao.findVersionsByAgent(agentId));
    }

    /**
     * @return the names of the bots the viewer may see that have a playable version, sorted; never
     *     the person's seat at a table ({@link PersonGames#PERSON_AGENT}), an agent with no code
     */
    public List<String> playableNames(Viewer viewer) {
        SqlCondition visible = audiences.bots(viewer, "a");
        return database.jdbi().withHandle(h -> {
            Query q = h.createQuery("SELECT a.name FROM agents a WHERE " + visible.sql() + " AND a.name <> :person"
                    + " AND EXISTS (SELECT 1 FROM agent_versions v WHERE v.agent_id = a.id AND v.status = 'active')"
                    + " ORDER BY a.name");
            visible.bind(q);
            return q.bind("person", PersonGames.PERSON_AGENT)
                    .mapTo(String.class)
                    .list();
        });
    }

    /** @return the latest playable version of the named bot, when the viewer may see it and it has one */
    public Optional<AgentVersion> latestPlayable(Viewer viewer, String name) {
        SqlCondition visible = audiences.bots(viewer, "a");
        return database.jdbi()
                .withHandle(h -> find(h, visible, name)
                        .flatMap(bot -> h.attach(AgentDao.class).findVersionsByAgent(bot.id()).stream()
                                .filter(v -> v.status().isPlayable())
                                .max(Comparator.comparingLong(AgentVersion::id))));
    }

    private static Optional<Agent> find(Handle h, SqlCondition visible, String name) {
        Query q = h.createQuery(AgentDao.SELECT_AGENTS + " WHERE a.name = :name AND " + visible.sql())
                .bind("name", name);
        visible.bind(q);
        return q.map(new AgentDao.AgentMapper()).findOne();
    }

    private static Query bind(Query q, SqlCondition visible, Optional<String> owner) {
        visible.bind(q);
        owner.ifPresent(o -> q.bind("owner", o));
        return q;
    }
}
