package org.knightsarena.tournaments.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.Fixtures.ManualClock;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.QueueCounts;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.AgentVersionStatus;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Entrant;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Standing;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.Tournaments;

class LeaguesTest {

  @TempDir Path dir;
  private Database db;
  private final ManualClock clock = new ManualClock(Fixtures.T0);
  private Leagues leagues;
  private final InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());

  @BeforeEach
  void open() {
    db = Database.open(dir);
    leagues = new Leagues(db, clock);
  }

  @AfterEach
  void close() {
    db.close();
  }

  /** Four agents named a to d, each with version 1 playing as the given built-in agent. */
  private League leagueOfFour(VersionPolicy policy) {
    League league = leagues.create("league-" + policy.code(),
        new LeagueRules(Ruleset.CITIES_AND_KNIGHTS, 3, 1, MatchLimits.DEFAULT, policy));
    for (String name : List.of("a", "b", "c", "d")) {
      leagues.enter(league.id(), version(name, "1", "heuristic").id());
    }
    return league;
  }

  private AgentVersion version(String agent, String version, String source) {
    return db.jdbi().withExtension(AgentDao.class,
        dao -> dao.findOrInsertVersion(agent, OptionalLong.empty(), version, source, Optional.empty(), Fixtures.T0));
  }

  @Test
  void aSeasonTakesTheLeaguesEntriesAndSchedulesItsRoundRobin() {
    League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
    Season season = leagues.planSeason(league.id());
    assertEquals(1, season.number());
    assertEquals(SeasonStatus.PLANNED, season.status());

    Tournament t = leagues.startSeason(season.id());

    assertEquals(SeasonStatus.RUNNING, leagues.season(season.id()).orElseThrow().status());
    assertEquals(t.id(), leagues.season(season.id()).orElseThrow().tournamentId().getAsLong());
    assertEquals(List.of("a", "b", "c", "d"),
        new Tournaments(db, clock).entrants(t.id()).stream().map(Entrant::label).toList());
    // C(4,3) = 4 combinations in 3 seat rotations.
    assertEquals(new QueueCounts(12, 0, 0, 0), new MatchQueue(db, clock, Duration.ofMinutes(1)).counts(t.id()));
    IllegalStateException again = assertThrows(IllegalStateException.class, () -> leagues.planSeason(league.id()));
    assertEquals("season 1 of league " + league.id() + " is running; close it before planning the next",
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

    assertEquals(SeasonStatus.CLOSED, leagues.season(season.id()).orElseThrow().status());
    assertEquals(closed, leagues.frozenStandings(season.id()));
    assertEquals(new QueueCounts(0, 0, 5, 7), queue.counts(t.id()));
    assertEquals(15, closed.stream().mapToInt(Standing::games).sum(), "5 games of 3 players");
    assertEquals(ResultRecorder.Recorded.LEASE_LOST, recorder.record(inPlay, executor.play(inPlay.spec())),
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
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> leagues.enter(league.id(), bad.id()));
    assertEquals("agent version " + bad.id() + " is faulty and cannot enter league " + league.name(),
        e.getMessage());
  }

  private Entrant entrant(Tournament t, String label) {
    return new Tournaments(db, clock).entrants(t.id()).stream().filter(e -> e.label().equals(label)).findFirst()
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
    assertEquals(SeasonStatus.CLOSED, leagues.season(first.id()).orElseThrow().status());
    assertFalse(leagues.frozenStandings(first.id()).isEmpty(), "closing froze the standings");
    clock.advance(pause);
    Season second = leagues.rollOver(league.id(), 20, pause).orElseThrow();

    assertEquals(2, second.number());
    assertEquals(SeasonKind.REGULAR, second.kind());
    assertTrue(new Tournaments(db, clock).entrants(second.tournamentId().getAsLong()).stream()
        .anyMatch(x -> x.agentVersionId() == e), "the entry made during season 1 plays season 2");
  }

  @Test
  void aPlannedSeasonHasNoTournamentUntilItStarts() {
    League league = leagueOfFour(VersionPolicy.NEXT_SEASON);
    Season planned = leagues.planSeason(league.id(), SeasonKind.FINAL, OptionalInt.of(2));
    assertTrue(leagues.season(planned.id()).orElseThrow().tournamentId().isEmpty());
    Tournament t = leagues.startSeason(planned.id());
    assertEquals(2, t.settings().rounds(), "the season's own rounds override the league's");
    assertEquals(SeasonKind.FINAL, leagues.season(planned.id()).orElseThrow().kind());
  }
}
