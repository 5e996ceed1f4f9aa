package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.accounts.Role;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A classroom assignment in a real headless Chromium: the teacher's path (log in, create an
 * assignment with the form, read its join code) and the student's (sign up at the join link,
 * upload a sample bot into the assignment, follow its test match, ask for a practice match), with
 * screenshots in {@code target/browser-screenshots}.
 */
class ClassroomBrowserTest {
    /** The shipped random bot as an uploadable JAR, built by sample-agents. */
    private static final Path RANDOM_JAR =
            Path.of("").toAbsolutePath().getParent().resolve("sample-agents/target/bots/random.jar");

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
    void aTeacherCreatesAnAssignmentWithTheFormAndSeesItsJoinCode() {
        Chromium.logIn(browser, server.url(), "teacher", null);

        browser.findElement(By.linkText("Assignments")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("create-form")));
        browser.findElement(By.id("assignment-name")).sendKeys("Bots 101 <week 1>");
        new Select(browser.findElement(By.id("assignment-table"))).selectByVisibleText("3");
        browser.findElement(By.id("assignment-rounds")).clear();
        browser.findElement(By.id("assignment-rounds")).sendKeys("2");
        assertTrue(
                browser.findElement(By.cssSelector("input[name=baseline][value=random]"))
                        .isSelected(),
                "the random sample bot is offered and chosen by default");
        Chromium.screenshot(browser, "classroom-01-create-form");
        browser.findElement(By.id("create-submit")).click();

        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("join-code")));
        String code = browser.findElement(By.id("join-code")).getText();
        assertTrue(code.matches("[A-Z2-9]{8}"), code);
        assertEquals(
                "Bots 101 <week 1>",
                browser.findElement(By.id("assignment-title")).getText());
        assertTrue(browser.findElement(By.id("join-link")).getAttribute("href").endsWith("/join/" + code));
        assertEquals("open", browser.findElement(By.id("phase")).getText());
        assertTrue(browser.findElement(By.id("baselines")).getText().contains("random"));
        // The league script has filled the season line: no season yet, rather than an error.
        new WebDriverWait(browser, Duration.ofSeconds(30))
                .until(ExpectedConditions.textToBePresentInElementLocated(By.id("season"), "No season yet."));
        assertEquals(9, browser.findElements(By.cssSelector("#leaderboard th")).size(), "with the trend column");
        Chromium.screenshot(browser, "classroom-02-assignment-for-teacher");
    }

    @Test
    void aStudentSignsUpAtTheJoinLinkUploadsABotAndAsksForAPracticeMatch() throws Exception {
        assertTrue(Files.isRegularFile(RANDOM_JAR), "build sample-agents first: " + RANDOM_JAR);
        WebClient teacher = server.loggedIn("teacher");
        JsonNode created = json(teacher.postJson(
                "/api/assignments",
                "{\"name\": \"Bots 101: week 2\","
                        + " \"ruleset\": \"cities-and-knights\", \"tableSize\": 3, \"deadline\": \""
                        + Instant.now().plus(Duration.ofDays(2))
                        + "\", \"finalRounds\": 1, \"scrimmageEveryMinutes\": 0,"
                        + " \"baselines\": [\"random\", \"heuristic\"]}",
                csrf(teacher.csrfToken())));
        long id = created.get("id").asLong();

        browser.get(url(created.get("joinLink").asText()));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("signup-form")));
        browser.findElement(By.id("signup-username")).sendKeys("student1");
        browser.findElement(By.id("signup-password")).sendKeys(TestDashboard.PASSWORD);
        Chromium.screenshot(browser, "classroom-03-sign-up");
        browser.findElement(By.id("signup-submit")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("upload-link")));
        assertEquals(
                "Bots 101: week 2",
                browser.findElement(By.id("assignment-title")).getText());
        assertTrue(browser.findElements(By.id("join-code")).isEmpty(), "students do not see the join code");

        browser.findElement(By.id("upload-link")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("upload-form")));
        assertEquals(
                "Bots 101: week 2",
                new Select(browser.findElement(By.id("bot-league")))
                        .getFirstSelectedOption()
                        .getText());
        browser.findElement(By.id("bot-name")).sendKeys("my-random");
        browser.findElement(By.id("bot-jar")).sendKeys(RANDOM_JAR.toString());
        browser.findElement(By.id("upload-submit")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("upload-result"), "Stored version v1"));
        String testMatch = browser.findElement(By.id("test-match")).getAttribute("href");
        assertTrue(testMatch.matches(".*/matches/[0-9]+"), testMatch);
        Chromium.screenshot(browser, "classroom-04-uploaded-with-test-match");

        browser.get(url("/assignments/" + id));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("practice-form")));
        browser.findElement(By.id("practice-submit")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("practice-result")));
        assertTrue(browser.findElement(By.id("practice-result")).getText().startsWith("Practice match "));
        assertEquals(
                2,
                browser.findElements(By.cssSelector("#student tr.match")).size(),
                "the test match and the practice match are listed");
        Chromium.screenshot(browser, "classroom-05-practice-queued");

        // The organiser sees the upload on the submissions chart toward the deadline, and only
        // the student among the students (the built-in baselines are nobody's).
        browser.manage().deleteAllCookies();
        Chromium.logIn(browser, server.url(), "teacher", null);
        browser.get(url("/assignments/" + id));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("submissions-chart")));
        assertEquals(
                1,
                browser.findElements(By.cssSelector("#submissions-chart polyline"))
                        .size());
        assertEquals(1, browser.findElements(By.id("deadline-mark")).size());
        assertEquals(1, browser.findElements(By.id("now-mark")).size(), "now is before the deadline, two days away");
        assertTrue(
                browser.findElement(By.id("submissions-summary")).getText().startsWith("1 upload, the latest "),
                browser.findElement(By.id("submissions-summary")).getText());
        List<String> students = browser.findElements(By.cssSelector("#manage tr.entry td:first-child")).stream()
                .map(WebElement::getText)
                .toList();
        assertEquals(List.of("student1"), students);
        assertEquals("1", browser.findElement(By.id("members")).getText());
        browser.executeScript("document.getElementById('submissions-chart').scrollIntoView()");
        Chromium.screenshot(browser, "classroom-06-submissions-chart");
    }
}
