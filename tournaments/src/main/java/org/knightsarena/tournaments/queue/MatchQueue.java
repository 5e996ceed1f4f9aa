package org.knightsarena.tournaments.queue;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.storage.AgentVersionStatus;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.Dialect;

/**
 * The match queue: matches are rows, and a worker claims one by moving it from {@code queued} to
 * {@code running} with a lease (an owner and an expiry time).
 *
 * <p>A claim is {@code UPDATE matches SET status = 'running', ... WHERE id = ? AND status =
 * 'queued'} checked by its row count, so two workers can never hold the same match, on SQLite or
 * on PostgreSQL with many machines. A worker renews its lease while it plays; a lease that
 * expires (its worker died or hung) is moved back to {@code queued} by {@link #requeueExpired}
 * (which {@link MatchWorkers} calls on a timer).
 * The pick of the row to claim and the claim share a transaction; on PostgreSQL the pick ends in
 * {@code FOR UPDATE SKIP LOCKED} ({@link Dialect#skipLockedRows}), so concurrent claimers take
 * different rows instead of racing for the first one.
 * Results are written by {@link ResultRecorder}, which checks the lease again.
 *
 * <p>Thread-safe; each call uses its own connection.
 */
public final class MatchQueue {

    private final Jdbi jdbi;
    private final Dialect dialect;
    private final Clock clock;
    private final Duration lease;
    private final LongAdder claims = new LongAdder();
    private final LongAdder collisions = new LongAdder();
    private final LongAdder claimNanos = new LongAdder();

    /**
     * How this queue's claims went since it was made.
     *
     * @param claims matches claimed
     * @param collisions claim attempts that found their picked row taken by another claimer first
     *     (and tried the next); with {@code SKIP LOCKED} only a row re-queued or claimed between the
     *     pick and the claim
     * @param claimNanos the wall time of the calls that claimed a match, summed, in nanoseconds
     */
    public record ClaimStats(long claims, long collisions, long claimNanos) {
        /** Returns the mean time a claim took, in milliseconds; 0 before the first. */
        public double meanClaimMillis() {
            return claims == 0 ? 0 : claimNanos / 1e6 / claims;
        }
    }

