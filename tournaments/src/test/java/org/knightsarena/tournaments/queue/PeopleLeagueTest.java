package org.knightsarena.tournaments.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.Fixtures.ManualClock;
import org.knightsarena.tournaments.accounts.SignupRecords;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;

/** Table games stored rated in the People league (issue 21), on both databases. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class PeopleLeagueTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    private Database db;
    private final ManualClock clock = new ManualClock(Fixtures.T0);
    private final InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());

    @BeforeEach
    void open() {
        db = Database.open(backend.location(dir));
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    /** A game of three played in process as table {@code table}: the person "alice" (played by random) and two bots. */
    private PersonGames.Game game(long table, long owner, long seed) {
        MatchOutcome outcome =
                executor.play(MatchSpec.of(seed, Ruleset.BASE, List.of("random", "random#2", "heuristic")));
        List<EntrantSpec> bots = Fixtures.entrants(db, "random", "random", "heuristic");
        List<EntrantSpec> seats = List.of(
                new EntrantSpec("alice", Fixtures.builtIn(db, PersonGames.PERSON_AGENT)), bots.get(1), bots.get(2));
        return new PersonGames.Game(
                table, owner, PersonGames.settings(Ruleset.BASE, 3, seed, false, MatchLimits.DEFAULT), seats, outcome);
    }

    @Test
    void theSettingIsOffUntilAnAdminTurnsItOn() {
        SignupRecords settings = new SignupRecords(db);
        assertEquals(false, settings.peopleLeagueRated());
        settings.setPeopleLeagueRated(true, clock.instant());
        assertEquals(true, settings.peopleLeagueRated());
        settings.setPeopleLeagueRated(false, clock.instant());
        assertEquals(false, settings.peopleLeagueRated());
    }

    @Test
    void ratedGamesAreMatchesOfOnePeopleSeasonWhoseRatingsCarryOver() {
        long alice = Fixtures.account(db, "alice");
        PersonGames games = new PersonGames(db, clock);
        long first = games.store(game(3, alice, 21), true);
        assertEquals(first, games.store(game(3, alice, 21), true), "storing the same table again stores nothing new");
        long second = games.store(game(4, alice, 22), true);
        assertNotEquals(first, second);
        assertEquals(first, games.match(3).orElseThrow());
        assertEquals(4, games.lastTable());

        Map<String, Object> row = db.jdbi()
                .withHandle(
                        h -> h.createQuery("SELECT l.name, l.visibility, l.ruleset, s.status AS season_status, t.rated,"
                                        + " (SELECT COUNT(DISTINCT tournament_id) FROM matches WHERE id IN (:a, :b)) AS tournaments,"
                                        + " (SELECT COUNT(*) FROM entrants e WHERE e.tournament_id = t.id) AS entrants"
                                        + " FROM matches m JOIN tournaments t ON t.id = m.tournament_id JOIN seasons s ON s.id = t.season_id"
                                        + " JOIN leagues l ON l.id = s.league_id WHERE m.id = :a")
                                .bind("a", first)
                                .bind("b", second)
                                .mapToMap()
                                .one());
        assertEquals("People (base, 3 players)", row.get("name"));
        assertEquals("public", row.get("visibility"));
        assertEquals("base", row.get("ruleset"));
        assertEquals("running", row.get("season_status"));
        assertEquals(1, ((Number) row.get("rated")).intValue());
        assertEquals(1, ((Number) row.get("tournaments")).intValue(), "both games are matches of one season");
        assertEquals(3, ((Number) row.get("entrants")).intValue(), "alice and the two bots, entered once each");

        // The second game starts from the ratings the first left: the Elo of league matches, carried over.
        List<Map<String, Object>> changes = db.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT e.label, rc.match_id, rc.rating_before, rc.rating_after, e.rating, e.games FROM rating_changes rc"
                                        + " JOIN entrants e ON e.id = rc.entrant_id WHERE e.label = 'alice' ORDER BY rc.match_id")
                        .mapToMap()
                        .list());
        assertEquals(2, changes.size());
        double afterFirst = ((Number) changes.get(0).get("rating_after")).doubleValue();
        assertNotEquals(((Number) changes.get(0).get("rating_before")).doubleValue(), afterFirst);
        assertEquals(afterFirst, ((Number) changes.get(1).get("rating_before")).doubleValue());
        assertEquals(
                ((Number) changes.get(1).get("rating_after")).doubleValue(),
                ((Number) changes.get(1).get("rating")).doubleValue());
        assertEquals(2, ((Number) changes.get(1).get("games")).intValue());
        assertEquals(6, count("SELECT COUNT(*) FROM rating_changes"));
    }

    @Test
    @DisplayName("R-23.10: a rated game on a scenario goes to the People league of that scenario, which names it")
    void r23_10ARatedScenarioGameGoesToThePeopleLeagueOfItsScenario() {
        long alice = Fixtures.account(db, "alice");
        VariantChoice islands = VariantChoice.parse("seafarers", "four-islands");
        MatchSpec spec = MatchSpec.of(24, Ruleset.BASE, List.of("random", "random#2", "heuristic"))
                .withVariants(islands);
        List<EntrantSpec> bots = Fixtures.entrants(db, "random", "random", "heuristic");
        List<EntrantSpec> seats = List.of(
                new EntrantSpec("alice", Fixtures.builtIn(db, PersonGames.PERSON_AGENT)), bots.get(1), bots.get(2));
        PersonGames.Game game = new PersonGames.Game(
                6,
                alice,
                PersonGames.settings(Ruleset.BASE, 3, 24, false, MatchLimits.DEFAULT, islands),
                seats,
                executor.play(spec));
        PersonGames games = new PersonGames(db, clock);
        long onIslands = games.store(game, true);
        long plain = games.store(game(7, alice, 25), true);

        Map<String, Object> row = db.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT l.name, l.variants AS league_variants, l.scenario AS league_scenario,"
                                        + " m.variants, m.scenario FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                                        + " JOIN seasons s ON s.id = t.season_id JOIN leagues l ON l.id = s.league_id WHERE m.id = :m")
                        .bind("m", onIslands)
                        .mapToMap()
                        .one());
        assertEquals("People (base, 3 players, seafarers on four-islands)", row.get("name"));
        assertEquals("seafarers", row.get("league_variants"));
        assertEquals("four-islands", row.get("league_scenario"));
        assertEquals("seafarers", row.get("variants"));
        assertEquals("four-islands", row.get("scenario"));
        assertNotEquals(onIslands, plain);
        assertEquals(2, count("SELECT COUNT(*) FROM leagues"), "the standard game has a People league of its own");
    }

    @Test
    void anUnratedGameStaysOutOfTheLeague() {
        long alice = Fixtures.account(db, "alice");
        new PersonGames(db, clock).store(game(5, alice, 23), false);
        assertEquals(0, count("SELECT COUNT(*) FROM leagues"));
        assertEquals(0, count("SELECT COUNT(*) FROM rating_changes"));
    }

    private int count(String sql) {
        return db.jdbi().withHandle(h -> h.createQuery(sql).mapTo(Integer.class).one());
    }
}
