package org.knightsarena.tournaments.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.Fixtures.ManualClock;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Season;
import org.knightsarena.tournaments.league.SeasonKind;
import org.knightsarena.tournaments.league.SeasonStatus;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.AgentVersionStatus;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.MatchLimits;

@ParameterizedClass
@EnumSource(StorageBackend.class)
class AssignmentsTest {

    /** Quick matches: tables of 3, a turn cap of 12. */
    private static final LeagueRules QUICK = new LeagueRules(
            Ruleset.CITIES_AND_KNIGHTS,
            3,
            1,
            new MatchLimits(12, new TimeBudget(Duration.ofMillis(20), Duration.ofSeconds(10)), 3),
            VersionPolicy.NEXT_SEASON);

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    private Database db;
    private final ManualClock clock = new ManualClock(Fixtures.T0);
    private Assignments assignments;
    private final InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());

    @BeforeEach
    void open() {
        db = Database.open(backend.location(dir));
        assignments = new Assignments(db, clock);
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    private long accountNamed(String name) {
        return Fixtures.account(db, name);
    }

    private AgentVersion bot(String owner, String name, String playsAs) {
        long ownerId = accountNamed(owner);
        return db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.findOrInsertVersion(
                                name, OptionalLong.of(ownerId), "1", playsAs, Optional.empty(), clock.instant()));
    }

    @Test
    void aBaselineStaysOnItsVersionUntilRepinned() {
        AgentVersion first = bot("teacher", "teacher-bot", "heuristic");
        Assignment created = assignments.create(
                accountNamed("teacher"),
                new AssignmentSettings(
                        "Pinned",
                        QUICK,
                        Fixtures.T0.plus(Duration.ofHours(1)),
                        1,
                        Duration.ZERO,
                        List.of(first.id(), Fixtures.builtIn(db, "random").id())));
        AgentVersion second = db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.insertVersion(
                                first.agentId(),
                                "2",
                                "random",
                                Optional.empty(),
                                AgentVersionStatus.ACTIVE,
                                clock.instant()));
        Assignments.BaselinePinned pinned = assertThrows(
                Assignments.BaselinePinned.class, () -> assignments.enter(created.leagueId(), second.id()));
        assertEquals(
                "'teacher-bot' is a baseline of 'Pinned', pinned to its version; only the organiser changes it,"
                        + " by re-pinning the baseline to the bot's latest version",
                pinned.getMessage());
        assertEquals(Set.of(first.id(), Fixtures.builtIn(db, "random").id()), baselineVersions(created));

        assignments.repinBaseline(created.leagueId(), second.id());
        assertEquals(Set.of(second.id(), Fixtures.builtIn(db, "random").id()), baselineVersions(created));
        IllegalArgumentException stranger = assertThrows(
                IllegalArgumentException.class,
                () -> assignments.repinBaseline(
                        created.leagueId(), bot("ann", "ann-bot", "random").id()));
        assertEquals("'ann-bot' is not a baseline of 'Pinned'", stranger.getMessage());
    }

    private Set<Long> baselineVersions(Assignment a) {
        return assignments.baselines(a.leagueId()).stream()
                .map(e -> e.version().id())
                .collect(Collectors.toSet());
    }

    private AssignmentSettings settings(String name, Instant deadline) {
        return new AssignmentSettings(
                name,
                QUICK,
                deadline,
                2,
                Duration.ofMinutes(10),
                List.of(
                        Fixtures.builtIn(db, "random").id(),
                        Fixtures.builtIn(db, "heuristic").id()));
    }

    private int playEverything() {
        MatchQueue queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        ResultRecorder recorder = new ResultRecorder(db, clock);
        int played = 0;
        for (Optional<ClaimedMatch> m = queue.claimNext("w"); m.isPresent(); m = queue.claimNext("w")) {
            recorder.record(m.get(), executor.play(m.get().spec()));
            played++;
        }
        return played;
    }

    private List<String> seatsOf(long matchId) {
        return db.jdbi()
                .withHandle(h -> h.createQuery("SELECT e.label FROM match_seats s JOIN entrants e"
                                + " ON e.id = s.entrant_id WHERE s.match_id = :m ORDER BY s.seat")
                        .bind("m", matchId)
                        .mapTo(String.class)
                        .list());
    }

    @Test
    void anAssignmentRunsFromJoiningThroughScrimmagesToTheFrozenGradeSheet() {
        Assignment created =
                assignments.create(accountNamed("teacher"), settings("AI 101", Fixtures.T0.plus(Duration.ofHours(1))));
        assertEquals(8, created.joinCode().length());
        assertEquals(Phase.OPEN, created.phase());
        assertEquals(Optional.of(new Agent.Owner(accountNamed("teacher"), "teacher")), created.owner());
        String typed = " " + created.joinCode().toLowerCase(java.util.Locale.ROOT) + " ";
        assertEquals(
                created.leagueId(), assignments.findByCode(typed).orElseThrow().leagueId(), "codes are typed loosely");
        long ann = accountNamed("ann");
        long ben = accountNamed("ben");
        long eve = accountNamed("eve");
        assignments.join(created.joinCode(), ann);
        assignments.join(created.joinCode(), ben);
        assignments.join(created.joinCode(), ben);
        assertThrows(IllegalArgumentException.class, () -> assignments.join("NOPE1234", eve));
        assertEquals(List.of("ann", "ben"), assignments.members(created.leagueId()));
        assertTrue(!assignments.isMember(created.leagueId(), eve));
        assertEquals(1, assignments.visibleTo(ann, false).size());
        assertEquals(0, assignments.visibleTo(eve, false).size());
        assertEquals(1, assignments.visibleTo(accountNamed("teacher"), false).size(), "the owner sees it");
        assertEquals(1, assignments.visibleTo(eve, true).size(), "an admin sees it");

        assertEquals(List.of(), assignments.tick(), "only baselines: nothing to play yet");
        AgentVersion annBot = bot("ann", "ann-bot", "heuristic");
        AgentVersion benBot = bot("ben", "ben-bot", "random");
        assignments.enter(created.leagueId(), annBot.id());
        assignments.enter(created.leagueId(), benBot.id());

        assertEquals(1, assignments.tick().size(), "the first scrimmage round starts");
        assertEquals(List.of(), assignments.tick(), "and plays before the next is considered");
        long firstPractice = assignments.practice(created.leagueId(), annBot.id(), ann);
        long secondPractice = assignments.practice(created.leagueId(), annBot.id(), ann);
        assertEquals(List.of("ann-bot", "random", "heuristic"), seatsOf(firstPractice), "baselines in entry order");
        assertEquals(List.of("ann-bot", "heuristic", "random"), seatsOf(secondPractice), "then taken in turn");
        assertTrue(playEverything() > 2);

        assertEquals(List.of(), assignments.tick(), "the played round closes; the next is due in 10 minutes");
        clock.advance(Duration.ofMinutes(10));
        assertEquals(1, assignments.tick().size(), "the second scrimmage round starts");

        clock.advance(Duration.ofMinutes(51));
        Assignments.DeadlinePassed late = assertThrows(
                Assignments.DeadlinePassed.class,
                () -> assignments.enter(
                        created.leagueId(), bot("ann", "ann-bot-2", "random").id()));
        assertTrue(late.getMessage().contains("deadline"), late.getMessage());
        assertThrows(
                Assignments.DeadlinePassed.class, () -> assignments.practice(created.leagueId(), annBot.id(), ann));

        assertEquals(1, assignments.tick().size(), "the final season starts at the deadline");
        Assignment running = assignments.find(created.leagueId()).orElseThrow();
        assertEquals(Phase.FINAL, running.phase());
        Leagues leagues = new Leagues(db, clock);
        List<Season> seasons = leagues.seasons(created.leagueId());
        assertEquals(SeasonStatus.CLOSED, seasons.get(1).status(), "the unplayed scrimmage round was given up");
        Season last = seasons.get(seasons.size() - 1);
        assertEquals(SeasonKind.FINAL, last.kind());
        assertEquals(running.finalSeasonId().getAsLong(), last.id());
        GradeSheet sheet = new GradeSheet(db);
        assertTrue(sheet.lines(running).isEmpty(), "no grades while the final season plays");

        // 4 entrants at tables of 3: 4 combinations in 3 seat rotations, twice.
        assertEquals(24, playEverything());
        assertEquals(1, assignments.tick().size());
        Assignment finished = assignments.find(created.leagueId()).orElseThrow();
        assertEquals(Phase.FINISHED, finished.phase());
        List<GradeLine> lines = sheet.lines(finished).orElseThrow();

        long tournament = last.tournamentId().getAsLong();
        Map<String, Integer> games = new HashMap<>();
        db.jdbi()
                .useHandle(h -> h.createQuery("SELECT e.label, COUNT(*) FROM match_seats s JOIN entrants e"
                                + " ON e.id = s.entrant_id JOIN matches m ON m.id = s.match_id WHERE m.tournament_id = :t"
                                + " AND m.status = 'finished' GROUP BY e.label")
                        .bind("t", tournament)
                        .map((rs, ctx) -> Map.entry(rs.getString(1), rs.getInt(2)))
                        .forEach(e -> games.put(e.getKey(), e.getValue())));
        assertEquals(4, lines.size());
        int bestBaseline = lines.stream()
                .filter(GradeLine::baseline)
                .mapToInt(GradeLine::rank)
                .min()
                .orElseThrow();
        for (GradeLine l : lines) {
            assertEquals(games.get(l.bot()), l.games(), l.toString());
            assertEquals(l.baseline() ? "" : l.bot().substring(0, 3), l.student(), l.toString());
            assertEquals(!l.baseline() && l.rank() < bestBaseline, l.beatBaseline(), l.toString());
            assertTrue(l.low() <= l.rating() && l.rating() <= l.high(), l.toString());
        }
        assertEquals(List.of(1, 2, 3, 4), lines.stream().map(GradeLine::rank).toList());
        assertEquals(
                leagues.frozenStandings(last.id()).stream().map(s -> s.label()).toList(),
                lines.stream().map(GradeLine::bot).toList(),
                "the sheet is the frozen standings");

        String[] csv = GradeSheet.csv(lines).split("\r\n");
        assertEquals(GradeSheet.HEADER, csv[0]);
        assertEquals(5, csv.length);
        String[] first = csv[1].split(",", -1);
        assertEquals(lines.get(0).bot(), first[2]);
        assertEquals(String.valueOf(lines.get(0).games()), first[7]);
        assertEquals(List.of(), assignments.tick(), "a finished assignment is left alone");
    }

    @Test
    void theCsvQuotesCommasAndQuotesAndDefusesFormulas() {
        GradeLine line =
                new GradeLine(1, "=HYPERLINK(\"x\")", "a,b", "1", 1512.34, 1480, 1540, 6, 3, 1.5, 0, false, true);
        String csv = GradeSheet.csv(List.of(line));
        assertEquals(
                GradeSheet.HEADER + "\r\n"
                        + "1,\"'=HYPERLINK(\"\"x\"\")\",\"a,b\",1,1512.3,1480.0,1540.0,6,3,1.50,0,no,yes\r\n",
                csv);
    }

    @Test
    void badSettingsAndPassedDeadlinesAreRefusedWithReasons() {
        List<Long> baselines = List.of(Fixtures.builtIn(db, "random").id());
        Instant later = Fixtures.T0.plus(Duration.ofDays(1));
        assertThrows(
                IllegalArgumentException.class,
                () -> new AssignmentSettings("x", QUICK, later, 0, Duration.ZERO, baselines));
        assertThrows(
                IllegalArgumentException.class,
                () -> new AssignmentSettings("x", QUICK, later, 1, Duration.ZERO, List.of()));
        assertThrows(
                IllegalArgumentException.class,
                () -> new AssignmentSettings("x", QUICK, later, 1, Duration.ofSeconds(30), baselines));
        long t = accountNamed("t");
        IllegalArgumentException passed = assertThrows(
                IllegalArgumentException.class,
                () -> assignments.create(
                        t, new AssignmentSettings("x", QUICK, Fixtures.T0, 1, Duration.ZERO, baselines)));
        assertTrue(passed.getMessage().contains("passed"), passed.getMessage());
        assignments.create(t, new AssignmentSettings("x", QUICK, later, 1, Duration.ZERO, baselines));
        IllegalArgumentException taken = assertThrows(
                IllegalArgumentException.class,
                () -> assignments.create(t, new AssignmentSettings("x", QUICK, later, 1, Duration.ZERO, baselines)));
        assertTrue(taken.getMessage().contains("exists"), taken.getMessage());
    }
}
