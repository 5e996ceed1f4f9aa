package org.knightsarena.tournaments.classroom;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.SingleMatch;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.TournamentPurpose;

/**
 * Classroom assignments: creating them, joining them, entering students' bots, practice
 * matches, and {@link #tick} which moves every assignment along its timeline. Every decision
 * about time is taken with the clock given here, so tests can move past a deadline.
 *
 * <p>Thread-safe; {@link #tick} is meant to be called from one scheduler thread.
 */
public final class Assignments {

    /** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
    private static final String CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

    private static final int CODE_LENGTH = 8;

    private final Jdbi jdbi;
    private final Leagues leagues;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();
    private final AssignmentTimeline timeline;

    /** Works on {@code database} at {@code clock}'s time. */
    public Assignments(Database database, Clock clock) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
        this.clock = Objects.requireNonNull(clock, "clock");
        this.leagues = new Leagues(database, clock);
        this.timeline = new AssignmentTimeline(jdbi, leagues, clock);
    }

    /** Refused because the assignment's deadline has passed. */
    public static final class DeadlinePassed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        DeadlinePassed(Assignment a) {
            super("the deadline of '" + a.name() + "' passed at " + a.deadline() + "; it accepts no more uploads"
                    + " or practice matches");
        }
    }

    /**
     * Thrown when an upload would move a baseline to another version: a baseline stays pinned to
     * its version until the assignment's organiser re-pins it ({@link #repinBaseline}).
     */
    public static final class BaselinePinned extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BaselinePinned(Assignment a, String bot) {
            super("'" + bot + "' is a baseline of '" + a.name() + "', pinned to its version; only the organiser"
                    + " changes it, by re-pinning the baseline to the bot's latest version");
        }
    }

    /**
     * Creates the assignment's private league, enters the baselines and gives it a join code.
     *
     * @param ownerAccountId the organiser's account id
     * @throws IllegalArgumentException if the name is taken, the deadline has passed, or a baseline
     *     does not exist or may not play
     */
    public Assignment create(long ownerAccountId, AssignmentSettings settings) {
        Objects.requireNonNull(settings, "settings");
        if (!clock.instant().isBefore(settings.deadline())) {
            throw new IllegalArgumentException("the deadline " + settings.deadline() + " has already passed");
        }
        return jdbi.inTransaction(h -> {
            boolean taken = h.createQuery("SELECT COUNT(*) FROM leagues WHERE name = :n")
                            .bind("n", settings.name())
                            .mapTo(Integer.class)
                            .one()
                    > 0;
            if (taken) {
                throw new IllegalArgumentException(
                        "a league named '" + settings.name() + "' exists; choose another name");
            }
            League league = Leagues.create(
                    h,
                    settings.name(),
                    settings.rules(),
                    Visibility.PRIVATE,
                    OptionalLong.of(ownerAccountId),
                    false,
                    clock.instant());
            for (long baseline : settings.baselines()) {
                leagues.enter(h, league.id(), baseline, true);
            }
            h.createUpdate(
                            "INSERT INTO assignments (league_id, join_code, deadline_at, final_rounds, scrimmage_every_ms)"
                                    + " VALUES (:l, :code, :deadline, :rounds, :every)")
                    .bind("l", league.id())
                    .bind("code", newCode(h))
                    .bind("deadline", settings.deadline().toEpochMilli())
                    .bind("rounds", settings.finalRounds())
                    .bind("every", settings.scrimmageEvery().toMillis())
                    .execute();
            return AssignmentReads.find(h, league.id()).orElseThrow();
        });
    }

    private String newCode(Handle h) {
        while (true) {
            StringBuilder code = new StringBuilder(CODE_LENGTH);
            for (int i = 0; i < CODE_LENGTH; i++) {
                code.append(CODE_ALPHABET.charAt(random.nextInt(CODE_ALPHABET.length())));
            }
            boolean used = h.createQuery("SELECT COUNT(*) FROM assignments WHERE join_code = :c")
                            .bind("c", code.toString())
                            .mapTo(Integer.class)
                            .one()
                    > 0;
            if (!used) {
                return code.toString();
            }
        }
    }

    /** Returns the assignment played in this league, if it is one. */
    public Optional<Assignment> find(long leagueId) {
        return jdbi.withHandle(h -> AssignmentReads.find(h, leagueId));
    }

    /** Returns the assignment with this join code, ignoring case and surrounding blanks. */
    public Optional<Assignment> findByCode(String code) {
        String c = code == null ? "" : code.strip().toUpperCase(Locale.ROOT);
        return jdbi.withHandle(h -> h.createQuery("SELECT league_id FROM assignments WHERE join_code = :c")
                .bind("c", c)
                .mapTo(Long.class)
                .findOne()
                .flatMap(id -> AssignmentReads.find(h, id)));
    }

    /**
     * Returns the assignments an account may see: all of them for an admin, else those it owns or
     * has joined; newest first.
     */
    public List<Assignment> visibleTo(long accountId, boolean admin) {
        return jdbi.withHandle(h -> h
                .createQuery(
                        "SELECT a.league_id FROM assignments a JOIN leagues l"
                                + " ON l.id = a.league_id WHERE :admin OR l.owner_account_id = :account OR a.league_id IN"
                                + " (SELECT league_id FROM league_members WHERE account_id = :account) ORDER BY a.league_id DESC")
                .bind("admin", admin)
                .bind("account", accountId)
                .mapTo(Long.class)
                .list()
                .stream()
                .map(id -> AssignmentReads.find(h, id).orElseThrow())
                .toList());
    }

    /**
     * Makes an account a member of the assignment with this code; joining twice is harmless.
     *
     * @throws IllegalArgumentException if no assignment has the code
     */
    public Assignment join(String code, long accountId) {
        Assignment a = findByCode(code)
                .orElseThrow(() -> new IllegalArgumentException(
                        "no assignment has the join code '" + code + "'; check it with your teacher"));
        jdbi.useHandle(h -> h.createUpdate("INSERT INTO league_members (league_id, account_id, joined_at)"
                        + " VALUES (:l, :a, :now) ON CONFLICT DO NOTHING")
                .bind("l", a.leagueId())
                .bind("a", accountId)
                .bind("now", clock.millis())
                .execute());
        return a;
    }

    /** Returns whether the account has joined the assignment. */
    public boolean isMember(long leagueId, long accountId) {
        return jdbi.withHandle(
                h -> h.createQuery("SELECT COUNT(*) FROM league_members WHERE league_id = :l" + " AND account_id = :a")
                                .bind("l", leagueId)
                                .bind("a", accountId)
                                .mapTo(Integer.class)
                                .one()
                        > 0);
    }

    /** Returns the members' account names, alphabetically. */
    public List<String> members(long leagueId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT a.username FROM league_members m JOIN accounts a"
                        + " ON a.id = m.account_id WHERE m.league_id = :l ORDER BY a.username")
                .bind("l", leagueId)
                .mapTo(String.class)
                .list());
    }

    /**
     * Enters a student's uploaded version into the assignment, in place of their earlier one.
     *
     * @throws DeadlinePassed after the deadline
     * @throws BaselinePinned when the version's bot is one of the assignment's baselines
     */
    public void enter(long leagueId, long agentVersionId) {
        Assignment a = open(leagueId);
        jdbi.useTransaction(h -> {
            EntrantSpec entrant = AssignmentReads.entrant(h, agentVersionId);
            if (isBaseline(h, leagueId, entrant.version().agentId())) {
                throw new BaselinePinned(a, entrant.label());
            }
            leagues.enter(h, a.leagueId(), agentVersionId, false);
        });
    }

    /**
     * Pins one of the assignment's baselines to another version of its bot (the organiser's
     * decision; nothing else moves a baseline). Seasons already planned keep the version they
     * were planned with; later seasons, practice and test matches play the new one.
     *
     * @throws IllegalArgumentException when the version's bot is not a baseline of the assignment,
     *     or the version may not play
     */
    public void repinBaseline(long leagueId, long agentVersionId) {
        Assignment a = find(leagueId).orElseThrow(() -> new IllegalArgumentException("no assignment " + leagueId));
        jdbi.useTransaction(h -> {
            EntrantSpec entrant = AssignmentReads.entrant(h, agentVersionId);
            if (!isBaseline(h, leagueId, entrant.version().agentId())) {
                throw new IllegalArgumentException("'" + entrant.label() + "' is not a baseline of '" + a.name() + "'");
            }
            if (!entrant.version().status().isPlayable()) {
                throw new IllegalArgumentException(
                        "version " + entrant.version().version() + " of '" + entrant.label() + "' is "
                                + entrant.version().status().code() + " and cannot play");
            }
            h.createUpdate("UPDATE league_entrants SET agent_version_id = :v, entered_at = :now"
                            + " WHERE league_id = :l AND agent_id = :a AND baseline = 1")
                    .bind("v", agentVersionId)
                    .bind("now", clock.millis())
                    .bind("l", leagueId)
                    .bind("a", entrant.version().agentId())
                    .execute();
        });
    }

    private static boolean isBaseline(Handle h, long leagueId, long agentId) {
        return h.createQuery("SELECT COUNT(*) FROM league_entrants WHERE league_id = :l AND agent_id = :a"
                                + " AND baseline = 1")
                        .bind("l", leagueId)
                        .bind("a", agentId)
                        .mapTo(Integer.class)
                        .one()
                > 0;
    }

    /**
     * Queues a practice match: the version against the assignment's baselines, taken in turn.
     *
     * @param requesterAccountId the student's account id
     * @return the match's id
     * @throws DeadlinePassed after the deadline
     */
    public long practice(long leagueId, long agentVersionId, long requesterAccountId) {
        Assignment a = open(leagueId);
        return jdbi.inTransaction(h -> {
            long earlier = h.createQuery(
                            "SELECT COUNT(*) FROM tournaments WHERE league_id = :l AND purpose = 'practice'"
                                    + " AND requested_by_account_id = :r")
                    .bind("l", leagueId)
                    .bind("r", requesterAccountId)
                    .mapTo(Long.class)
                    .one();
            return SingleMatch.schedule(
                    h,
                    TournamentPurpose.PRACTICE,
                    a.name() + " practice",
                    a.rules(),
                    SingleMatch.seatAgainst(
                            AssignmentReads.entrant(h, agentVersionId),
                            AssignmentReads.baselines(h, leagueId),
                            a.rules().tableSize(),
                            earlier),
                    OptionalLong.of(leagueId),
                    requesterAccountId,
                    clock.instant());
        });
    }

    /** Returns the assignment's baselines as entrants labelled by agent name, each in its pinned version. */
    public List<EntrantSpec> baselines(long leagueId) {
        return jdbi.withHandle(h -> AssignmentReads.baselines(h, leagueId));
    }

    private Assignment open(long leagueId) {
        Assignment a = find(leagueId).orElseThrow(() -> new IllegalArgumentException("no assignment " + leagueId));
        if (!a.isOpenAt(clock.instant())) {
            throw new DeadlinePassed(a);
        }
        return a;
    }

    /**
     * Moves every unfinished assignment along: before its deadline, closes a played scrimmage
     * round and starts the next when one is due; at the deadline, gives up the scrimmage round in
     * play and starts the final season; when the final season has played, closes it, which
     * freezes the standings ({@link AssignmentTimeline}).
     *
     * @return what happened, one line per change, for the log
     */
    public List<String> tick() {
        return timeline.tick();
    }
}
