package org.knightsarena.web.bots;

import io.javalin.http.ConflictResponse;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.NotFoundResponse;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.classroom.Assignment;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.uploads.TestMatches;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.league.LeagueAccess;
import org.knightsarena.web.league.OpenLeague;

/**
 * Where an upload goes: every uploaded version is entered into a league (the open league unless
 * the upload names another) and a test match is queued right away, against the league's
 * baselines in a classroom assignment, else against the sample bots. Who may upload where, and
 * until when, is checked before anything is stored.
 */
public final class LeagueEntries {
    private final Database database;
    private final Clock clock;
    private final LeagueAccess access;
    private final Assignments assignments;
    private final TestMatches testMatches;

    /** All arguments are required. */
    public LeagueEntries(Database database, Clock clock, LeagueAccess access) {
        this.database = Objects.requireNonNull(database, "database");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.access = Objects.requireNonNull(access, "access");
        this.assignments = new Assignments(database, clock);
        this.testMatches = new TestMatches(database, clock);
    }

    /** The league an upload goes to, and its assignment when it is one. */
    public record Target(League league, Optional<Assignment> assignment) {}

    /** A version entered into a league, and its test match. */
    public record Entered(long leagueId, String league, long testMatch) {}

    /**
     * Finds the league an upload may go to.
     *
     * @param leagueId the league the upload names; the open league when empty
     * @throws NotFoundResponse when the league does not exist or the caller may not see it
     * @throws ForbiddenResponse when the caller has not joined the assignment
     * @throws ConflictResponse when the assignment's deadline has passed
     */
    public Target resolve(Caller caller, OptionalLong leagueId) {
        Optional<League> league = leagueId.isPresent()
                ? access.visible(Optional.of(caller), leagueId.getAsLong())
                : OpenLeague.find(database);
        if (league.isEmpty()) {
            throw new NotFoundResponse(
                    leagueId.isPresent()
                            ? "there is no league " + leagueId.getAsLong()
                                    + " you may enter; GET /api/leagues lists them"
                            : "the open league does not exist yet; start the dashboard with 'arena serve'");
        }
        Optional<Assignment> assignment = assignments.find(league.get().id());
        if (assignment.isPresent()) {
            if (!access.isMember(caller, league.get().id()) && !access.canManage(Optional.of(caller), league.get())) {
                throw new ForbiddenResponse("join the assignment '"
                        + league.get().name() + "' with its join code before uploading into it");
            }
            if (!assignment.get().isOpenAt(clock.instant())) {
                throw new ConflictResponse("the deadline of '" + league.get().name() + "' passed at "
                        + assignment.get().deadline() + "; uploads are closed");
            }
        }
        return new Target(league.get(), assignment);
    }

    /** @return the leagues the caller may upload into now, oldest first */
    public List<League> choices(Caller caller) {
        List<League> leagues = new ArrayList<>();
        for (long id : testMatches.openLeagues(LeagueAccess.viewer(Optional.of(caller)))) {
            access.visible(Optional.of(caller), id).ifPresent(leagues::add);
        }
        return leagues;
    }

    /**
     * Enters a stored version into the target league and queues its test match.
     *
     * @throws ConflictResponse when the assignment's deadline passed since {@link #resolve}, or the
     *     bot is one of the assignment's baselines (pinned until its organiser re-pins it)
     */
    public Entered enter(Target target, Agent agent, AgentVersion version) {
        long leagueId = target.league().id();
        try {
            if (target.assignment().isPresent()) {
                assignments.enter(leagueId, version.id());
            } else {
                new Leagues(database, clock).enter(leagueId, version.id());
            }
        } catch (Assignments.DeadlinePassed | Assignments.BaselinePinned e) {
            throw new ConflictResponse(e.getMessage());
        }
        long match = testMatches.schedule(
                target.league(),
                agent,
                version,
                target.assignment().isPresent() ? assignments.baselines(leagueId) : List.of());
        return new Entered(leagueId, target.league().name(), match);
    }
}
