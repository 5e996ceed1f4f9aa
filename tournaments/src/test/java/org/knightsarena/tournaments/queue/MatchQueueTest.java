package org.knightsarena.tournaments.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.Fixtures.ManualClock;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.SingleMatch;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentPurpose;

@ParameterizedClass
@EnumSource(StorageBackend.class)
class MatchQueueTest {

    private static final Duration LEASE = Duration.ofSeconds(30);

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    private Database db;
    private final ManualClock clock = new ManualClock(Fixtures.T0);
    private MatchQueue queue;
    private Tournament tournament;

    @BeforeEach
    void open() {
        db = Database.open(backend.location(dir));
        queue = new MatchQueue(db, clock, LEASE);
        // 5 entrants at tables of 4: all 5 combinations in 4 seat rotations, 20 matches.
        tournament = Fixtures.tournament(
                db,
                clock,
                Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 4, 1, 7),
                "heuristic",
                "heuristic",
                "random",
                "random",
                "heuristic");
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    @Test
    void claimTakesTheFirstScheduledMatchWithItsSpecAndLease() {
        ClaimedMatch claim = queue.claim(tournament.id(), "w1").orElseThrow();

        assertEquals(1, claim.attempt());
        assertEquals(7, claim.spec().seed(), "match 0 plays with the tournament seed");
        assertEquals("cities-and-knights", claim.spec().ruleset());
        assertEquals(4, claim.spec().seats().size());
        assertEquals(claim.labels(), claim.spec().seats(), "built-in seats are named by their labels");
        assertEquals(new QueueCounts(19, 1, 0, 0), queue.counts(tournament.id()));
        long expires = db.jdbi()
                .withHandle(h -> h.createQuery("SELECT lease_expires_at FROM matches WHERE id = :id")
                        .bind("id", claim.matchId())
                        .mapTo(Long.class)
                        .one());
        assertEquals(Fixtures.T0.plus(LEASE).toEpochMilli(), expires);
    }

    @Test
    void onPostgresqlAClaimSkipsTheRowAnotherClaimHoldsInsteadOfWaitingForIt() throws Exception {
        Assumptions.assumeTrue(
                backend == StorageBackend.POSTGRESQL, "row locks are PostgreSQL's; SQLite has one writer");
        long first = db.jdbi()
                .withHandle(h -> h.createQuery("SELECT MIN(id) FROM matches WHERE tournament_id = :t")
                        .bind("t", tournament.id())
                        .mapTo(Long.class)
                        .one());
        ExecutorService claimer = Executors.newSingleThreadExecutor();
        try (Handle holder = db.jdbi().open()) {
            holder.begin();
            // Another claimer's transaction, between its pick and its commit.
            holder.createQuery("SELECT id FROM matches WHERE id = :id FOR UPDATE")
                    .bind("id", first)
                    .mapTo(Long.class)
                    .one();
            Future<ClaimedMatch> claim =
                    claimer.submit(() -> queue.claim(tournament.id(), "w2").orElseThrow());
            // Generous: only a claim that waits for the held row (no SKIP LOCKED) takes this long.
            assertEquals(first + 1, claim.get(60, TimeUnit.SECONDS).matchId(), "the next match, not the held one");
            holder.rollback();
        } finally {
            claimer.shutdownNow();
        }
    }

    @Test
    void concurrentWorkersNeverClaimTheSameMatch() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<Long>>> workers = new ArrayList<>();
            for (int w = 0; w < 4; w++) {
                String owner = "w" + w;
                workers.add(pool.submit(() -> {
                    List<Long> mine = new ArrayList<>();
                    for (Optional<ClaimedMatch> c = queue.claim(tournament.id(), owner);
                            c.isPresent();
                            c = queue.claim(tournament.id(), owner)) {
                        mine.add(c.get().matchId());
                    }
                    return mine;
                }));
            }
            Set<Long> claimed = new HashSet<>();
            int total = 0;
            for (Future<List<Long>> f : workers) {
                List<Long> mine = f.get();
                total += mine.size();
                claimed.addAll(mine);
            }
            assertEquals(20, total, "every claim is of a distinct match");
            assertEquals(20, claimed.size());
            assertEquals(new QueueCounts(0, 20, 0, 0), queue.counts(tournament.id()));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anExpiredLeaseIsQueuedAgainAndItsOldOwnerCanNoLongerRenew() {
        ClaimedMatch first = queue.claim(tournament.id(), "w1").orElseThrow();
        clock.advance(LEASE.minusSeconds(1));
        assertEquals(0, queue.requeueExpired(), "a lease is held until it expires");
        assertTrue(queue.renew(first));
        clock.advance(LEASE.plusSeconds(1));
        assertEquals(1, queue.requeueExpired());
        assertFalse(queue.renew(first), "the old owner lost the lease");

        ClaimedMatch again = queue.claim(tournament.id(), "w2").orElseThrow();
        assertEquals(first.matchId(), again.matchId(), "the re-queued match is first in line again");
        assertEquals(2, again.attempt());
        assertFalse(queue.renew(first));
        assertTrue(queue.renew(again));
    }

