package org.knightsarena.tournaments.board;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.storage.Database;

/**
 * What the replay viewer reads from the database: a stored match's replay and seats, and the
 * facts about a match that decide who may watch or reveal it. Thread-safe.
 */
public final class ReplayReads {

    private final Database database;

    /** @param database the arena database, never null */
    public ReplayReads(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /**
     * A stored match's replay.
     *
     * @param json the replay file's text, decompressed: a binary replay (format 3) as its JSON view,
     *     format 1 ({@link org.knightsarena.platform.chronicle.ReplayData#json})
     * @param seatLabels each seat's entrant label, by seat: the bots' names, where the replay itself
     *     names a bot JAR by its path on the server
     */
    public record StoredReplay(String json, List<String> seatLabels) {
        /** Copies the labels. */
        public StoredReplay {
            Objects.requireNonNull(json, "json");
            seatLabels = List.copyOf(seatLabels);
        }
    }

    /** @return the stored replay of the match, when it has one */
    public Optional<StoredReplay> find(long matchId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT data FROM replays WHERE match_id = :id AND encoding = :encoding")
                        .bind("id", matchId)
                        .bind("encoding", ReplayCodec.ENCODING)
                        .mapTo(byte[].class)
                        .findOne()
                        .map(data -> new StoredReplay(
                                ReplayCodec.decompress(data).json(),
                                h.createQuery(
                                                "SELECT e.label FROM match_seats s"
                                                        + " JOIN entrants e ON e.id = s.entrant_id WHERE s.match_id = :id ORDER BY s.seat")
                                        .bind("id", matchId)
                                        .mapTo(String.class)
                                        .list())));
    }

    /** @return the size of the largest stored replay, compressed, in bytes; 0 when none is stored */
    public long largestStoredBytes() {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT COALESCE(MAX(LENGTH(data)), 0) FROM replays")
                        .mapTo(Long.class)
                        .one());
    }

    /** @return whether a match with this id is stored */
    public boolean isStoredMatch(long matchId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE id = :m")
                                .bind("m", matchId)
                                .mapTo(Integer.class)
                                .one()
                        > 0);
    }

    /** @return whether the account owns a bot that played a seat of the match */
    public boolean ownsASeat(long accountId, long matchId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM match_seats ms"
                                        + " JOIN agent_versions v ON v.id = ms.agent_version_id JOIN agents a ON a.id = v.agent_id"
                                        + " WHERE ms.match_id = :m AND a.owner_account_id = :o")
                                .bind("m", matchId)
                                .bind("o", accountId)
                                .mapTo(Integer.class)
                                .one()
                        > 0);
    }

    /** @return whether the account owns a bot of one of these names */
    public boolean ownsABotNamed(long accountId, List<String> names) {
        if (names.isEmpty()) {
            return false;
        }
        return database.jdbi()
                .withHandle(h ->
                        h.createQuery("SELECT COUNT(*) FROM agents WHERE name IN (<names>) AND owner_account_id = :o")
                                        .bindList("names", names)
                                        .bind("o", accountId)
                                        .mapTo(Integer.class)
                                        .one()
                                > 0);
    }

    /** @return the private league (a classroom assignment) the match was played for, if it was */
    public Optional<League> privateLeague(long matchId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT t.league_id FROM matches m JOIN tournaments t"
                                + " ON t.id = m.tournament_id WHERE m.id = :m AND t.league_id IS NOT NULL")
                        .bind("m", matchId)
                        .mapTo(Long.class)
                        .findOne()
                        .flatMap(id -> Leagues.find(h, id)))
                .filter(l -> l.visibility() == Visibility.PRIVATE);
    }
}
