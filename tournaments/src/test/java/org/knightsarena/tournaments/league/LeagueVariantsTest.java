package org.knightsarena.tournaments.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.Fixtures.ManualClock;
import org.knightsarena.tournaments.classroom.Assignment;
import org.knightsarena.tournaments.classroom.AssignmentSettings;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Standing;

/**
 * Leagues and assignments that choose variants and a Seafarers scenario (issues 16 and 17), on a
 * real SQLite file and a real PostgreSQL database: the league stores its choice (V15's columns),
 * reads it back, and every match it queues (seasons, practice) carries it, so the games played
 * and their replays are of those variants; tables of 2 and 5 run a season end to end.
 */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class LeagueVariantsTest {

    /** Short games: a turn cap of 40, 200 ms a decision. */
    private static final MatchLimits QUICK =
            new MatchLimits(40, new TimeBudget(Duration.ofMillis(200), Duration.ofSeconds(20)), 3);

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

    private static LeagueRules rules(Ruleset ruleset, int tableSize, String variants, String scenario) {
        return new LeagueRules(ruleset, tableSize, 1, QUICK, VersionPolicy.NEXT_SEASON)
                .withVariants(VariantChoice.parse(variants, scenario));
    }

    /** A league of the given rules with one entrant per name, each agent playing as the built-in agent named. */
    private League league(String name, LeagueRules rules, String... playAs) {
        League league = leagues.create(name, rules);
        for (int i = 0; i < playAs.length; i++) {
            leagues.enter(league.id(), version("bot-" + i, playAs[i]).id());
        }
        return league;
    }

    private AgentVersion version(String agent, String source) {
        return db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.findOrInsertVersion(
                                agent, OptionalLong.empty(), "1", source, Optional.empty(), Fixtures.T0));
    }

    private int playEverything() {
        MatchQueue queue = new MatchQueue(db, clock, Duration.ofMinutes(1));
        ResultRecorder recorder = new ResultRecorder(db, clock);
        int played = 0;
        for (Optional<ClaimedMatch> m = queue.claimNext("w"); m.isPresent(); m = queue.claimNext("w")) {
            assertEquals(
                    ResultRecorder.Recorded.FINISHED,
                    recorder.record(m.get(), executor.play(m.get().spec())));
            played++;
        }
        return played;
    }

    private List<String> matchColumns(String sql) {
        return db.jdbi().withHandle(h -> h.createQuery(sql).mapTo(String.class).list());
    }

    private List<String> replays() {
        return db
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT data FROM replays ORDER BY match_id")
                        .mapTo(byte[].class)
                        .list())
                .stream()
                .map(LeagueVariantsTest::storedJson)
                .toList();
    }

    private double ratingDrift() {
        return db.jdbi()
                .withHandle(
                        h -> h.createQuery("SELECT COALESCE(SUM(rating_after - rating_before), 0) FROM rating_changes")
                                .mapTo(Double.class)
                                .one());
    }

    @Test
    @DisplayName("R-23.10: a league on seafarers four-islands stores its choice and plays every season match on it")
    void r23_10ALeagueOnFourIslandsPlaysItsSeasonOnTheScenario() {
        League created = league(
                "Islanders",
                rules(Ruleset.CITIES_AND_KNIGHTS, 3, "seafarers", "four-islands"),
                "heuristic",
                "random",
                "random");

        League read = leagues.find(created.id()).orElseThrow();
        assertEquals(
                VariantChoice.parse("seafarers", "four-islands"), read.rules().variants());
        assertEquals(
                List.of("seafarers/four-islands"),
                matchColumns("SELECT variants || '/' || scenario FROM leagues WHERE id = " + created.id()));

        Season season = leagues.startNextSeason(created.id(), SeasonKind.REGULAR, OptionalInt.empty());
        assertEquals(
                List.of("seafarers/four-islands"),
                matchColumns("SELECT variants || '/' || scenario FROM tournaments WHERE season_id = " + season.id()));
        assertEquals(3, playEverything(), "3 entrants at tables of 3: one table in 3 seat rotations");

        assertEquals(
                List.of("seafarers/four-islands", "seafarers/four-islands", "seafarers/four-islands"),
                matchColumns("SELECT variants || '/' || scenario FROM matches WHERE status = 'finished' ORDER BY id"));
        List<String> replays = replays();
        assertEquals(3, replays.size());
        for (String replay : replays) {
            assertTrue(replay.contains("\"scenario\": \"four-islands\""), "the replay names the scenario");
        }
        assertEquals(0.0, ratingDrift(), 1e-9, "Elo is rated as for any game");
    }

    @Test
    @DisplayName("R-24.2: a league of Catan for Two (2 seats a match) plays a season and freezes its standings")
    void r24_2ALeagueOfCatanForTwoRunsASeasonEndToEnd() {
        League created =
                league("Duels", rules(Ruleset.BASE, 2, "catan-for-two", null), "heuristic", "random", "random");
        Season season = leagues.startNextSeason(created.id(), SeasonKind.REGULAR, OptionalInt.empty());

        int played = playEverything();

        assertEquals(6, played, "3 pairs, each in 2 seat rotations");
        assertEquals(
                List.of("2"),
                matchColumns("SELECT DISTINCT CAST(COUNT(*) AS VARCHAR(4)) FROM match_seats GROUP BY match_id"));
        assertEquals(List.of("catan-for-two"), matchColumns("SELECT DISTINCT variants FROM matches"));
        assertEquals(0.0, ratingDrift(), 1e-9);
        List<Standing> standings = leagues.closeSeason(season.id(), 20);
        assertEquals(3, standings.size());
        assertEquals(12, standings.stream().mapToInt(Standing::games).sum(), "6 matches of 2 seats");
    }

    @Test
    @DisplayName("R-24.4: a league of 5 seats a match plays a season on the 5-6 player board, rated by Elo")
    void r24_4ALeagueOfFiveSeatsRunsASeasonEndToEnd() {
        League created = league(
                "Crowd", rules(Ruleset.BASE, 5, null, null), "heuristic", "random", "random", "random", "random");
        Season season = leagues.startNextSeason(created.id(), SeasonKind.REGULAR, OptionalInt.empty());

        int played = playEverything();

        assertEquals(5, played, "one table of 5 in 5 seat rotations");
        assertEquals(
                List.of("5"),
                matchColumns("SELECT DISTINCT CAST(COUNT(*) AS VARCHAR(4)) FROM match_seats GROUP BY match_id"));
        for (String replay : replays()) {
            assertEquals(5, replay.split("\"agents\"")[1].split("]")[0].split(",").length, "five seats in the header");
        }
        assertEquals(0.0, ratingDrift(), 1e-9);
        List<Standing> standings = leagues.closeSeason(season.id(), 20);
        assertEquals(5, standings.size());
        assertEquals(25, standings.stream().mapToInt(Standing::games).sum(), "5 matches of 5 seats");
    }

    @Test
    @DisplayName("R-24.1: an assignment with barbarian-attack plays its practice matches as Barbarian Attack")
    void r24_1AnAssignmentWithBarbarianAttackQueuesItsPracticeWithIt() {
        Assignments assignments = new Assignments(db, clock);
        long teacher = Fixtures.account(db, "teacher");
        Assignment created = assignments.create(
                teacher,
                new AssignmentSettings(
                        "Castle course",
                        rules(Ruleset.BASE, 3, "barbarian-attack", null),
                        Fixtures.T0.plus(Duration.ofHours(1)),
                        1,
                        Duration.ZERO,
                        List.of(
                                Fixtures.builtIn(db, "random").id(),
                                Fixtures.builtIn(db, "heuristic").id())));
        assertEquals(
                VariantChoice.parse("barbarian-attack", null),
                assignments.find(created.leagueId()).orElseThrow().rules().variants());
        long ann = Fixtures.account(db, "ann");
        assignments.join(created.joinCode(), ann);
        AgentVersion annBot = db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.findOrInsertVersion(
                                "ann-bot", OptionalLong.of(ann), "1", "heuristic", Optional.empty(), Fixtures.T0));
        assignments.enter(created.leagueId(), annBot.id());

        long practice = assignments.practice(created.leagueId(), annBot.id(), ann);
        assertEquals(List.of("barbarian-attack"), matchColumns("SELECT variants FROM matches WHERE id = " + practice));
        assertEquals(1, playEverything());
        assertTrue(replays().get(0).contains("\"barbarianAttack\": true"), "the replay's header");
    }

    @Test
    @DisplayName("R-24.1, R-24.2, R-23.10: a choice the table cannot play is refused before any league is stored")
    void r24_1ChoicesTheTableCannotPlayAreRefusedNamingTheField() {
        VariantChoice.Refusal castleOnIslands = assertThrows(
                VariantChoice.Refusal.class, () -> rules(Ruleset.BASE, 3, "barbarian-attack", "four-islands"));
        assertEquals(VariantChoice.Field.VARIANTS, castleOnIslands.field());
        assertTrue(castleOnIslands.getMessage().contains("not on scenario four-islands"), castleOnIslands.getMessage());
        VariantChoice.Refusal twoAtThree =
                assertThrows(VariantChoice.Refusal.class, () -> rules(Ruleset.BASE, 3, "catan-for-two", null));
        assertEquals("catan-for-two is played by 2 agents, not 3 (R-24.2)", twoAtThree.getMessage());
        VariantChoice.Refusal atlantis =
                assertThrows(VariantChoice.Refusal.class, () -> rules(Ruleset.BASE, 4, "seafarers", "atlantis"));
        assertEquals(VariantChoice.Field.SCENARIO, atlantis.field());
        assertTrue(atlantis.getMessage().startsWith("no scenario atlantis; the scenarios are"), atlantis.getMessage());
        VariantChoice.Refusal sixOnIslands =
                assertThrows(VariantChoice.Refusal.class, () -> rules(Ruleset.BASE, 6, "seafarers", "four-islands"));
        assertTrue(sixOnIslands.getMessage().contains("not 6"), sixOnIslands.getMessage());
        assertEquals(List.of("0"), matchColumns("SELECT CAST(COUNT(*) AS VARCHAR(4)) FROM leagues"));
    }

    @Test
    @DisplayName("V15: a league stored before this change reads as one without variants")
    void aLeagueWithoutVariantsReadsAsNone() {
        League plain = leagues.create("Plain", new LeagueRules(Ruleset.BASE, 4, 1, QUICK, VersionPolicy.REPLACE));
        assertEquals(
                VariantChoice.NONE,
                leagues.find(plain.id()).orElseThrow().rules().variants());
        assertEquals(List.of(""), matchColumns("SELECT variants FROM leagues"));
    }

    /** @return a stored replay's JSON view: a binary row (format 3) re-run and written as format 1 */
    private static String storedJson(byte[] data) {
        return ReplayCodec.decompress(data).json();
    }
}
