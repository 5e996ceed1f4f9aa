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
 * page with its rating chart, and (as the bot's owner) see its captured log. And issue 20's page
 * mismatches: every page names versions one way ({@code v1}, {@code built-in 0.1.0}) and shows
 * every time one way (the reader's local time, UTC on hover), the bot page's league column names
 * no "season null", and the league page has a head-to-head heatmap.
 */
class MatchesBrowserTest {
    @TempDir
    static Path data;

    @TempDir
    static Path scratch;

    static TestDashboard server;
    static ChromeDriver browser;
    static long league;

    @BeforeAll
    static void start() throws InterruptedException {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        server = TestDashboard.start(data);
        league = PlayedLeague.play(server.database());
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
        assertEquals(
                PlayedLeague.ALICE_BOT,
                browser.findElement(By.id("filter-agent")).getAttribute("value"));
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
        assertEquals(
                PlayedLeague.ALICE_BOT, browser.findElement(By.id("bot-name")).getText());
        assertEquals(
                2,
                browser.findElements(By.cssSelector("#rating-chart polyline")).size());
        assertEquals(
                3,
                browser.findElements(By.cssSelector("#head-to-head tbody tr")).size());
        assertFalse(browser.findElements(By.cssSelector("#bot-faults tbody tr")).isEmpty());
        Chromium.screenshot(browser, "24-bot");

        browser.get(url("/bots/" + URLEncoder.encode(PlayedLeague.XSS, StandardCharsets.UTF_8)));
        assertEquals(PlayedLeague.XSS, browser.findElement(By.id("bot-name")).getText());
        Chromium.screenshot(browser, "25-bot-named-markup");
    }

    // ---- issue 20: one version label, one time format, the heatmap ----------------------------

    /** Every {@code <time>} of the page shows local time (no ISO 'T', no 'Z') with UTC on hover. */
    private static int assertTimesAreLocalWithUtcOnHover() {
        List<WebElement> times = browser.findElements(By.cssSelector("main time"));
        for (WebElement t : times) {
            assertTrue(
                    t.getAttribute("title").matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC"), t.getAttribute("title"));
            assertFalse(
                    t.getText().contains("T")
                            || t.getText().endsWith("Z")
                            || t.getText().contains("UTC"),
                    "local time, not the ISO text: " + t.getText());
            assertFalse(t.getText().isBlank());
        }
        return times.size();
    }

    @Test
    void theBotPageLabelsVersionsAndTimesLikeEveryOtherPage() {
        browser.get(url("/bots/" + PlayedLeague.ALICE_BOT));
        new WebDriverWait(browser, Duration.ofSeconds(30))
                .until(ExpectedConditions.presenceOfElementLocated(By.id("rating-chart")));
        assertEquals(
                "v1",
                browser.findElement(By.cssSelector("#versions tr:nth-child(2) td"))
                        .getText());
        assertTrue(assertTimesAreLocalWithUtcOnHover() >= 2, "the version's upload and the matches' finish times");
        for (WebElement row : browser.findElements(By.cssSelector("#recent-matches tbody tr"))) {
            assertFalse(row.getText().contains("season null"), row.getText());
            assertTrue(row.getText().contains(PlayedLeague.NAME + ", season "), row.getText());
        }
        List<WebElement> legend = browser.findElements(By.cssSelector("#rating-legend li"));
        assertEquals(
                2,
                legend.size(),
                "one entry per season: "
                        + legend.stream().map(WebElement::getText).toList());
        Chromium.screenshot(browser, "41-bot-versions-and-times");

        // "All N matches" counts at least the rated matches the chart draws, for an uploaded and a built-in bot.
        for (String bot : List.of(PlayedLeague.ALICE_BOT, "random")) {
            browser.get(url("/bots/" + bot));
            String axis = browser.findElement(By.cssSelector("#rating-chart .axis-label"))
                    .getText();
            int rated = Integer.parseInt(axis.replaceAll(".*\\((\\d+)\\).*", "$1"));
            String all = browser.findElement(By.id("all-matches")).getText();
            int listed = Integer.parseInt(all.replaceAll("All (\\d+) matches", "$1"));
            assertTrue(rated > 0 && listed >= rated, bot + ": " + all + " beside " + axis);
        }
    }

    @Test
    void theMatchesListAndAMatchShowLocalTimesAndVersionLabels() {
        browser.get(url("/matches"));
        assertTrue(assertTimesAreLocalWithUtcOnHover() > 0);
        Chromium.screenshot(browser, "42-matches-local-times");
        browser.findElement(By.cssSelector("#match-list .match-link")).click();
        new WebDriverWait(browser, Duration.ofSeconds(30))
                .until(ExpectedConditions.presenceOfElementLocated(By.id("seats")));
        assertTimesAreLocalWithUtcOnHover();
        String seats = browser.findElement(By.id("seats")).getText();
        assertTrue(seats.contains("v1") && seats.contains("built-in "), seats);
        assertFalse(seats.contains("builtin-") || seats.contains("SNAPSHOT"), seats);
        Chromium.screenshot(browser, "43-match-version-labels");
    }

    @Test
    void theLeaguePageWritesTheSameLabelsFromItsScript() {
        browser.get(url("/leagues/" + league));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#leaderboard tbody tr.entrant")));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#matches tbody time")));
        List<String> versions =
                browser.findElements(By.cssSelector("#leaderboard tbody tr.entrant td:nth-child(3)")).stream()
                        .map(WebElement::getText)
                        .toList();
        assertTrue(
                versions.contains("v1") && versions.stream().anyMatch(v -> v.startsWith("built-in ")),
                versions.toString());
        assertTrue(
                versions.stream().noneMatch(v -> v.contains("builtin-") || v.contains("SNAPSHOT")),
                versions.toString());
        assertTrue(assertTimesAreLocalWithUtcOnHover() > 0);
        Chromium.screenshot(browser, "44-league-labels");

        // The heatmap: one row and column per bot of the season, a bot never against itself, and
        // each pair's two cells adding up to 100% less the ties (FumblingAgent ties nobody here).
        List<WebElement> rows = browser.findElements(By.cssSelector("#heatmap tbody tr"));
        assertEquals(4, rows.size());
        for (int i = 0; i < rows.size(); i++) {
            List<WebElement> cells = rows.get(i).findElements(By.tagName("td"));
            assertEquals(4, cells.size());
            assertEquals("–", cells.get(i).getText(), "the diagonal is empty");
            for (int j = 0; j < cells.size(); j++) {
                if (j != i) {
                    assertTrue(
                            cells.get(j).getText().matches("\\d{1,3}%"),
                            cells.get(j).getText());
                    assertTrue(
                            cells.get(j).getAttribute("title").contains(" ahead of "),
                            cells.get(j).getAttribute("title"));
                }
            }
        }
        browser.executeScript("document.getElementById('heatmap').scrollIntoView()");
        Chromium.screenshot(browser, "45-league-heatmap");
    }
}
