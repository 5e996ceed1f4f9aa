package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The home page in a real headless Chromium while the open league plays: the leaderboard fills
 * with the sample bots as matches finish, and a match's replay link opens the board.
 */
class LeagueBrowserTest {
    private static final Pattern DONE = Pattern.compile("(\\d+) / (\\d+) matches done");

    @TempDir
    static Path data;

    @TempDir
    static Path scratch;

    static TestDashboard server;
    static ChromeDriver browser;

    @BeforeAll
    static void start() {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
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

    @Test
    void homeShowsTheLeaderboardAndAMatchReplayOpensTheBoard() {
        browser.get(server.url().toString());
        // The page's script refreshes the tables while the season plays; wait until it has shown
        // the season with every match done (the text, rows and links come from one refresh).
        new WebDriverWait(browser, Duration.ofMinutes(5)).until(driver -> {
            Matcher m = DONE.matcher(driver.findElement(By.id("season")).getText());
            return m.find()
                    && m.group(1).equals(m.group(2))
                    && driver.findElements(By.cssSelector("#leaderboard tbody tr"))
                                    .size()
                            == 3
                    && !driver.findElements(By.cssSelector("#matches a.replay-link"))
                            .isEmpty();
        });
        List<WebElement> rows = browser.findElements(By.cssSelector("#leaderboard tbody tr"));
        Set<String> names = new TreeSet<>();
        for (WebElement row : rows) {
            names.add(row.findElement(By.className("name")).getText());
            assertTrue(Integer.parseInt(row.findElement(By.className("games")).getText()) > 0, row.getText());
            assertTrue(row.findElement(By.className("rating")).getText().matches("\\d+ ± \\d+"), row.getText());
        }
        assertEquals(new TreeSet<>(SampleBots.NAMES), names);
        Chromium.screenshot(browser, "11-league-home");

        WebElement link = browser.findElement(By.cssSelector("#matches a.replay-link"));
        String href = link.getAttribute("href");
        link.click();
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        wait.until(ExpectedConditions.attributeContains(By.id("viewer"), "class", "loaded"));
        assertTrue(browser.getCurrentUrl().startsWith(href), browser.getCurrentUrl());
        assertEquals(19, browser.findElements(By.cssSelector("#board .hex")).size());
        Chromium.screenshot(browser, "12-league-replay");
    }
}
