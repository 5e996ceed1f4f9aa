package org.knightsarena.web.classroom;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.NotFoundResponse;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * One match of an assignment in full, with the faults and logs a viewer may read: a student
 * opens only matches where their own bot played and reads only their own seats' faults and logs;
 * the organiser and admins read every seat. Thread-safe.
 */
final class MatchDetails {
    private final Jdbi jdbi;

    MatchDetails(Jdbi jdbi) {
        this.jdbi = Objects.requireNonNull(jdbi, "jdbi");
    }

    /** A fault as stored: its kind ({@code exception}, {@code timeout}, …) and what happened. */
    record FaultView(String kind, String detail) {
    }

    /**
     * One seat; {@code faultDetails} and {@code log} are shown only when {@code readable}: the
     * viewer's own bot, or any seat for a manager.
     */
    record SeatDetail(int seat, String bot, String owner, Integer place, Integer points, int faults, boolean readable,
            List<FaultView> faultDetails, String log, boolean logTruncated) {
    }

    /** A match of the assignment: a test, practice, scrimmage or final-season match. */
    record Detail(long id, long assignmentId, String purpose, String status, Instant finishedAt, List<SeatDetail> seats,
            String replay) {
    }

    /**
     * @param viewer the student's account name, or empty for a manager who may read every seat
     * @throws NotFoundResponse when the match is not the assignment's, or the student's bot did not play it
     */
    Detail detail(ClassroomBoard.Seen seen, String matchText, Optional<String> viewer) {
        if (matchText == null || !matchText.matches("[0-9]{1,18}")) {
            throw new BadRequestResponse("a match id is a number, such as /api/assignments/2/matches/14; was '"
                    + matchText + "'");
        }
        long matchId = Long.parseLong(matchText);
        NotFoundResponse missing = new NotFoundResponse("there is no match " + matchId + " in '" + seen.league().name()
                + "' that " + (viewer.isPresent() ? "your bot played" : "this assignment played")
                + "; GET /api/assignments/" + seen.id() + "/matches lists them");
        return jdbi.withHandle(h -> {
            Optional<Detail> head = h.createQuery("SELECT m.id, t.purpose, m.status, m.finished_at,"
                            + " EXISTS (SELECT 1 FROM replays r WHERE r.match_id = m.id) AS has_replay"
                            + " FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                            + " LEFT JOIN seasons s ON s.id = t.season_id"
                            + " WHERE m.id = :m AND (t.league_id = :l OR s.league_id = :l)")
                    .bind("m", matchId).bind("l", seen.id())
                    .map((rs, ctx) -> {
                        long finished = rs.getLong("finished_at");
                        Instant at = rs.wasNull() ? null : Instant.ofEpochMilli(finished);
                        return new Detail(rs.getLong("id"), seen.id(), rs.getString("purpose"), rs.getString("status"),
                                at, List.of(), rs.getBoolean("has_replay") ? ClassroomBoard.replay(matchId) : null);
                    })
                    .findOne();
            if (head.isEmpty()) {
                throw missing;
            }
            List<SeatDetail> seats = seats(h, matchId, viewer);
            if (seats.stream().noneMatch(SeatDetail::readable)) {
                throw missing;
            }
            Detail d = head.get();
            return new Detail(d.id(), d.assignmentId(), d.purpose(), d.status(), d.finishedAt(), seats, d.replay());
        });
    }

    private static List<SeatDetail> seats(Handle h, long matchId, Optional<String> viewer) {
        record Row(int seat, String bot, String owner, Integer place, Integer points, int faults) {
        }
        List<Row> rows = h.createQuery("SELECT ms.seat, e.label, ag.owner, ms.place, ms.points, ms.faults"
                        + " FROM match_seats ms JOIN entrants e ON e.id = ms.entrant_id"
                        + " JOIN agent_versions v ON v.id = COALESCE(ms.agent_version_id, e.agent_version_id)"
                        + " JOIN agents ag ON ag.id = v.agent_id WHERE ms.match_id = :m ORDER BY ms.seat")
                .bind("m", matchId)
                .map((rs, ctx) -> new Row(rs.getInt(1), rs.getString(2), rs.getString(3),
                        rs.getObject(4) == null ? null : rs.getInt(4), rs.getObject(5) == null ? null : rs.getInt(5),
                        rs.getInt(6)))
                .list();
        return rows.stream().map(r -> {
            boolean readable = viewer.isEmpty() || viewer.get().equals(r.owner());
            if (!readable) {
                return new SeatDetail(r.seat(), r.bot(), r.owner(), r.place(), r.points(), r.faults(), false, List.of(),
                        null, false);
            }
            List<FaultView> faults = h.createQuery("SELECT kind, detail FROM match_faults WHERE match_id = :m"
                            + " AND seat = :s ORDER BY ordinal").bind("m", matchId).bind("s", r.seat())
                    .map((rs, ctx) -> new FaultView(rs.getString(1), rs.getString(2))).list();
            record Log(String text, boolean truncated) {
            }
            Optional<Log> log = h.createQuery("SELECT text, truncated FROM match_logs WHERE match_id = :m AND seat = :s")
                    .bind("m", matchId).bind("s", r.seat())
                    .map((rs, ctx) -> new Log(rs.getString(1), rs.getInt(2) == 1)).findOne();
            return new SeatDetail(r.seat(), r.bot(), r.owner(), r.place(), r.points(), r.faults(), true, faults,
                    log.map(Log::text).orElse(""), log.map(Log::truncated).orElse(false));
        }).toList();
    }
}
