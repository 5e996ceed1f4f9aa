package org.knightsarena.web.classroom;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.NotFoundResponse;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.board.ClassroomReads;
import org.knightsarena.tournaments.board.PageRequest;
import org.knightsarena.tournaments.classroom.Assignment;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.league.LeagueAccess;

/**
 * What the classroom pages and API show about an assignment, for one caller: the assignment
 * itself (its join code only to those who manage it), the caller's entered bots, and practice
 * and test matches (a student's own; every one to a manager). Who sees what is decided by
 * {@link LeagueAccess}. Thread-safe.
 */
final class ClassroomBoard {
    /** The most matches a list shows. */
    static final int MATCH_LIMIT = 50;

    private final ClassroomReads reads;
    private final Assignments assignments;
    private final LeagueAccess access;

    ClassroomBoard(ClassroomReads reads, Assignments assignments, LeagueAccess access) {
        this.reads = Objects.requireNonNull(reads, "reads");
        this.assignments = Objects.requireNonNull(assignments, "assignments");
        this.access = Objects.requireNonNull(access, "access");
    }

    /** An assignment as one caller may see it. */
    record Seen(Assignment assignment, League league, boolean manager, boolean member) {
        long id() {
            return assignment.leagueId();
        }
    }

    /**
     * @return the assignment, when it exists and the caller may see it
     * @throws NotFoundResponse otherwise: a private league is not even confirmed to exist
     */
    Seen seen(Caller caller, String idText) {
        return seen(caller, id(idText));
    }

    /** @see #seen(Caller, String) */
    Seen seen(Caller caller, long id) {
        Optional<League> league = access.visible(Optional.of(caller), id);
        Optional<Assignment> assignment = league.flatMap(l -> assignments.find(l.id()));
        if (assignment.isEmpty()) {
            throw new NotFoundResponse("there is no assignment " + id + " you may see; join it with the code your"
                    + " teacher gave you, or GET /api/assignments lists yours");
        }
        return new Seen(
                assignment.get(),
                league.get(),
                access.canManage(Optional.of(caller), league.get()),
                access.isMember(caller, id));
    }

    private static long id(String text) {
        if (text == null || !text.matches("[0-9]{1,18}")) {
            throw new BadRequestResponse(
                    "an assignment id is a number, such as /api/assignments/2; was '" + text + "'");
        }
        return Long.parseLong(text);
    }

    /**
     * An assignment as the API shows it; {@code joinCode} and {@code joinLink} only to its managers.
     *
     * @param baselines        the baseline bots' names
     * @param baselineVersions each baseline with the version it is pinned to
     * @param variants         the variants every match plays, ids comma-separated; empty for none
     * @param scenario         the Seafarers scenario every match plays on; null for none
     */
    record AssignmentView(
            long id,
            String name,
            String owner,
            String phase,
            boolean open,
            Instant deadline,
            String ruleset,
            int tableSize,
            long perDecisionMs,
            int turnCap,
            int finalRounds,
            long scrimmageEveryMinutes,
            int members,
            List<String> baselines,
            List<BaselineView> baselineVersions,
            Optional<String> joinCode,
            Optional<String> joinLink,
            String page,
            String upload,
            String leaderboard,
            String variants,
            String scenario) {}

    /** A baseline and the version it is pinned to, which changes only when the organiser re-pins it. */
    record BaselineView(String bot, String version, long versionId) {}

    AssignmentView view(Seen seen, Instant now) {
        Assignment a = seen.assignment();
        Optional<String> code = seen.manager() ? Optional.of(a.joinCode()) : Optional.empty();
        return new AssignmentView(
                a.leagueId(),
                a.name(),
                a.owner().map(Agent.Owner::username).orElse(null),
                a.phase().code(),
                a.isOpenAt(now),
                a.deadline(),
                a.rules().ruleset().id(),
                a.rules().tableSize(),
                a.rules().limits().perDecisionMs(),
                a.rules().limits().turnCap(),
                a.finalRounds(),
                a.scrimmageEvery().toMinutes(),
                assignments.members(a.leagueId()).size(),
                baselines(a.leagueId()),
                assignments.baselines(a.leagueId()).stream()
                        .map(e -> new BaselineView(
                                e.label(), e.version().version(), e.version().id()))
                        .toList(),
                code,
                code.map(ClassroomBoard::joinLink),
                "/assignments/" + a.leagueId(),
                "/upload?league=" + a.leagueId(),
                "/api/leagues/" + a.leagueId() + "/leaderboard",
                a.rules().variants().ids(),
                a.rules().variants().scenario().orElse(null));
    }

    /**
     * @return the organiser's name for a page; for an assignment no account runs (its organiser's
     *     name matched no account when V8 moved owners to account ids), says that only admins run it
     */
    static String organiser(Assignment a) {
        return a.owner().map(Agent.Owner::username).orElse("none (only admins run it)");
    }

    static String joinLink(String code) {
        return "/join/" + code;
    }

    List<String> baselines(long leagueId) {
        return assignments.baselines(leagueId).stream().map(EntrantSpec::label).toList();
    }

    /**
     * @param owner the owning account's id: only its bots when present, else all
     * @return the students' entered bots, by name
     */
    List<ClassroomReads.Entry> entries(long leagueId, OptionalLong owner) {
        return reads.entries(leagueId, owner);
    }

    /** @return when the students uploaded their entered bots' versions, earliest first */
    List<Instant> submissions(long leagueId) {
        return reads.submissions(leagueId);
    }

    /** A practice or test match; {@code replay} is null until its replay is stored. */
    record MatchView(
            long id,
            String purpose,
            String status,
            String requestedBy,
            Instant queuedAt,
            Instant finishedAt,
            List<ClassroomReads.Seat> seats,
            String page,
            String replay) {}

    /**
     * Some of the practice and test matches, out of {@code total}.
     *
     * @param total every match of the list, on all pages
     */
    record MatchPage(long total, List<MatchView> matches) {}

    /**
     * @param requester the requesting account's id: only the matches it asked for (its uploads' test
     *     matches and its practice) when present, else all
     * @return a page of the assignment's practice and test matches, newest first, each with its requester's name
     */
    MatchPage matches(long leagueId, OptionalLong requester, PageRequest page) {
        ClassroomReads.PracticePage read = reads.practiceMatches(leagueId, requester, page);
        return new MatchPage(
                read.total(),
                read.matches().stream()
                        .map(m -> new MatchView(
                                m.id(),
                                m.purpose(),
                                m.status(),
                                m.requestedBy(),
                                m.queuedAt(),
                                m.finishedAt(),
                                m.seats(),
                                matchPage(m.id()),
                                m.hasReplay() ? replay(m.id()) : null))
                        .toList());
    }

    /** @return the latest {@link #MATCH_LIMIT} practice and test matches, as the pages list them */
    List<MatchView> matches(long leagueId, OptionalLong requester) {
        return matches(leagueId, requester, new PageRequest(MATCH_LIMIT, 0)).matches();
    }

    static String matchPage(long matchId) {
        return "/matches/" + matchId;
    }

    static String replay(long matchId) {
        return "/replays/" + matchId;
    }
}
