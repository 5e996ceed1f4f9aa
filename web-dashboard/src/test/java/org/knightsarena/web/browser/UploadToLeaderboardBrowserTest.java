package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A bot author's first visit, in a real headless Chromium on a dashboard that plays: log in,
 * upload the shipped heuristic bot's JAR, see it entered on the leaderboard, wait for its test
 * match, open that match's replay and step it forward.
 */
class UploadToLeaderboardBrowserTest {
    /** Built by the sample-agents module, which the reactor builds before this one. */
    private static final Path HEURISTIC_JAR =
            Path.of("").toAbsolutePath().getParent().resolve("sample-agents/target/bots/heuristic.jar");

    @TempDir
    static Path data;

    @TempDir
    static Path scratch;

    static TestDashboard server;
    static ChromeDriver browser;

    @BeforeAll
    static void start() {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        assertTrue(Files.isRegularFile(HEURISTIC_JAR), "build sample-agents first: " + HEURISTIC_JAR);
        server = TestDashboard.start(data, TestDashboard.playing(data));
        browser = Chromium.start(scratch.resolve("profile"));
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    private static String url(String path) {
        return server.url().resolve(path).toString();
    }

    @Test
    void anUploadedSampleBotReachesTheLeaderboardAndItsTestMatchReplayPlays() {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        Chromium.logIn(browser, server.url(), "alice", null);

        browser.get(url("/upload"));
        browser.findElement(By.id("bot-name")).sendKeys("alices-heuristic");
        browser.findElement(By.id("bot-jar")).sendKeys(HEURISTIC_JAR.toString());
        browser.findElement(By.id("upload-submit")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("upload-result"), "Stored version v1"));
        assertTrue(browser.findElement(By.id("upload-result")).getText().contains("entered it in Open league"));
        String replay = browser.findElement(By.id("test-replay")).getAttribute("href");
        Chromium.screenshot(browser, "31-uploaded-with-test-match");

        browser.get(url("/"));
        new WebDriverWait(browser, Duration.ofSeconds(60))
                .until(ExpectedConditions.textToBePresentInElementLocated(By.id("waiting"), "alices-heuristic (v1)"));
        Chromium.screenshot(browser, "32-leaderboard-with-upload");

        // The test match plays in a worker JVM ahead of the season; its replay exists once it is stored.
        new WebDriverWait(browser, Duration.ofMinutes(3))
                .pollingEvery(Duration.ofSeconds(1))
                .until(driver -> {
                    driver.get(replay);
                    return !driver.findElements(By.id("viewer")).isEmpty();
                });
        wait.until(ExpectedConditions.attributeContains(By.id("viewer"), "class", "loaded"));
        String title = browser.findElement(By.tagName("h1")).getText();
        assertTrue(title.contains("alices-heuristic") && !title.contains(".jar"), "players by bot name: " + title);
        String before = browser.findElement(By.id("board")).getAttribute("innerHTML");
        browser.findElement(By.id("forward")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "Event 1 of "));
        assertNotEquals(before, browser.findElement(By.id("board")).getAttribute("innerHTML"), "one step builds");
        Chromium.screenshot(browser, "33-test-match-replay");
    }
}
