package org.knightsarena.tournaments.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.Fault;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.SeatFault;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.Fixtures.ManualClock;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersionStatus;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentSettings;

@ParameterizedClass
@EnumSource(StorageBackend.class)
class ResultRecorderTest {

    private static final Duration LEASE = Duration.ofSeconds(30);

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    private Database db;
    private final ManualClock clock = new ManualClock(Fixtures.T0);
    private final InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());
    private MatchQueue queue;
    private ResultRecorder recorder;

    @BeforeEach
    void open() {
        db = Database.open(backend.location(dir));
        queue = new MatchQueue(db, clock, LEASE);
        recorder = new ResultRecorder(db, clock);
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    private Tournament heuristics() {
        return Fixtures.tournament(
                db,
                clock,
                Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 4, 1, 3),
                "heuristic",
                "random",
                "random",
                "random",
                "random");
    }

    @Test
    void aCompletedMatchIsStoredWithSeatsRatingsAndReplay() {
        Tournament t = heuristics();
        ClaimedMatch claim = queue.claim(t.id(), "w1").orElseThrow();
        MatchOutcome outcome = executor.play(claim.spec());

        assertEquals(ResultRecorder.Recorded.FINISHED, recorder.record(claim, outcome));

        Map<String, Object> match =
                row("SELECT status, ending, turns, result_seq, lease_owner FROM matches WHERE id = " + claim.matchId());
        assertEquals("finished", match.get("status"));
        assertEquals(outcome.result().orElseThrow().turns(), ((Number) match.get("turns")).intValue());
        assertEquals(1, ((Number) match.get("result_seq")).intValue());
        assertEquals(null, match.get("lease_owner"));
        List<Integer> places = db.jdbi()
                .withHandle(h -> h.createQuery("SELECT place FROM match_seats WHERE match_id = :id ORDER BY seat")
                        .bind("id", claim.matchId())
                        .mapTo(Integer.class)
                        .list());
        assertEquals(outcome.result().orElseThrow().places(), places);
        List<Map<String, Object>> changes = db.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT rc.rating_before, rc.rating_after, e.rating, e.games FROM rating_changes rc"
                                        + " JOIN entrants e ON e.id = rc.entrant_id WHERE rc.match_id = :id")
                        .bind("id", claim.matchId())
                        .mapToMap()
                        .list());
        assertEquals(4, changes.size());
        double sum = 0;
        for (Map<String, Object> c : changes) {
            assertEquals(1500.0, ((Number) c.get("rating_before")).doubleValue());
            assertEquals(((Number) c.get("rating_after")).doubleValue(), ((Number) c.get("rating")).doubleValue());
            assertEquals(1, ((Number) c.get("games")).intValue());
            sum += ((Number) c.get("rating_after")).doubleValue() - 1500;
        }
        assertEquals(0, sum, 1e-9, "a game moves ratings zero-sum");
        // From equal ratings every pairwise expectation is 1/2: a seat moves by K/3 times the sum of
        // (score - 1/2) over its three opponents, 16 for a clear win.
        List<Double> after = db.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT rc.rating_after FROM rating_changes rc JOIN match_seats s ON s.entrant_id = rc.entrant_id"
                                        + " AND s.match_id = rc.match_id WHERE rc.match_id = :id ORDER BY s.seat")
                        .bind("id", claim.matchId())
                        .mapTo(Double.class)
                        .list());
        for (int seat = 0; seat < 4; seat++) {
            double score = 0;
            for (int other = 0; other < 4; other++) {
                if (other != seat) {
                    int mine = places.get(seat);
                    int theirs = places.get(other);
                    score += (mine < theirs ? 1 : mine == theirs ? 0.5 : 0) - 0.5;
                }
            }
            assertEquals(1500 + 32.0 / 3 * score, after.get(seat), 1e-9, "seat " + seat);
        }
        Map<String, Object> replay =
                row("SELECT encoding, size_bytes, data FROM replays WHERE match_id = " + claim.matchId());
        assertEquals("gzip", replay.get("encoding"));
        assertEquals(outcome.replay().size(), ((Number) replay.get("size_bytes")).intValue());
        assertEquals(outcome.replay(), ReplayCodec.decompress((byte[]) replay.get("data")));
        // a played match's replay is the binary compact format 3, and reads back whole
        assertTrue(outcome.replay().isBinary(), outcome.replay().toString());
        assertEquals(
                outcome.replay().read(),
                ReplayCodec.decompress((byte[]) replay.get("data")).read());
    }

    @Test
    void anOutcomeWithoutTheLeaseStoresNothingAndTheMatchGetsOneResult() {
        Tournament t = heuristics();
        ClaimedMatch stale = queue.claim(t.id(), "w1").orElseThrow();
        MatchOutcome outcome = executor.play(stale.spec());
        clock.advance(LEASE.plusSeconds(1));
        queue.requeueExpired();
        ClaimedMatch fresh = queue.claim(t.id(), "w2").orElseThrow();

        assertEquals(ResultRecorder.Recorded.LEASE_LOST, recorder.record(stale, outcome));
        assertEquals(0, count("SELECT COUNT(*) FROM rating_changes"));
        assertEquals(0, count("SELECT COUNT(*) FROM replays"));
        assertEquals(0, count("SELECT COUNT(*) FROM match_seats WHERE place IS NOT NULL"));

        assertEquals(ResultRecorder.Recorded.FINISHED, recorder.record(fresh, executor.play(fresh.spec())));
        assertEquals(ResultRecorder.Recorded.LEASE_LOST, recorder.record(stale, outcome));
        assertEquals(1, count("SELECT COUNT(*) FROM replays"));
        assertEquals(4, count("SELECT COUNT(*) FROM rating_changes"));
    }

    @Test
    void faultsWithTheirKindsAndCappedLogsAreStored() {
        TournamentSettings settings = new TournamentSettings(
                Ruleset.BASE,
                3,
                1,
                11,
                TournamentSettings.Start.STANDARD,
                new MatchLimits(40, TimeBudget.DEFAULT, 1000),
                EloSettings.STANDARD);
        Tournament t = Fixtures.tournament(db, clock, settings, "clumsy", "clumsy", "clumsy");
        ClaimedMatch claim = queue.claim(t.id(), "w1").orElseThrow();
        MatchOutcome outcome = executor.play(claim.spec());
        assertEquals(ResultRecorder.Recorded.FINISHED, recorder.record(claim, outcome));

        for (int seat = 0; seat < 3; seat++) {
            int faults = outcome.seats().get(seat).faultCount();
            assertTrue(faults > 0, "clumsy throws every " + ClumsyAgent.THROW_EVERY + " decisions");
            assertEquals(
                    faults,
                    count("SELECT faults FROM match_seats WHERE match_id = " + claim.matchId() + " AND seat = "
                            + seat));
            assertEquals(
                    Math.min(faults, ResultRecorder.MAX_FAULTS_PER_SEAT),
                    count("SELECT COUNT(*) FROM match_faults WHERE kind = 'exception' AND seat = " + seat));
            assertEquals("clumsy in seat " + seat, text("SELECT text FROM match_logs WHERE seat = " + seat));
        }
        String detail = text("SELECT detail FROM match_faults WHERE seat = 0 AND ordinal = 1");
        assertTrue(detail.contains("clumsy dropped decision " + ClumsyAgent.THROW_EVERY), detail);
    }

    @Test
    void faultsAreStoredAsTheOutcomeCarriesThemWithoutReadingTheReplay() {
        ClaimedMatch claim = queue.claim(heuristics().id(), "w1").orElseThrow();
        MatchOutcome played = executor.play(claim.spec());
        assertEquals(
                List.of(0, 0, 0, 0),
                played.seats().stream()
                        .map(MatchOutcome.SeatOutcome::faultCount)
                        .toList(),
                "the sample agents play without faults, so the replay records none");
        // the same match, as if seat 2 had been late twice: only the outcome says so
        List<MatchOutcome.SeatOutcome> seats = new ArrayList<>(played.seats());
        MatchOutcome.SeatOutcome third = seats.get(2);
        seats.set(
                2,
                new MatchOutcome.SeatOutcome(
                        third.agent(),
                        List.of(
                                new SeatFault(Fault.TIMEOUT, "late once"),
                                new SeatFault(Fault.ILLEGAL_ANSWER, "answered null")),
                        false,
                        third.log()));
        MatchOutcome outcome = new MatchOutcome(
                played.status(),
                played.detail(),
                played.blamed(),
                played.result(),
                seats,
                played.decisions(),
                played.replay(),
                played.elapsed());

        assertEquals(ResultRecorder.Recorded.FINISHED, recorder.record(claim, outcome));

        assertEquals(
                List.of(
                        Map.of("seat", 2, "ordinal", 1, "kind", "timeout", "detail", "late once"),
                        Map.of("seat", 2, "ordinal", 2, "kind", "illegal-answer", "detail", "answered null")),
                db.jdbi()
                        .withHandle(h -> h.createQuery("SELECT seat, ordinal, kind, detail FROM match_faults"
                                        + " WHERE match_id = :id ORDER BY ordinal")
                                .bind("id", claim.matchId())
                                .map((rs, ctx) -> Map.<String, Object>of(
                                        "seat",
                                        rs.getInt("seat"),
                                        "ordinal",
                                        rs.getInt("ordinal"),
                                        "kind",
                                        rs.getString("kind"),
                                        "detail",
                                        rs.getString("detail")))
                                .list()));
        assertEquals(2, count("SELECT faults FROM match_seats WHERE match_id = " + claim.matchId() + " AND seat = 2"));
    }

    @Test
    void anAbortedMatchIsRetriedThenGivenUp() {
        Tournament t = heuristics();
        long matchId = queue.claim(t.id(), "w1").orElseThrow().matchId();
        queue.requeueRunning(t.id());
        for (int attempt = 1; attempt <= ResultRecorder.MAX_ABORTS; attempt++) {
            ClaimedMatch claim = queue.claim(t.id(), "w1").orElseThrow();
            assertEquals(matchId, claim.matchId(), "a re-queued match is first in line again");
            ResultRecorder.Recorded expected = attempt < ResultRecorder.MAX_ABORTS
                    ? ResultRecorder.Recorded.RETRYING
                    : ResultRecorder.Recorded.GIVEN_UP;
            assertEquals(expected, recorder.record(claim, aborted(claim, OptionalInt.empty())));
        }
        assertEquals(ResultRecorder.MAX_ABORTS, count("SELECT COUNT(*) FROM match_aborts WHERE match_id = " + matchId));
        assertEquals("aborted", text("SELECT status FROM matches WHERE id = " + matchId));
        assertTrue(text("SELECT detail FROM matches WHERE id = " + matchId).startsWith("given up after 3 aborts"));
        assertEquals(0, count("SELECT COUNT(*) FROM rating_changes"), "an aborted match is not rated");
        assertEquals(new QueueCounts(19, 0, 0, 1), queue.counts(t.id()));
    }

    @Test
    void aVersionBlamedTooOftenIsMarkedFaultyAndItsQueuedMatchesAreGivenUp() {
        Tournament t = heuristics();
        for (int blamed = 1; blamed <= ResultRecorder.FAULTY_AFTER; blamed++) {
            ClaimedMatch claim = queue.claim(t.id(), "w1").orElseThrow();
            int seat = claim.labels().indexOf("heuristic");
            assertTrue(seat >= 0, "the first matches all seat heuristic: " + claim.labels());
            recorder.record(claim, aborted(claim, OptionalInt.of(seat)));
        }
        long version = Fixtures.builtIn(db, "heuristic").id();
        assertEquals(
                AgentVersionStatus.FAULTY,
                db.jdbi()
                        .withExtension(AgentDao.class, dao -> dao.findVersionById(version))
                        .orElseThrow()
                        .status());
        // Of the 20 matches only the 4 without heuristic (one combination in 4 rotations) are left.
        assertEquals(new QueueCounts(4, 0, 0, 16), queue.counts(t.id()));
        ClaimedMatch next = queue.claim(t.id(), "w1").orElseThrow();
        assertTrue(!next.labels().contains("heuristic"), next.labels().toString());
        assertTrue(text("SELECT detail FROM matches WHERE status = 'aborted' ORDER BY id DESC LIMIT 1")
                .contains("heuristic was marked faulty after 3 aborts or crashes"));
    }

    @Test
    void aVersionBenchedForCrashingItsWorkerInCompletedMatchesIsMarkedFaultyToo() {
        Tournament t = heuristics();
        for (int crashes = 1; crashes <= ResultRecorder.FAULTY_AFTER; crashes++) {
            ClaimedMatch claim = queue.claim(t.id(), "w1").orElseThrow();
            int seat = claim.labels().indexOf("heuristic");
            // what the worker pool plays after a seat took its worker JVM down twice
            MatchOutcome outcome =
                    executor.play(claim.spec().withBenched(seat, "took down the worker JVM twice: out of memory"));
            assertEquals(ResultRecorder.Recorded.FINISHED, recorder.record(claim, outcome));
            assertEquals("crashed", text("SELECT kind FROM match_faults WHERE match_id = " + claim.matchId()));
        }
        long version = Fixtures.builtIn(db, "heuristic").id();
        assertEquals(
                AgentVersionStatus.FAULTY,
                db.jdbi()
                        .withExtension(AgentDao.class, dao -> dao.findVersionById(version))
                        .orElseThrow()
                        .status());
        assertEquals(new QueueCounts(4, 0, 3, 13), queue.counts(t.id()));
    }

    private static MatchOutcome aborted(ClaimedMatch claim, OptionalInt blamed) {
        return MatchOutcome.aborted(claim.spec(), "worker died", blamed, Duration.ZERO);
    }

    private String text(String sql) {
        return db.jdbi().withHandle(h -> h.createQuery(sql).mapTo(String.class).one());
    }

    private Map<String, Object> row(String sql) {
        return db.jdbi().withHandle(h -> h.createQuery(sql).mapToMap().one());
    }

    private int count(String sql) {
        return db.jdbi().withHandle(h -> h.createQuery(sql).mapTo(Integer.class).one());
    }

    /** A game of three, played in process, stored as the person's table 7. */
    private PersonGames.Game game(long owner) {
        MatchOutcome outcome =
                executor.play(MatchSpec.of(11, Ruleset.CITIES_AND_KNIGHTS, List.of("random", "random#2", "random#3")));
        return new PersonGames.Game(
                7,
                owner,
                PersonGames.settings(Ruleset.CITIES_AND_KNIGHTS, 3, 11, false, MatchLimits.DEFAULT),
                Fixtures.entrants(db, "random", "random", "random"),
                outcome);
    }

    @Test
    void aGameIsStoredOnceAsAFinishedUnratedMatchRequestedByItsPlayer() {
        long alice = Fixtures.account(db, "alice");
        PersonGames games = new PersonGames(db, clock);
        PersonGames.Game game = game(alice);

        long match = games.store(game);
        assertEquals(match, games.store(game), "storing the same table again stores nothing new");
        assertEquals(match, games.match(7).orElseThrow());

        Map<String, Object> row = db.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT m.status, t.status AS tournament_status, t.rated, t.requested_by_account_id, t.league_id,"
                                        + " (SELECT COUNT(*) FROM replays r WHERE r.match_id = m.id) AS replays,"
                                        + " (SELECT COUNT(*) FROM rating_changes) AS rating_changes,"
                                        + " (SELECT COUNT(*) FROM tournaments) AS tournaments"
                                        + " FROM matches m JOIN tournaments t ON t.id = m.tournament_id WHERE m.id = :m")
                        .bind("m", match)
                        .mapToMap()
                        .one());
        assertEquals("finished", row.get("status"));
        assertEquals("finished", row.get("tournament_status"));
        assertEquals(0, ((Number) row.get("rated")).intValue());
        assertEquals(alice, ((Number) row.get("requested_by_account_id")).longValue());
        assertEquals(null, row.get("league_id"));
        assertEquals(1, ((Number) row.get("replays")).intValue());
        assertEquals(0, ((Number) row.get("rating_changes")).intValue());
        assertEquals(1, ((Number) row.get("tournaments")).intValue());
        List<Integer> places = db.jdbi()
                .withHandle(h -> h.createQuery("SELECT place FROM match_seats WHERE match_id = :m ORDER BY seat")
                        .bind("m", match)
                        .mapTo(Integer.class)
                        .list());
        assertEquals(game.outcome().result().orElseThrow().places(), places);
    }
}
