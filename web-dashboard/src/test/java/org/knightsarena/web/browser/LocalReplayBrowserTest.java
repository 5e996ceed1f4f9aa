package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GoldChosen;
import org.knightsarena.api.event.PirateMoved;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The replay viewer opening a file from the visitor's machine in a real headless Chromium: a
 * replay written by {@code arena play --replay} is read in the browser and stepped through like a
 * stored one (hovering a chronicle line rings the spot it names on the board), and a file that is
 * not a replay is refused with the reason.
 */
class LocalReplayBrowserTest {

    @Test
    void aReplayFileFromArenaPlayOpensInTheViewerAndAFileThatIsNoReplayIsRefused(@TempDir Path dir) throws IOException {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        Path replay = dir.resolve("my-game.json");
        LocalReplays.play(replay, "--agents", "heuristic,random,random,random", "--games", "1", "--seed", "7");
        int events = ReplayJson.read(Files.readString(replay)).events().size();
        Path notAReplay = Files.writeString(dir.resolve("notes.json"), "{\"shopping\": [\"ore\", \"wool\"]}");

        try (TestDashboard server = TestDashboard.start(Files.createDirectories(dir.resolve("data")))) {
            ChromeDriver browser = Chromium.start(dir.resolve("profile"));
            try {
                LocalReplays.open(browser, server.url(), replay);
                Chromium.screenshot(browser, "local-replay-01-opened");
                assertEquals(
                        events,
                        browser.findElements(By.cssSelector("#chronicle li")).size());
                assertTrue(
                        browser.findElement(By.tagName("h1")).getText().startsWith("my-game.json: "),
                        browser.findElement(By.tagName("h1")).getText());
                WebElement first = browser.findElement(By.cssSelector("#chronicle li"));
                String at = first.getText()
                        .replaceAll(".* at ", ""); // the first event: a settlement built at an intersection
                assertTrue(first.getText().contains(" built a settlement at "), first.getText());
                new Actions(browser).moveToElement(first).perform();
                assertEquals(
                        1,
                        browser.findElements(By.cssSelector("#board .highlight[data-intersection='" + at + "']"))
                                .size(),
                        "hovering the line rings the intersection it names");
                Chromium.screenshot(browser, "local-replay-02-hover");
                browser.findElement(By.id("last")).click();
                assertEquals(
                        "Event " + events + " of " + events,
                        browser.findElement(By.id("position")).getText().replaceAll(" · .*", ""));

                browser.findElement(By.id("replay-file")).sendKeys(notAReplay.toString());
                new WebDriverWait(browser, Duration.ofSeconds(60))
                        .until(ExpectedConditions.textToBePresentInElementLocated(
                                By.id("status"), "Cannot show this file"));
                assertEquals(
                        "Cannot show this file: notes.json is not a replay: it needs a header with options and agents,"
                                + " and a list of events",
                        browser.findElement(By.id("status")).getText());
            } finally {
                browser.quit();
            }
        }
    }

    @Test
    void aSeafarersScenarioReplayIsDrawnOnItsSeaWithItsGoldFieldsTheirPicksAndTheShips(@TempDir Path dir)
            throws IOException {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        Path replay = dir.resolve("new-world.json");
        long seed = -4_962_768_465_676_381_893L; // digits a JavaScript number would lose; deals gold picks
        LocalReplays.play(
                replay,
                "--scenario",
                "new-world",
                "--agents",
                "random,random,random,random",
                "--games",
                "1",
                "--seed",
                String.valueOf(seed),
                "--turn-cap",
                "100");
        Game dealt = Game.create(
                GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4).withScenario("new-world"), seed, Scenarios::deal);
        Board board = dealt.board();
        List<GameEvent> events = ReplayJson.read(Files.readString(replay)).events();
        long picks = events.stream().filter(e -> e instanceof GoldChosen).count();
        long ships = events.stream() // ships are never taken off the board (moves keep the count)
                .filter(e -> e instanceof Built b && b.piece() == Piece.SHIP)
                .count();
        List<PirateMoved> pirateMoves = events.stream()
                .filter(PirateMoved.class::isInstance)
                .map(PirateMoved.class::cast)
                .toList();
        int pirateAtStart = dealt.view(0).board().pirate();
        int pirateAtEnd = pirateMoves.isEmpty()
                ? pirateAtStart
                : pirateMoves.get(pirateMoves.size() - 1).hex();
        int sea = 0;
        int gold = 0;
        for (int h = 0; h < board.topology().hexCount(); h++) {
            sea += board.terrain(h) == Terrain.SEA ? 1 : 0;
            gold += board.terrain(h) == Terrain.GOLD ? 1 : 0;
        }

        try (TestDashboard server = TestDashboard.start(Files.createDirectories(dir.resolve("data")))) {
            ChromeDriver browser = Chromium.start(dir.resolve("profile"));
            try {
                LocalReplays.open(browser, server.url(), replay);
                Chromium.screenshot(browser, "local-replay-03-new-world");
                assertEquals(
                        List.of(String.valueOf(pirateAtStart)),
                        pirates(browser),
                        "R-23.6.1 the pirate is drawn once, on the scenario's sea hex");
                assertEquals(
                        board.topology().hexCount(),
                        browser.findElements(By.cssSelector("#board polygon.hex"))
                                .size());
                assertEquals(
                        sea,
                        browser.findElements(By.cssSelector("#board polygon.hex[data-terrain='SEA']"))
                                .size());
                assertEquals(
                        gold,
                        browser.findElements(By.cssSelector("#board polygon.hex[data-terrain='GOLD']"))
                                .size());
                assertTrue(sea > 0 && gold > 0 && picks > 0, "the New World's sea, its gold fields and their picks");
                assertEquals(
                        picks,
                        browser.findElements(By.cssSelector("#chronicle li")).stream()
                                .filter(li -> li.getText().matches(".* took 1 [a-z]+ for a gold field"))
                                .count(),
                        "each gold pick is a line of the chronicle");
                browser.findElement(By.id("last")).click();
                assertTrue(ships > 0, "random play on the New World builds ships");
                assertEquals(
                        ships,
                        browser.findElements(By.cssSelector("#board polygon.ship"))
                                .size(),
                        "every ship is drawn on its path");
                Chromium.screenshot(browser, "local-replay-04-new-world-ships");
                assertEquals(
                        List.of(String.valueOf(pirateAtEnd)),
                        pirates(browser),
                        "R-23.6.2 the pirate stands where its last move put it (" + pirateMoves.size() + " moves)");
                assertEquals(
                        pirateMoves.size(),
                        browser.findElements(By.cssSelector("#chronicle li")).stream()
                                .filter(li -> li.getText().contains(" moved the pirate to sea hex "))
                                .count(),
                        "each pirate move is a line of the chronicle");
                assertEquals(
                        "Event " + events.size() + " of " + events.size(),
                        browser.findElement(By.id("position")).getText().replaceAll(" · .*", ""));
            } finally {
                browser.quit();
            }
        }
    }

    /** @return the hex of each pirate drawn on the board */
    private static List<String> pirates(ChromeDriver browser) {
        return browser.findElements(By.cssSelector("#board polygon.pirate")).stream()
                .map(p -> p.getAttribute("data-hex"))
                .toList();
    }
}
