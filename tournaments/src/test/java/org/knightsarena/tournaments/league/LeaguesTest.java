package org.knightsarena.tournaments.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.Fixtures.ManualClock;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.QueueCounts;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.AgentVersionStatus;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.Entrant;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Standing;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.Tournaments;

@ParameterizedClass
@EnumSource(StorageBackend.class)
class LeaguesTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    private Database db;
    private final ManualClock clock = new ManualClock(Fixtures.T0);
    private Leagues leagues;
    private final InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());

    @BeforeEach
    void open() {
        db = Database.open(backend.location(dir));
        leagues = new Leagues(db, clock);
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    /** Four agents named a to d, each with version 1 playing as the given built-in agent. */
    private League leagueOfFour(VersionPolicy policy) {
        League league = leagues.create(
                "league-" + policy.code(),
                new LeagueRules(Ruleset.CITIES_AND_KNIGHTS, 3, 1, MatchLimits.DEFAULT, policy));
        for (String name : List.of("a", "b", "c", "d")) {
            leagues.enter(league.id(), version(name, "1", "heuristic").id());
        }
        return league;
    }

    private AgentVersion version(String agent, String version, String source) {
        return db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.findOrInsertVersion(
                                agent, OptionalLong.empty(), version, source, Optional.empty(), Fixtures.T0));
    }

    @Test
    void twoVersionsOfANewAgentEnteringAtOnceMakeOneEntry() throws Exception {
        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        for (int round = 0; round < 5; round++) {
            String agent = "twin-" + round;
            AgentVersion first = version(agent, "1", "random");
            AgentVersion second = version(agent, "2", "random");
            java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
            try {
                List<java.util.concurrent.Future<?>> both = List.of(first, second).stream()
                        .<java.util.concurrent.Future<?>>map(v -> pool.submit(() -> {
                            start.await();
                            return leagues.enter(league.id(), v.id());
                        }))
                        .toList();
                for (java.util.concurrent.Future<?> entered : both) {
                    entered.get(); // neither fails: simultaneous uploads of a new bot raised a duplicate key
                }
            } finally {
                pool.shutdownNow();
            }
            long entries = db.jdbi()
                    .withHandle(h -> h.createQuery(
                                    "SELECT COUNT(*) FROM league_entrants WHERE league_id = :l" + " AND agent_id = :a")
                            .bind("l", league.id())
                            .bind("a", first.agentId())
                            .mapTo(Long.class)
                            .one());
            assertEquals(1, entries, "one entry for agent " + agent);
        }
    }

    @Test
    void aSeasonTakesTheLeaguesEntriesAndSchedulesItsRoundRobin() {
        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        Season season = leagues.planSeason(league.id());
        assertEquals(1, season.number());
        assertEquals(SeasonStatus.PLANNED, season.status());

        Tournament t = leagues.startSeason(season.id());

        assertEquals(
                SeasonStatus.RUNNING, leagues.season(season.id()).orElseThrow().status());
        assertEquals(
                t.id(), leagues.season(season.id()).orElseThrow().tournamentId().getAsLong());
        assertEquals(
                List.of("a", "b", "c", "d"),
                new Tournaments(db, clock)
                        .entrants(t.id()).stream().map(Entrant::label).toList());
        // C(4,3) = 4 combinations in 3 seat rotations.
        assertEquals(new QueueCounts(12, 0, 0, 0), new MatchQueue(db, clock, Duration.ofMinutes(1)).counts(t.id()));
        IllegalStateException again = assertThrows(IllegalStateException.class, () -> leagues.planSeason(league.id()));
        assertEquals(
                "season 1 of league " + league.id() + " is running; close it before planning the next",
                again.getMessage());
    }

    @Test
    void underNextSeasonANewVersionWaitsForTheNextSeason() {
        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        Tournament first = leagues.startSeason(leagues.planSeason(league.id()).id());
        AgentVersion a2 = version("a", "2", "random");

        assertEquals(Optional.empty(), leagues.enter(league.id(), a2.id()));

        long a1 = versionOf("a", "1");
        assertEquals(a1, entrant(first, "a").agentVersionId(), "the running season keeps version 1");
        leagues.closeSeason(leagues.seasons(league.id()).get(0).id(), 10);
        Tournament second = leagues.startSeason(leagues.planSeason(league.id()).id());
        assertEquals(a2.id(), entrant(second, "a").agentVersionId());
    }

    @Test
    void underReplaceANewVersionPlaysTheRunningSeasonsRemainingMatches() {
        League league = leagueOfFour(VersionPolicy.REPLACE);
        Tournament t = leagues.startSeason(leagues.planSeason(league.id()).id());
        MatchQueue queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        ClaimedMatch before = queue.claim(t.id(), "w").orElseThrow();
        AgentVersion a2 = version("a", "2", "random");

        Optional<Season> replaced = leagues.enter(league.id(), a2.id());

        assertEquals(t.id(), replaced.orElseThrow().tournamentId().getAsLong());
        assertEquals(a2.id(), entrant(t, "a").agentVersionId());
        assertTrue(before.agentVersionIds().contains(versionOf("a", "1")), "a claimed match keeps its version");
        ClaimedMatch after = queue.claim(t.id(), "w").orElseThrow();
        int seat = after.labels().indexOf("a");
        assertTrue(seat >= 0, "the second match seats a: " + after.labels());
        assertEquals(a2.id(), after.agentVersionIds().get(seat));
        assertEquals("random", after.spec().seats().get(seat), "version 2 plays as the random agent");
    }

    @Test
    void closingASeasonFreezesItsStandingsAndResults() {
        League league = leagueOfFour(VersionPolicy.REPLACE);
        Season season = leagues.planSeason(league.id());
        Tournament t = leagues.startSeason(season.id());
        MatchQueue queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        ResultRecorder recorder = new ResultRecorder(db, clock);
        for (int i = 0; i < 5; i++) {
            ClaimedMatch m = queue.claim(t.id(), "w").orElseThrow();
            assertEquals(ResultRecorder.Recorded.FINISHED, recorder.record(m, executor.play(m.spec())));
        }
        ClaimedMatch inPlay = queue.claim(t.id(), "w").orElseThrow();

        List<Standing> closed = leagues.closeSeason(season.id(), 50);

        assertEquals(
                SeasonStatus.CLOSED, leagues.season(season.id()).orElseThrow().status());
        assertEquals(closed, leagues.frozenStandings(season.id()));
        assertEquals(new QueueCounts(0, 0, 5, 7), queue.counts(t.id()));
        assertEquals(15, closed.stream().mapToInt(Standing::games).sum(), "5 games of 3 players");
        assertEquals(
                ResultRecorder.Recorded.LEASE_LOST,
                recorder.record(inPlay, executor.play(inPlay.spec())),
                "a match still in play when the season closed stores nothing");
        leagues.enter(league.id(), version("a", "2", "random").id());
        assertEquals(versionOf("a", "1"), entrant(t, "a").agentVersionId(), "a closed season's entrants stay");
        assertEquals(closed, leagues.frozenStandings(season.id()));
        assertEquals(closed, new Standings(db).table(t.id(), 50, season.id()));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> leagues.closeSeason(season.id(), 50));
        assertEquals("season " + season.id() + " is closed; only a running season can close", e.getMessage());
    }

    @Test
    void aFaultyVersionCannotEnter() {
        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        AgentVersion bad = version("e", "1", "random");
        db.jdbi().useExtension(AgentDao.class, dao -> dao.updateStatus(bad.id(), AgentVersionStatus.FAULTY));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> leagues.enter(league.id(), bad.id()));
        assertEquals(
                "agent version " + bad.id() + " is faulty and cannot enter league " + league.name(), e.getMessage());
    }

    private Entrant entrant(Tournament t, String label) {
        return new Tournaments(db, clock)
                .entrants(t.id()).stream()
                        .filter(e -> e.label().equals(label))
                        .findFirst()
                        .orElseThrow();
    }

    private long versionOf(String agent, String version) {
        return db.jdbi().withExtension(AgentDao.class, dao -> {
            Agent a = dao.findAgentByName(agent).orElseThrow();
            return dao.findVersion(a.id(), version).orElseThrow().id();
        });
    }

    @Test
    void rollOverClosesAPlayedSeasonAndStartsTheNextAfterTheBreakWithTheNewEntries() {
        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        Duration pause = Duration.ofMinutes(5);
        Season first = leagues.rollOver(league.id(), 20, pause).orElseThrow();
        assertEquals(1, first.number());
        assertEquals(SeasonStatus.RUNNING, first.status());
        assertTrue(leagues.rollOver(league.id(), 20, pause).isEmpty(), "a season still playing is left alone");

        long t = first.tournamentId().getAsLong();
        MatchQueue queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        ResultRecorder recorder = new ResultRecorder(db, clock);
        for (Optional<ClaimedMatch> m = queue.claim(t, "w"); m.isPresent(); m = queue.claim(t, "w")) {
            recorder.record(m.get(), executor.play(m.get().spec()));
        }
        long e = version("e", "1", "random").id();
        leagues.enter(league.id(), e);

        assertTrue(leagues.rollOver(league.id(), 20, pause).isEmpty(), "closed, but the break has not passed");
        assertEquals(
                SeasonStatus.CLOSED, leagues.season(first.id()).orElseThrow().status());
        assertFalse(leagues.frozenStandings(first.id()).isEmpty(), "closing froze the standings");
        clock.advance(pause);
        Season second = leagues.rollOver(league.id(), 20, pause).orElseThrow();

        assertEquals(2, second.number());
        assertEquals(SeasonKind.REGULAR, second.kind());
        assertTrue(
                new Tournaments(db, clock)
                        .entrants(second.tournamentId().getAsLong()).stream().anyMatch(x -> x.agentVersionId() == e),
                "the entry made during season 1 plays season 2");
    }

    @Test
    void aPlannedSeasonHasNoTournamentUntilItStarts() {
        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        Season planned = leagues.planSeason(league.id(), SeasonKind.FINAL, OptionalInt.of(2));
        assertTrue(leagues.season(planned.id()).orElseThrow().tournamentId().isEmpty());
        Tournament t = leagues.startSeason(planned.id());
        assertEquals(2, t.settings().rounds(), "the season's own rounds override the league's");
        assertEquals(
                SeasonKind.FINAL, leagues.season(planned.id()).orElseThrow().kind());
    }

    /** Seven agents (35 combinations of four, so 140 matches a round) in a league of {@code rounds} rounds. */
    private League leagueOfSeven(int rounds) {
        League league = leagues.create(
                "big",
                new LeagueRules(Ruleset.CITIES_AND_KNIGHTS, 4, rounds, MatchLimits.DEFAULT, VersionPolicy.NEXT_SEASON));
        for (String name : List.of("a", "b", "c", "d", "e", "f", "g")) {
            leagues.enter(league.id(), version(name, "1", "random").id());
        }
        return league;
    }

    @Test
    void aLeagueOutOfBoundsIsRefusedWithTheBound() {
        LeagueRules tooLong = new LeagueRules(
                Ruleset.CITIES_AND_KNIGHTS,
                3,
                LeagueLimits.MAX_ROUNDS_PER_SEASON + 1,
                MatchLimits.DEFAULT,
                VersionPolicy.NEXT_SEASON);
        IllegalArgumentException rounds =
                assertThrows(IllegalArgumentException.class, () -> leagues.create("long", tooLong));
        assertEquals("roundsPerSeason must be 1 to 100, was 101", rounds.getMessage());
        LeagueRules slow = new LeagueRules(
                Ruleset.CITIES_AND_KNIGHTS,
                3,
                1,
                new MatchLimits(501, MatchLimits.DEFAULT.budget(), 10),
                VersionPolicy.NEXT_SEASON);
        assertEquals(
                "turnCap must be 1 to 500, was 501",
                assertThrows(IllegalArgumentException.class, () -> leagues.create("slow", slow))
                        .getMessage());
        assertTrue(leagues.ids().isEmpty(), "nothing is stored");

        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        assertEquals(
                "rounds must be 1 to 100, was 1000000000",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> leagues.startNextSeason(
                                        league.id(), SeasonKind.FINAL, OptionalInt.of(1_000_000_000)))
                        .getMessage());
        assertTrue(leagues.seasons(league.id()).isEmpty());
    }

    @Test
    void aLeagueStoredBeforeTheBoundsWithTooManyRoundsStartsNoSeasonAndSaysWhy() {
        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        db.jdbi()
                .useHandle(h -> h.execute(
                        "UPDATE leagues SET rounds_per_season = 1000000000, rolling = 1 WHERE id = ?", league.id()));

        assertEquals(Optional.empty(), leagues.rollOver(league.id(), 10, Duration.ZERO));
        IllegalStateException refused = assertThrows(
                IllegalStateException.class,
                () -> leagues.startNextSeason(league.id(), SeasonKind.REGULAR, OptionalInt.empty()));
        assertEquals(
                "league league-next-season plays 1000000000 rounds a season, more than the 100 a season may have;"
                        + " create a league within the bounds",
                refused.getMessage());
        assertTrue(leagues.seasons(league.id()).isEmpty(), "nothing is planned");
    }

    @Test
    void aLargeSeasonIsQueuedInBatchesThatLetAnotherWriterWriteBetweenThem() throws Exception {
        League league = leagueOfSeven(LeagueLimits.MAX_ROUNDS_PER_SEASON);
        int total = 140 * LeagueLimits.MAX_ROUNDS_PER_SEASON;
        AtomicBoolean planning = new AtomicBoolean(true);
        List<Integer> seenBetweenBatches = new CopyOnWriteArrayList<>();
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        // Another user's writes, a hundred a second through a second pool with the platform's busy
        // timeout, as the dashboard's request threads make them: each must get the lock while the
        // season is queued.
        Thread writer = new Thread(() -> {
            try (Database other = Database.open(backend.location(dir))) {
                while (planning.get()) {
                    int queued = other.jdbi().inTransaction(h -> {
                        h.createUpdate("UPDATE leagues SET rolling = 1 - rolling WHERE id = :l")
                                .bind("l", league.id())
                                .execute();
                        return h.createQuery(
                                        "SELECT COUNT(*) FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                                                + " JOIN seasons s ON s.id = t.season_id WHERE s.league_id = :l AND s.status = 'planned'")
                                .bind("l", league.id())
                                .mapTo(Integer.class)
                                .one();
                    });
                    if (queued > 0) {
                        seenBetweenBatches.add(queued);
                    }
                    Thread.sleep(10);
                }
            } catch (Throwable e) {
                failures.add(e);
            }
        });
        writer.start();
        Season season;
        try {
            season = leagues.startNextSeason(league.id(), SeasonKind.REGULAR, OptionalInt.empty());
        } finally {
            planning.set(false);
            writer.join();
        }

        assertEquals(List.of(), failures, "the other writer never failed");
        assertFalse(seenBetweenBatches.isEmpty(), "the other writer wrote between two batches of the season");
        assertTrue(
                seenBetweenBatches.stream().allMatch(n -> n < total), "before the last batch the season was planned");
        assertEquals(SeasonStatus.RUNNING, season.status());
        assertEquals(
                new QueueCounts(total, 0, 0, 0),
                new MatchQueue(db, clock, Duration.ofMinutes(1))
                        .counts(season.tournamentId().getAsLong()));
    }

    @Test
    void aSeasonWhoseStartWasInterruptedPlaysNothingUntilItsStartIsFinished() {
        League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
        Season season = leagues.startNextSeason(league.id(), SeasonKind.REGULAR, OptionalInt.of(3));
        long t = season.tournamentId().getAsLong();
        List<Integer> complete = db.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT s.entrant_id FROM matches m JOIN match_seats s ON s.match_id = m.id WHERE m.tournament_id = :t"
                                        + " ORDER BY m.ordinal, s.seat")
                        .bind("t", t)
                        .mapTo(Integer.class)
                        .list());
        // What a kill after the first batch leaves: the season planned with some of its matches.
        db.jdbi().useTransaction(h -> {
            h.createUpdate("DELETE FROM match_seats WHERE match_id IN (SELECT id FROM matches WHERE tournament_id = :t"
                            + " AND ordinal >= 5)")
                    .bind("t", t)
                    .execute();
            h.createUpdate("DELETE FROM matches WHERE tournament_id = :t AND ordinal >= 5")
                    .bind("t", t)
                    .execute();
            h.createUpdate("UPDATE seasons SET status = 'planned' WHERE id = :s")
                    .bind("s", season.id())
                    .execute();
        });
        MatchQueue queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        assertEquals(Optional.empty(), queue.claimNext("worker"), "no match of a season still starting is played");

        assertEquals(
                List.of(season.id()),
                leagues.finishInterruptedStarts().stream().map(Season::id).toList());

        assertEquals(
                SeasonStatus.RUNNING, leagues.season(season.id()).orElseThrow().status());
        assertEquals(
                complete,
                db.jdbi()
                        .withHandle(h -> h.createQuery(
                                        "SELECT s.entrant_id FROM matches m JOIN match_seats s ON s.match_id = m.id WHERE m.tournament_id = :t"
                                                + " ORDER BY m.ordinal, s.seat")
                                .bind("t", t)
                                .mapTo(Integer.class)
                                .list()),
                "the rest of the same schedule is queued");
        assertTrue(queue.claimNext("worker").isPresent());
        assertEquals(List.of(), leagues.finishInterruptedStarts());
    }
}
