package org.knightsarena.tournaments.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.schedule.RoundRobin;
import org.knightsarena.tournaments.schedule.Schedule;
import org.knightsarena.tournaments.schedule.Table;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

@ParameterizedClass
@EnumSource(StorageBackend.class)
class TournamentsTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    @Test
    void theStoredQueueIsTheRoundRobinScheduleWithRotatedSeatsAndConsecutiveSeeds() {
        try (Database db = Database.open(backend.location(dir))) {
            Tournaments tournaments = new Tournaments(db, Clock.systemUTC());
            TournamentSettings settings = Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 4, 2, 100);
            List<EntrantSpec> entrants =
                    Fixtures.entrants(db, "heuristic", "random", "random", "heuristic", "random", "random", "random");
            Tournament t = tournaments.create("seven", settings, entrants, Optional.empty(), OptionalLong.empty());

            Schedule schedule =
                    RoundRobin.plan(entrants.stream().map(EntrantSpec::label).toList(), 4, 2, 100);
            List<Map<String, Object>> seats = db.jdbi()
                    .withHandle(h -> h.createQuery(
                                    "SELECT m.ordinal, m.round, m.seed, s.seat, e.position FROM matches m JOIN match_seats s"
                                            + " ON s.match_id = m.id JOIN entrants e ON e.id = s.entrant_id WHERE m.tournament_id = :t"
                                            + " ORDER BY m.ordinal, s.seat")
                            .bind("t", t.id())
                            .mapToMap()
                            .list());
            assertEquals(schedule.tables().size() * 4, seats.size());
            for (Map<String, Object> seat : seats) {
                int ordinal = ((Number) seat.get("ordinal")).intValue();
                Table table = schedule.tables().get(ordinal);
                assertEquals(table.round(), ((Number) seat.get("round")).intValue());
                assertEquals(100L + ordinal, ((Number) seat.get("seed")).longValue());
                assertEquals(
                        table.entrantAt(((Number) seat.get("seat")).intValue()),
                        ((Number) seat.get("position")).intValue());
            }
            // C(7,4) = 35 combinations, each in 4 seat rotations: every entrant sits in every seat
            // equally often and every pair meets equally often.
            assertEquals(Schedule.Design.ALL_COMBINATIONS, schedule.design());
            assertEquals(0, schedule.balance().seatSpread());
            assertEquals(schedule.balance().minPairCount(), schedule.balance().maxPairCount());
            assertEquals(
                    List.of("heuristic", "random", "random#2", "heuristic#2", "random#3", "random#4", "random#5"),
                    tournaments.entrants(t.id()).stream().map(Entrant::label).toList());
        }
    }

    @Test
    void aRunIsFoundAgainByItsKeyAndOtherSettingsMakeAnotherKey() {
        try (Database db = Database.open(backend.location(dir))) {
            Tournaments tournaments = new Tournaments(db, Clock.systemUTC());
            TournamentSettings settings = Fixtures.settings(Ruleset.BASE, 3, 1, 1);
            List<EntrantSpec> entrants = Fixtures.entrants(db, "random", "random", "heuristic");
            String key = Tournaments.runKey(settings, entrants);
            Tournament t = tournaments.create("run", settings, entrants, Optional.of(key), OptionalLong.empty());

            assertEquals(t, tournaments.findByRunKey(key).orElseThrow());
            assertEquals(t, tournaments.find(t.id()).orElseThrow());
            assertNotEquals(key, Tournaments.runKey(settings.withRounds(2), entrants));
            assertNotEquals(
                    key, Tournaments.runKey(settings, List.of(entrants.get(2), entrants.get(1), entrants.get(0))));
            assertEquals(
                    Optional.empty(), tournaments.findByRunKey(Tournaments.runKey(settings.withRounds(2), entrants)));
        }
    }

    @Test
    void repeatedLabelsAreRefused() {
        try (Database db = Database.open(backend.location(dir))) {
            List<EntrantSpec> entrants = Fixtures.entrants(db, "random", "heuristic", "heuristic");
            List<EntrantSpec> twice = List.of(
                    entrants.get(0),
                    entrants.get(1),
                    new EntrantSpec("random", entrants.get(2).version()));
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> new Tournaments(db, Clock.systemUTC())
                            .create(
                                    "bad",
                                    Fixtures.settings(Ruleset.BASE, 3, 1, 1),
                                    twice,
                                    Optional.empty(),
                                    OptionalLong.empty()));
            assertEquals("entrant label random is given twice", e.getMessage());
        }
    }
}