    @Test
    void requeueExpiredExceptKeepsTheExpiredLeasesOfThisProcesssWorkers() {
        ClaimedMatch ours = queue.claim(tournament.id(), "123@host/abcd#1").orElseThrow();
        ClaimedMatch killed = queue.claim(tournament.id(), "999@host/dead#1").orElseThrow();
        clock.advance(LEASE.plusSeconds(1));

        assertEquals(1, queue.requeueExpiredExcept("123@host/abcd#"));
        assertTrue(queue.renew(ours), "a live worker of this process keeps its lease, even expired");
        assertFalse(queue.renew(killed), "the killed run's lease was re-queued");
        assertEquals(
                killed.matchId(),
                queue.claim(tournament.id(), "123@host/abcd#2").orElseThrow().matchId());
    }

    @Test
    void requeueRunningFreesEveryMatchOfTheTournament() {
        queue.claim(tournament.id(), "w1").orElseThrow();
        queue.claim(tournament.id(), "w2").orElseThrow();
        assertEquals(2, queue.requeueRunning(tournament.id()));
        assertEquals(new QueueCounts(20, 0, 0, 0), queue.counts(tournament.id()));
    }

    @Test
    void seatNamesKeepTheEntrySuffixOnlyForBuiltInAgents() {
        assertEquals("random#2", MatchQueue.seatName("random#2", "random"));
        assertEquals("random", MatchQueue.seatName("robber-baron", "random"));
        assertEquals("jar:/bots/b.jar", MatchQueue.seatName("b#2", "jar:/bots/b.jar"));
        assertNotEquals("random", MatchQueue.seatName("random#3", "random"));
    }

    @Test
    void claimNextServesEveryTournamentByPriorityThenScheduleOrder() {
        // A test match scheduled after the whole tournament is still claimed first.
        long testMatch = db.jdbi()
                .inTransaction(h -> SingleMatch.schedule(
                        h,
                        TournamentPurpose.TEST_MATCH,
                        "test",
                        new LeagueRules(
                                Ruleset.CITIES_AND_KNIGHTS, 3, 1, MatchLimits.DEFAULT, VersionPolicy.NEXT_SEASON),
                        Fixtures.entrants(db, "random", "heuristic", "random#2"),
                        OptionalLong.empty(),
                        Fixtures.account(db, "alice"),
                        Fixtures.T0));
        long practice = db.jdbi()
                .inTransaction(h -> SingleMatch.schedule(
                        h,
                        TournamentPurpose.PRACTICE,
                        "practice",
                        new LeagueRules(Ruleset.BASE, 3, 1, MatchLimits.DEFAULT, VersionPolicy.NEXT_SEASON),
                        Fixtures.entrants(db, "heuristic", "random", "heuristic#2"),
                        OptionalLong.empty(),
                        Fixtures.account(db, "bob"),
                        Fixtures.T0));

        ClaimedMatch first = queue.claimNext("w1").orElseThrow();
        ClaimedMatch second = queue.claimNext("w2").orElseThrow();
        ClaimedMatch third = queue.claimNext("w3").orElseThrow();

        assertEquals(testMatch, first.matchId(), "test matches (priority 20) first");
        assertEquals(List.of("random", "heuristic", "random#2"), first.spec().seats(), "seated in the order given");
        assertEquals(practice, second.matchId(), "practice (priority 10) next");
        assertEquals("base", second.spec().ruleset());
        assertEquals(tournament.id(), third.tournamentId(), "then the season's matches, first scheduled first");
        assertEquals(7, third.spec().seed());
    }
}
