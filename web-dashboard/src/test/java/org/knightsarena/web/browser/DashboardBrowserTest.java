package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.knightsarena.web.BotJars;
import org.knightsarena.web.SampleReplays;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The dashboard in a real headless Chromium: log in, upload a bot, open a replay and step it,
 * with screenshots in {@code target/browser-screenshots}.
 */
class DashboardBrowserTest {
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
        SampleReplays.citiesAndKnights(data, 1);
        server = TestDashboard.start(data);
        browser = Chromium.start(scratch.resolve("profile"));
        wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        logIn();
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

    private static void logIn() {
        Chromium.logIn(browser, server.url(), "alice", "01-login");
    }

    private static void openReplay(String fragment) {
        browser.get(url("/replays/1" + fragment));
        wait.until(ExpectedConditions.attributeContains(By.id("viewer"), "class", "loaded"));
    }

    private static String position() {
        return browser.findElement(By.id("position")).getText();
    }

    @Test
    void steppingAReplayForwardChangesTheBoard() {
        openReplay("");
        WebElement board = browser.findElement(By.id("board"));
        String before = board.getAttribute("innerHTML");
        assertTrue(position().startsWith("Event 0 of "), position());
        assertEquals(
                0, browser.findElements(By.cssSelector("#board .settlement")).size());
        Chromium.screenshot(browser, "02-replay-start");

        browser.findElement(By.id("forward")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "Event 1 of "));
        String after = browser.findElement(By.id("board")).getAttribute("innerHTML");
        assertNotEquals(before, after, "the first event builds a settlement");
        assertEquals(
                1, browser.findElements(By.cssSelector("#board .settlement")).size());
        assertEquals(
                "1",
                browser.findElement(By.cssSelector("#chronicle li.current")).getAttribute("data-event"));
        Chromium.screenshot(browser, "03-replay-one-step");
    }

    @Test
    void aLinkOpensTheReplayAtAnEventAndKeysStepIt() {
        openReplay("#event=400");
        assertTrue(position().startsWith("Event 400 of "), position());
        assertTrue(browser.findElements(By.cssSelector("#board .road")).size() > 5, "roads by event 400");
        Chromium.screenshot(browser, "04-replay-event-400");
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "Event 401 of "));
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT, Keys.ARROW_LEFT);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "Event 399 of "));
        browser.findElement(By.id("next-turn")).click();
        String turn =
                browser.findElement(By.cssSelector("#chronicle li.current")).getText();
        assertTrue(turn.startsWith("Turn "), "jumping by turn lands on a turn's start: " + turn);
        browser.findElement(By.id("last")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(
                By.cssSelector("#chronicle li.current"), " won with "));
        Chromium.screenshot(browser, "05-replay-end");
    }

    @Test
    void uploadingABotShowsItsPageWithTheNameAsText() throws Exception {
        Path jar = Files.write(scratch.resolve("first.jar"), BotJars.good(scratch.resolve("bot")));
        browser.get(url("/upload"));
        browser.findElement(By.id("bot-name")).sendKeys("<script>alert(1)");
        browser.findElement(By.id("bot-jar")).sendKeys(jar.toAbsolutePath().toString());
        browser.findElement(By.id("upload-submit")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("upload-result"), "Stored version v1"));
        Chromium.screenshot(browser, "06-uploaded");
        browser.findElement(By.cssSelector("#upload-result a")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("versions")));
        assertEquals("<script>alert(1)", browser.findElement(By.id("bot-name")).getText());
        Chromium.screenshot(browser, "07-bot-page");
    }
}
