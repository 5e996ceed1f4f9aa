package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.accounts.Role;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The forms that choose variants and a Seafarers scenario (issues 16 and 17), in a real headless
 * Chromium: an organiser creates a league on four-islands with the leagues page's form, and a
 * person starts a {@code /play} game on it, whose table draws the scenario's board; a choice the
 * table cannot play is answered on the page with the field to fix.
 */
class VariantFormsBrowserTest {
    /** Hexes of the standard island; a scenario's frame has more (sea around its islands). */
    private static final int STANDARD_HEXES = 19;

    @TempDir
    static Path data;

    @TempDir
    static Path scratch;

    static TestDashboard server;
    static ChromeDriver browser;
    static WebDriverWait wait;

    @BeforeAll
    static void start() {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        server = TestDashboard.start(data);
        server.dashboard().accounts().create("teacher", TestDashboard.PASSWORD, Role.ORGANISER);
        browser = Chromium.start(scratch.resolve("profile"));
        wait = new WebDriverWait(browser, Duration.ofSeconds(30));
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

    @BeforeEach
    void signOut() {
        browser.get(url("/login"));
        browser.manage().deleteAllCookies();
    }

    private static String url(String path) {
        return server.url().resolve(path).toString();
    }

    @Test
    @DisplayName("R-23.10: the leagues form creates a league on seafarers four-islands, and its page says so")
    void r23_10TheLeagueFormCreatesALeagueOnAScenario() {
        Chromium.logIn(browser, server.url(), "teacher", null);
        browser.get(url("/leagues"));
        browser.findElement(By.id("league-name")).sendKeys("Island ladder");
        new Select(browser.findElement(By.name("ruleset"))).selectByValue("base");
        new Select(browser.findElement(By.name("tableSize"))).selectByVisibleText("3");
        browser.findElement(By.id("league-variant-seafarers")).click();
        new Select(browser.findElement(By.id("league-scenario"))).selectByValue("four-islands");
        Chromium.screenshot(browser, "variants-01-league-form");
        browser.findElement(By.id("league-submit")).click();

        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("league-rules")));
        assertEquals(
                "base with seafarers on scenario four-islands",
                browser.findElement(By.id("league-rules")).getText());
        Chromium.screenshot(browser, "variants-02-league-page");

        browser.get(url("/leagues"));
        browser.findElement(By.id("league-name")).sendKeys("Two at three");
        new Select(browser.findElement(By.name("tableSize"))).selectByVisibleText("3");
        browser.findElement(By.id("league-variant-catan-for-two")).click();
        browser.findElement(By.id("league-submit")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("p.error")));
        assertTrue(
                browser.findElement(By.cssSelector("p.error"))
                        .getText()
                        .startsWith(
                                "the field 'variants' cannot be played: catan-for-two is played by 2 agents, not 3"),
                browser.findElement(By.cssSelector("p.error")).getText());
        assertEquals(
                "Two at three",
                browser.findElement(By.id("league-name")).getAttribute("value"),
                "the refused form comes back as it was sent");
        assertTrue(browser.findElement(By.id("league-variant-catan-for-two")).isSelected());
        assertEquals(
                "3",
                new Select(browser.findElement(By.name("tableSize")))
                        .getFirstSelectedOption()
                        .getAttribute("value"));
        Chromium.screenshot(browser, "variants-05-league-refused");
    }

    @Test
    @DisplayName("R-23.10: /play starts a game on four-islands and draws the scenario's board; two seats are refused")
    void r23_10APlayGameOnAScenarioIsDrawnOnItsBoard() {
        Chromium.logIn(browser, server.url(), "alice", null);
        browser.get(url("/play"));
        new Select(browser.findElement(By.id("ruleset"))).selectByValue("base");
        new Select(browser.findElement(By.id("players"))).selectByValue("2");
        new Select(browser.findElement(By.id("play-scenario"))).selectByValue("four-islands");
        browser.findElement(By.id("start-game")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("play-error")));
        assertTrue(
                browser.findElement(By.id("play-error")).getText().startsWith("the field 'scenario' cannot be played"),
                browser.findElement(By.id("play-error")).getText());
        assertEquals(
                "four-islands",
                new Select(browser.findElement(By.id("play-scenario")))
                        .getFirstSelectedOption()
                        .getAttribute("value"),
                "the refused choice is still on the form");

        new Select(browser.findElement(By.id("players"))).selectByValue("3");
        browser.findElement(By.id("play-variant-seafarers")).click();
        Chromium.screenshot(browser, "variants-03-play-form");
        browser.findElement(By.id("start-game")).click();
        wait.until(ExpectedConditions.urlMatches(".*/play/[0-9]+$"));
        wait.until(ExpectedConditions.attributeContains(By.id("table"), "class", "loaded"));
        int hexes = browser.findElements(By.cssSelector("#board .hex")).size();
        assertTrue(hexes > STANDARD_HEXES, "the scenario's frame is drawn, sea included: " + hexes + " hexes");
        Chromium.screenshot(browser, "variants-04-play-table");
    }
}
