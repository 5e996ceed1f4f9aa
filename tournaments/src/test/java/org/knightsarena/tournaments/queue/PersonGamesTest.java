package org.knightsarena.tournaments.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.Fixtures.ManualClock;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.MatchLimits;

@ParameterizedClass
@EnumSource(StorageBackend.class)
class PersonGamesTest {

  @Parameter StorageBackend backend;
  @TempDir Path dir;
  private Database db;
  private final ManualClock clock = new ManualClock(Fixtures.T0);

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

  /** A game of three, played in process, stored as the person's table 7. */
  private PersonGames.Game game(long owner) {
    MatchOutcome outcome = new InProcessExecutor(AgentCatalog.builtIn())
        .play(MatchSpec.of(11, Ruleset.CITIES_AND_KNIGHTS, List.of("random", "random#2", "random#3")));
    return new PersonGames.Game(7, owner,
        PersonGames.settings(Ruleset.CITIES_AND_KNIGHTS, 3, 11, false, MatchLimits.DEFAULT),
        Fixtures.entrants(db, "random", "random", "random"), outcome);
  }

  @Test
  void aGameIsStoredOnceAsAFinishedUnratedMatchRequestedByItsPlayer() {
    long alice = Fixtures.account(db, "alice");
    PersonGames games = new PersonGames(db, clock);
    PersonGames.Game game = game(alice);

    long match = games.store(game);
    assertEquals(match, games.store(game), "storing the same table again stores nothing new");
    assertEquals(match, games.match(7).orElseThrow());

    Map<String, Object> row = db.jdbi().withHandle(h -> h.createQuery(
            "SELECT m.status, t.status AS tournament_status, t.rated, t.requested_by_account_id, t.league_id,"
                + " (SELECT COUNT(*) FROM replays r WHERE r.match_id = m.id) AS replays,"
                + " (SELECT COUNT(*) FROM rating_changes) AS rating_changes,"
                + " (SELECT COUNT(*) FROM tournaments) AS tournaments"
                + " FROM matches m JOIN tournaments t ON t.id = m.tournament_id WHERE m.id = :m")
        .bind("m", match).mapToMap().one());
    assertEquals("finished", row.get("status"));
    assertEquals("finished", row.get("tournament_status"));
    assertEquals(0, ((Number) row.get("rated")).intValue());
    assertEquals(alice, ((Number) row.get("requested_by_account_id")).longValue());
    assertEquals(null, row.get("league_id"));
    assertEquals(1, ((Number) row.get("replays")).intValue());
    assertEquals(0, ((Number) row.get("rating_changes")).intValue());
    assertEquals(1, ((Number) row.get("tournaments")).intValue());
    List<Integer> places = db.jdbi().withHandle(h -> h.createQuery(
            "SELECT place FROM match_seats WHERE match_id = :m ORDER BY seat").bind("m", match)
        .mapTo(Integer.class).list());
    assertEquals(game.outcome().result().orElseThrow().places(), places);
  }
}