    /**
     * Works on {@code database}.
     *
     * @param clock the time leases are measured in, never null
     * @param lease how long a claim holds without renewal, positive
     */
    public MatchQueue(Database database, Clock clock, Duration lease) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
        this.dialect = database.dialect();
        this.clock = Objects.requireNonNull(clock, "clock");
        this.lease = Objects.requireNonNull(lease, "lease");
        if (lease.isNegative() || lease.isZero()) {
            throw new IllegalArgumentException("lease must be positive, was " + lease);
        }
    }

    /** Returns how this queue's claims went so far. */
    public ClaimStats claimStats() {
        return new ClaimStats(claims.sum(), collisions.sum(), claimNanos.sum());
    }

    /** Returns the lease length. */
    public Duration lease() {
        return lease;
    }

    /**
     * Claims the queued match of the tournament that was scheduled first. A match with a seat whose
     * agent version may no longer play (faulty, retired, rejected) is aborted instead and the next
     * one is tried.
     *
     * @param tournamentId the tournament whose matches to claim
     * @param owner the claiming worker's id, unique among workers, never null
     * @return the claimed match, or empty when none is queued
     */
    public Optional<ClaimedMatch> claim(long tournamentId, String owner) {
        return claimFirst(
                owner,
                h -> h.createQuery(
                                "SELECT m.id FROM matches m WHERE m.tournament_id = :t AND m.status = 'queued' ORDER BY m.id LIMIT 1"
                                        + dialect.skipLockedRows("m"))
                        .bind("t", tournamentId)
                        .mapTo(Long.class)
                        .findOne());
    }

    /**
     * Claims the next queued match of any tournament: the highest {@link
     * org.knightsarena.tournaments.tournament.TournamentPurpose#priority() priority} first, then
     * the one scheduled first. Unplayable matches are aborted as in {@link #claim}. The matches of a
     * season still being queued wait until its last batch is in and the season runs.
     *
     * @param owner the claiming worker's id, unique among workers, never null
     * @return the claimed match, or empty when none is queued
     */
    public Optional<ClaimedMatch> claimNext(String owner) {
        return claimFirst(
                owner,
                h -> h.createQuery("SELECT m.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                                + " WHERE m.status = 'queued' AND NOT EXISTS (SELECT 1 FROM seasons s WHERE s.id = t.season_id"
                                + " AND s.status = 'planned') ORDER BY t.priority DESC, m.id LIMIT 1"
                                + dialect.skipLockedRows("m"))
                        .mapTo(Long.class)
                        .findOne());
    }

    /**
     * Claims the match {@code next} names, again and again until one is claimed or none is queued.
     * The pick and the claim share one transaction, so on PostgreSQL the picked row stays locked
     * (and skipped by other claimers) until the claim commits.
     */
    private Optional<ClaimedMatch> claimFirst(String owner, Function<Handle, Optional<Long>> next) {
        Objects.requireNonNull(owner, "owner");
        long start = System.nanoTime();
        while (true) {
            Optional<Attempt> attempt = jdbi.inTransaction(h -> next.apply(h).map(id -> tryClaim(h, id, owner)));
            if (attempt.isEmpty()) {
                return Optional.empty();
            }
            if (attempt.get().claimed().isPresent()) {
                claimNanos.add(System.nanoTime() - start);
                return attempt.get().claimed();
            }
        }
    }

    /** The outcome of one claim attempt: the match, or empty when it was taken or unplayable. */
    private record Attempt(Optional<ClaimedMatch> claimed) {}

    /** Claims the queued match {@code matchId} inside the caller's transaction; empty when taken or unplayable. */
    Optional<ClaimedMatch> claimIn(Handle h, long matchId, String owner) {
        return tryClaim(h, matchId, owner).claimed();
    }

    private Attempt tryClaim(Handle h, long matchId, String owner) {
        long now = clock.millis();
        int updated = h.createUpdate(
                        "UPDATE matches SET status = 'running', lease_owner = :owner, lease_expires_at = :expires,"
                                + " attempts = attempts + 1, started_at = :now WHERE id = :id AND status = 'queued'")
                .bind("owner", owner)
                .bind("expires", now + lease.toMillis())
                .bind("now", now)
                .bind("id", matchId)
                .execute();
        if (updated != 1) {
            collisions.increment();
            return new Attempt(Optional.empty());
        }
        h.createUpdate("UPDATE match_seats SET agent_version_id = (SELECT e.agent_version_id FROM entrants e"
                        + " WHERE e.id = match_seats.entrant_id) WHERE match_id = :id")
                .bind("id", matchId)
                .execute();
        Map<String, Object> row = h.createQuery(
                        "SELECT tournament_id, attempts, seed, ruleset, turn_cap, easy_start, per_decision_ms, bank_ms,"
                                + " strike_limit, variants, scenario FROM matches WHERE id = :id")
                .bind("id", matchId)
                .mapToMap()
                .one();
        List<Long> entrants = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<Long> versions = new ArrayList<>();
        List<String> seats = new ArrayList<>();
        String unplayable = null;
        for (Map<String, Object> seat : h.createQuery(
                        "SELECT s.entrant_id, e.label, s.agent_version_id, v.source, v.status FROM match_seats s"
                                + " JOIN entrants e ON e.id = s.entrant_id JOIN agent_versions v ON v.id = s.agent_version_id"
                                + " WHERE s.match_id = :id ORDER BY s.seat")
                .bind("id", matchId)
                .mapToMap()
                .list()) {
            String label = (String) seat.get("label");
            String source = (String) seat.get("source");
            AgentVersionStatus status = AgentVersionStatus.fromCode((String) seat.get("status"));
            if (!status.isPlayable() && unplayable == null) {
                unplayable = "the agent version of " + label + " is " + status.code();
            }
            entrants.add(number(seat.get("entrant_id")));
            labels.add(label);
            versions.add(number(seat.get("agent_version_id")));
            seats.add(seatName(label, source));
        }
        if (unplayable != null) {
            ResultRecorder.giveUp(h, matchId, unplayable, now);
            return new Attempt(Optional.empty());
        }
        MatchSpec spec = new MatchSpec(
                        number(row.get("seed")),
                        (String) row.get("ruleset"),
                        (int) number(row.get("turn_cap")),
                        number(row.get("easy_start")) == 1,
                        number(row.get("per_decision_ms")),
                        number(row.get("bank_ms")),
                        (int) number(row.get("strike_limit")),
                        seats)
                .withVariants(VariantChoice.parse((String) row.get("variants"), (String) row.get("scenario")));
        claims.increment();
        return new Attempt(Optional.of(new ClaimedMatch(
                matchId,
                number(row.get("tournament_id")),
                (int) number(row.get("attempts")),
                owner,
                spec,
                entrants,
                labels,
                versions)));
    }

    /**
     * Returns what a match seat names for an entrant: the JAR source as stored, or for a built-in
     * agent the entrant's label when it is the agent's name with a {@code #n} suffix (so replays
     * tell {@code random} from {@code random#2}), else the agent's name.
     */
    static String seatName(String label, String source) {
        if (MatchSpec.isJar(source)) {
            return source;
        }
        return AgentCatalog.baseName(label).equals(source) ? label : source;
    }

    /**
     * Extends a lease the owner still holds.
     *
     * @return whether the lease was still held (false: it expired and was re-queued or taken)
     */
    public boolean renew(ClaimedMatch match) {
        Objects.requireNonNull(match, "match");
        return jdbi.withHandle(h -> h.createUpdate(
                                "UPDATE matches SET lease_expires_at = :expires WHERE id = :id AND status = 'running'"
                                        + " AND lease_owner = :owner")
                        .bind("expires", clock.millis() + lease.toMillis())
                        .bind("id", match.matchId())
                        .bind("owner", match.owner())
                        .execute())
                == 1;
    }

    /**
     * Gives a claimed match back to the queue at once, for a worker that stops before it played the
     * match: it is queued again, its lease cleared, and the claim does not count as an attempt. Does
     * nothing when the lease is no longer the owner's (it expired and was taken, or the match was
     * stored).
     *
     * @return whether the match was given back
     */
    public boolean release(ClaimedMatch match) {
        Objects.requireNonNull(match, "match");
        return jdbi.withHandle(h -> h.createUpdate(
                                "UPDATE matches SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL,"
                                        + " attempts = attempts - 1 WHERE id = :id AND status = 'running' AND lease_owner = :owner")
                        .bind("id", match.matchId())
                        .bind("owner", match.owner())
                        .execute())
                == 1;
    }

    /**
     * Moves every running match whose lease has expired back to the queue.
     *
     * @return how many were re-queued
     */
    public int requeueExpired() {
        return jdbi.withHandle(
                h -> h.createUpdate("UPDATE matches SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL"
                                + " WHERE status = 'running' AND lease_expires_at < :now")
                        .bind("now", clock.millis())
                        .execute());
    }

    /**
     * Moves every running match whose lease has expired back to the queue, except those of the
     * workers whose owner names begin with {@code keptOwnerPrefix}: a process's own workers are
     * alive, and one that could not renew its lease while the database was locked still holds the
     * outcome it is about to store.
     *
     * @param keptOwnerPrefix this process's lease owner prefix (see {@link MatchWorkers#processOwner()}), never null
     * @return how many were re-queued
     */
    public int requeueExpiredExcept(String keptOwnerPrefix) {
        Objects.requireNonNull(keptOwnerPrefix, "keptOwnerPrefix");
        return jdbi.withHandle(
                h -> h.createUpdate("UPDATE matches SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL"
                                + " WHERE status = 'running' AND lease_expires_at < :now"
                                + " AND substr(COALESCE(lease_owner, ''), 1, length(:kept)) <> :kept")
                        .bind("now", clock.millis())
                        .bind("kept", keptOwnerPrefix)
                        .execute());
    }

    /**
     * Moves every running match of a tournament back to the queue, leases or not. Only for a
     * runner that knows it is the tournament's sole runner (the command line holds a lock on the
     * data folder), so that matches of a killed run are picked up at once rather than after their
     * leases expire.
     *
     * @return how many were re-queued
     */
    public int requeueRunning(long tournamentId) {
        return jdbi.withHandle(
                h -> h.createUpdate("UPDATE matches SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL"
                                + " WHERE status = 'running' AND tournament_id = :t")
                        .bind("t", tournamentId)
                        .execute());
    }

    /** Returns how many of a tournament's matches are in each state. */
    public QueueCounts counts(long tournamentId) {
        return jdbi.withHandle(h -> {
            int[] c = new int[4];
            h.createQuery("SELECT status, COUNT(*) AS n FROM matches WHERE tournament_id = :t GROUP BY status")
                    .bind("t", tournamentId)
                    .mapToMap()
                    .forEach(row -> {
                        int n = (int) number(row.get("n"));
                        switch ((String) row.get("status")) {
                            case "queued" -> c[0] = n;
                            case "running" -> c[1] = n;
                            case "finished" -> c[2] = n;
                            case "aborted" -> c[3] = n;
                            default -> throw new AssertionError("the CHECK constraint allows no other status");
                        }
                    });
            return new QueueCounts(c[0], c[1], c[2], c[3]);
        });
    }

    /** SQLite returns INTEGER columns as Integer or Long depending on the value. */
    static long number(Object value) {
        return ((Number) value).longValue();
    }
}
