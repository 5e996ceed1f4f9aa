package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.FumblingAgent;
import org.knightsarena.web.PlayedLeague;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The matches pages in a real headless Chromium: filter the list, open a match, open a bot's
 * page with its rating chart, and (as the bot's owner) see its captured log.
 */
class MatchesBrowserTest {
    @TempDir
    static Path data;

    @TempDir
    static Path scratch;

    static TestDashboard server;
    static ChromeDriver browser;

    @BeforeAll
    static void start() throws InterruptedException {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        server = TestDashboard.start(data);
        PlayedLeague.play(server.database());
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
    void filterTheMatchesOpenOneAndItsBotsPage() {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        Chromium.logIn(browser, server.url(), "alice", null);

        browser.get(url("/matches"));
        assertFalse(browser.findElements(By.cssSelector("#match-list tbody tr")).isEmpty());
        Chromium.screenshot(browser, "21-matches");

        new Select(browser.findElement(By.id("filter-league"))).selectByVisibleText(PlayedLeague.NAME);
        browser.findElement(By.id("filter-agent")).sendKeys(PlayedLeague.ALICE_BOT);
        new Select(browser.findElement(By.id("filter-status"))).selectByValue("finished");
        browser.findElement(By.id("filter-submit")).click();
        wait.until(ExpectedConditions.urlContains("agent=" + PlayedLeague.ALICE_BOT));
        List<WebElement> rows = browser.findElements(By.cssSelector("#match-list tbody tr"));
        assertFalse(rows.isEmpty());
        for (WebElement row : rows) {
            assertTrue(row.getText().contains(PlayedLeague.ALICE_BOT), row.getText());
            assertTrue(row.getText().contains("finished"), row.getText());
        }
        assertEquals(PlayedLeague.ALICE_BOT, browser.findElement(By.id("filter-agent")).getAttribute("value"));
        Chromium.screenshot(browser, "22-matches-filtered");

        WebElement match = rows.get(0).findElement(By.className("match-link"));
        String id = match.getText();
        match.click();
        wait.until(ExpectedConditions.textToBe(By.id("match-title"), "Match " + id));
        assertEquals(3, browser.findElements(By.cssSelector("#seats tbody tr")).size());
        WebElement log = browser.findElement(By.cssSelector(".seat-private pre.log"));
        assertTrue(log.getText().contains(FumblingAgent.LOG_LINE), "the owner sees the log as text: " + log.getText());
        Chromium.screenshot(browser, "23-match");

        browser.findElement(By.linkText(PlayedLeague.ALICE_BOT)).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("rating-chart")));
        assertEquals(PlayedLeague.ALICE_BOT, browser.findElement(By.id("bot-name")).getText());
        assertEquals(2, browser.findElements(By.cssSelector("#rating-chart polyline")).size());
        assertEquals(3, browser.findElements(By.cssSelector("#head-to-head tbody tr")).size());
        assertFalse(browser.findElements(By.cssSelector("#bot-faults tbody tr")).isEmpty());
        Chromium.screenshot(browser, "24-bot");

        browser.get(url("/bots/" + URLEncoder.encode(PlayedLeague.XSS, StandardCharsets.UTF_8)));
        assertEquals(PlayedLeague.XSS, browser.findElement(By.id("bot-name")).getText());
        Chromium.screenshot(browser, "25-bot-named-markup");
    }
}
