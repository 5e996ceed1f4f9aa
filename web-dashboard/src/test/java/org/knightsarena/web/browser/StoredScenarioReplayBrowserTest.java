package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.PirateMoved;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.board.ReplayReads;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The replay viewer drawing a Seafarers match the dashboard played and stored (issue 16), in a real
 * headless Chromium: a tournament on the New World scenario is played by the real match queue,
 * executor and result recorder into the real SQLite database, and {@code /replays/{id}} draws its
 * sea, its ships and the pirate. Its header has no map and a 64-bit seed that JSON.parse would
 * round, so the server deals the board for the viewer.
 */
class StoredScenarioReplayBrowserTest {
    private static final String SCENARIO = "new-world";

    @Test
    void aStoredSeafarersMatchIsDrawnWithItsSeaShipsAndPirateR23_11(@TempDir Path dir) throws Exception {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        try (TestDashboard server = TestDashboard.start(Files.createDirectories(dir.resolve("data")))) {
            long id = playOneSeafarersMatch(server.database());
            Replay replay = ReplayJson.read(
                    new ReplayReads(server.database()).find(id).orElseThrow().json());
            long seed = replay.header().seed();
            assertTrue(Math.abs(seed) > (1L << 53), "a seed JSON.parse would round: " + seed);
            List<GameEvent> events = replay.events();
            Game dealt = Game.create(replay.header().options(), seed, Scenarios::deal);
            Board board = dealt.board();
            int sea = 0;
            for (int h = 0; h < board.topology().hexCount(); h++) {
                sea += board.terrain(h) == Terrain.SEA ? 1 : 0;
            }
            long ships = events.stream() // ships are never taken off the board (moves keep the count)
                    .filter(e -> e instanceof Built b && b.piece() == Piece.SHIP)
                    .count();
            int pirate = events.stream()
                    .filter(PirateMoved.class::isInstance)
                    .map(e -> ((PirateMoved) e).hex())
                    .reduce((first, second) -> second)
                    .orElse(dealt.view(0).board().pirate());

            ChromeDriver browser = Chromium.start(dir.resolve("profile"));
            try {
                browser.get(server.url().resolve("/replays/" + id).toString());
                new WebDriverWait(browser, Duration.ofSeconds(60))
                        .until(ExpectedConditions.attributeContains(By.id("viewer"), "class", "loaded"));
                assertEquals(
                        board.topology().hexCount(),
                        browser.findElements(By.cssSelector("#board polygon.hex"))
                                .size(),
                        "the scenario's frame, dealt by the server");
                assertEquals(
                        sea,
                        browser.findElements(By.cssSelector("#board polygon.hex[data-terrain='SEA']"))
                                .size());
                assertEquals(
                        List.of(String.valueOf(dealt.view(0).board().pirate())),
                        pirates(browser),
                        "R-23.6.1 the pirate starts on the sea hex the seed dealt");
                browser.findElement(By.id("last")).click();
                Chromium.screenshot(browser, "stored-scenario-replay");
                assertTrue(sea > 0 && ships > 0, "random play on the New World builds ships on its sea");
                assertEquals(
                        ships,
                        browser.findElements(By.cssSelector("#board polygon.ship"))
                                .size(),
                        "R-23.2 every ship is drawn on its path");
                assertEquals(List.of(String.valueOf(pirate)), pirates(browser), "R-23.6.2 where its last move put it");
            } finally {
                browser.quit();
            }
        }
    }

    /** A one-round tournament of four random bots on the scenario, played as the dashboard plays it. */
    private static long playOneSeafarersMatch(Database database) {
        List<EntrantSpec> entrants = new ArrayList<>();
        for (String bot : List.of("sailor-a", "sailor-b", "sailor-c", "sailor-d")) {
            entrants.add(new EntrantSpec(
                    bot,
                    database.jdbi()
                            .withExtension(
                                    AgentDao.class,
                                    dao -> dao.findOrInsertVersion(
                                            bot,
                                            OptionalLong.empty(),
                                            "1",
                                            "random",
                                            Optional.empty(),
                                            Instant.now()))));
        }
        TournamentSettings settings = new TournamentSettings(
                        Ruleset.BASE,
                        4,
                        1,
                        -4_962_768_465_676_381_893L, // digits a JavaScript number would lose
                        TournamentSettings.Start.STANDARD,
                        MatchLimits.DEFAULT,
                        EloSettings.STANDARD)
                .withVariants(VariantChoice.parse("seafarers", SCENARIO));
        Clock clock = Clock.systemUTC();
        long tournament = new Tournaments(database, clock)
                .create("sea", settings, entrants, Optional.empty(), OptionalLong.empty())
                .id();
        ClaimedMatch claim = new MatchQueue(database, clock, Duration.ofMinutes(5))
                .claim(tournament, "sea-test")
                .orElseThrow();
        try (InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn())) {
            new ResultRecorder(database, clock).record(claim, executor.play(claim.spec()));
        }
        return claim.matchId();
    }

    /** @return the hex of each pirate drawn on the board */
    private static List<String> pirates(ChromeDriver browser) {
        return browser.findElements(By.cssSelector("#board polygon.pirate")).stream()
                .map(p -> p.getDomAttribute("data-hex"))
                .toList();
    }
}
