package org.knightsarena.tournaments.board;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.storage.Database;

/**
 * What the classroom pages and API read about an assignment's league: the students' entered
 * bots and the practice and test matches. Who may read them is the caller's to decide.
 * Thread-safe.
 */
public final class ClassroomReads {

    private final Database database;

    /** @param database the arena database, never null */
    public ClassroomReads(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /**
     * A student's bot entered in the assignment, with the version that plays.
     *
     * @param owner the owning account's name; null for a bot no account owns
     */
    public record Entry(String bot, String owner, String version, String status, Instant enteredAt) {}

    /**
     * @param owner the owning account's id: only its bots when present, else all
     * @return the students' entered bots (not the baselines, nor built-in bots, which no student owns), by name
     */
    public List<Entry> entries(long leagueId, OptionalLong owner) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT a.name, ac.username, v.version, v.status,"
                                + " le.entered_at FROM league_entrants le JOIN agents a ON a.id = le.agent_id"
                                + " LEFT JOIN accounts ac ON ac.id = a.owner_account_id"
                                + " JOIN agent_versions v ON v.id = le.agent_version_id"
                                + " WHERE le.league_id = :l AND le.baseline = 0 AND a.owner_account_id IS NOT NULL" // built-ins are nobody's
                                + " AND (:all OR a.owner_account_id = :owner)"
                                + " ORDER BY a.name")
                        .bind("l", leagueId)
                        .bind("all", owner.isEmpty())
                        .bind("owner", owner.orElse(0))
                        .map((rs, ctx) -> new Entry(
                                rs.getString(1),
                                rs.getString(2),
                                rs.getString(3),
                                rs.getString(4),
                                Instant.ofEpochMilli(rs.getLong(5))))
                        .list());
    }

    /**
     * When the students uploaded: every version of every student's bot entered in the league
     * (each upload is a version), for the assignment page's submissions chart.
     *
     * @return the upload times, earliest first
     */
    public List<Instant> submissions(long leagueId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT v.created_at FROM league_entrants le"
                                + " JOIN agents a ON a.id = le.agent_id JOIN agent_versions v ON v.agent_id = a.id"
                                + " WHERE le.league_id = :l AND le.baseline = 0 AND a.owner_account_id IS NOT NULL"
                                + " ORDER BY v.created_at")
                        .bind("l", leagueId)
                        .map((rs, ctx) -> Instant.ofEpochMilli(rs.getLong(1)))
                        .list());
    }

    /** @return the version of the bot entered in the league, when it is entered */
    public Optional<Long> enteredVersion(long leagueId, long agentId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT agent_version_id FROM league_entrants"
                                + " WHERE league_id = :l AND agent_id = :a")
                        .bind("l", leagueId)
                        .bind("a", agentId)
                        .mapTo(Long.class)
                        .findOne());
    }

    /** One seat of a practice or test match: who played and how it went for them; place and points are null until it finishes. */
    public record Seat(int seat, String bot, Integer place, Integer points, int faults) {}

    /**
     * A practice or test match.
     *
     * @param requestedBy the requesting account's name
     * @param finishedAt null until it finishes or is given up
     */
    public record PracticeMatch(
            long id,
            String purpose,
            String status,
            String requestedBy,
            Instant queuedAt,
            Instant finishedAt,
            List<Seat> seats,
            boolean hasReplay) {
        /** Copies the seats. */
        public PracticeMatch {
            seats = List.copyOf(seats);
        }
    }

    /**
     * Some of the practice and test matches, out of {@code total}.
     *
     * @param total every match the read selects, on all pages
     */
    public record PracticePage(long total, List<PracticeMatch> matches) {
        /** Copies the matches. */
        public PracticePage {
            matches = List.copyOf(matches);
        }
    }

    /**
     * @param requester the requesting account's id: only the matches it asked for (its uploads' test
     *     matches and its practice) when present, else all
     * @return a page of the assignment's practice and test matches, newest first: three queries
     *     whatever the page's size
     */
    public PracticePage practiceMatches(long leagueId, OptionalLong requester, PageRequest page) {
        String from = " FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                + " WHERE t.league_id = :l AND t.purpose IN ('test-match', 'practice')"
                + " AND (:all OR t.requested_by_account_id = :r)";
        return database.jdbi().withHandle(h -> {
            long total = h.createQuery("SELECT COUNT(*)" + from)
                    .bind("l", leagueId)
                    .bind("all", requester.isEmpty())
                    .bind("r", requester.orElse(0))
                    .mapTo(Long.class)
                    .one();
            List<PracticeMatch> matches = h.createQuery("SELECT m.id, t.purpose, m.status, ac.username AS requested_by,"
                            + " m.created_at, m.finished_at,"
                            + " EXISTS (SELECT 1 FROM replays r WHERE r.match_id = m.id) AS has_replay"
                            + from.replace(
                                    " WHERE", " LEFT JOIN accounts ac ON ac.id = t.requested_by_account_id WHERE")
                            + " ORDER BY m.id DESC LIMIT :limit OFFSET :offset")
                    .bind("l", leagueId)
                    .bind("all", requester.isEmpty())
                    .bind("r", requester.orElse(0))
                    .bind("limit", page.limit())
                    .bind("offset", page.offset())
                    .map((rs, ctx) -> {
                        long finished = rs.getLong("finished_at");
                        Instant finishedAt = rs.wasNull() ? null : Instant.ofEpochMilli(finished);
                        return new PracticeMatch(
                                rs.getLong("id"),
                                rs.getString("purpose"),
                                rs.getString("status"),
                                rs.getString("requested_by"),
                                Instant.ofEpochMilli(rs.getLong("created_at")),
                                finishedAt,
                                List.of(),
                                rs.getBoolean("has_replay"));
                    })
                    .list();
            if (matches.isEmpty()) {
                return new PracticePage(total, matches);
            }
            Map<Long, List<Seat>> seats = new LinkedHashMap<>();
            h.createQuery(
                            "SELECT ms.match_id, ms.seat, e.label, ms.place, ms.points, ms.faults FROM match_seats ms"
                                    + " JOIN entrants e ON e.id = ms.entrant_id WHERE ms.match_id IN (<ids>) ORDER BY ms.match_id, ms.seat")
                    .bindList("ids", matches.stream().map(PracticeMatch::id).toList())
                    .map((rs, ctx) -> Map.entry(
                            rs.getLong(1),
                            new Seat(
                                    rs.getInt(2),
                                    rs.getString(3),
                                    rs.getObject(4) == null ? null : rs.getInt(4),
                                    rs.getObject(5) == null ? null : rs.getInt(5),
                                    rs.getInt(6))))
                    .forEach(e -> seats.computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                            .add(e.getValue()));
            return new PracticePage(
                    total,
                    matches.stream()
                            .map(m -> new PracticeMatch(
                                    m.id(),
                                    m.purpose(),
                                    m.status(),
                                    m.requestedBy(),
                                    m.queuedAt(),
                                    m.finishedAt(),
                                    seats.getOrDefault(m.id(), List.of()),
                                    m.hasReplay()))
                            .toList());
        });
    }
}
