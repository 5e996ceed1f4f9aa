package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.MatchResult;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.table.PersonDecisions;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A whole Cities &amp; Knights game played in a real headless Chromium against two {@code random}
 * bots: the game is chosen on {@code /play}, and every move of the person's seat is a click on
 * the page (an option of the list, a build spot on the board, or a card form for discards and
 * gifts), never a call of the API. At the end the page says the game is over, and the saved
 * replay re-runs to the same result. Seeded games meet every queued decision and every other
 * interruption of the turn, each answered by clicking and explained by a line on the page, and
 * play as the in-process rehearsal that found their seeds said they would. And a visitor who is not signed in finds a game its person
 * let others watch on {@code /play}, watches it without a hand or a move to make, and sees it
 * move on live.
 */
class PlayBrowserTest {
    @TempDir
    static Path data;

    static TestDashboard server;
    static ChromeDriver browser;
    static WebDriverWait wait;

    @Test
    void aWholeCitiesAndKnightsGameIsPlayedByClickingThePage(@TempDir Path scratch) throws IOException {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        server = TestDashboard.start(data);
        browser = Chromium.start(scratch.resolve("profile"));
        try {
            playAWholeGame();
        } finally {
            browser.quit();
            server.close();
        }
    }

    @Test
    void aVisitorWatchesAGameLiveWithoutAnyHandOrMove(@TempDir Path scratch) throws IOException {
        withFreshDashboardAndBrowser(scratch, () -> {
            WebClient alice = server.loggedIn("alice");
            JsonNode game = WebClient.json(alice.postJson(
                    "/api/games",
                    "{\"ruleset\": \"cities-and-knights\","
                            + " \"bots\": [\"random\", \"random\"], \"watchable\": true}",
                    WebClient.csrf(alice.csrfToken())));
            long id = game.get("id").asLong();

            browser.get(server.url().resolve("/play").toString());
            browser.findElement(By.cssSelector("#watchable-games a[href='/play/" + id + "']"))
                    .click();
            wait.until(ExpectedConditions.attributeContains(By.id("table"), "class", "loaded"));
            Chromium.screenshot(browser, "play-04-watching");
            assertTrue(browser.findElement(By.cssSelector("#hand .watching"))
                    .getText()
                    .startsWith("You are watching alice's game"));
            assertEquals(
                    0,
                    browser.findElements(By.cssSelector("#decision button.option"))
                            .size());
            assertEquals(0, browser.findElements(By.cssSelector("#board .spot")).size());
            String before = browser.findElement(By.id("table")).getAttribute("data-decision-number");

            JsonNode view = WebClient.json(alice.get("/api/games/" + id));
            alice.postJson(
                    "/api/games/" + id + "/moves",
                    "{\"decision\": " + view.get("decisionNumber") + ", \"option\": 0}",
                    WebClient.csrf(alice.csrfToken()));
            wait.until(d -> !before.equals(d.findElement(By.id("table")).getAttribute("data-decision-number")));
            assertTrue(
                    browser.findElements(By.cssSelector("#chronicle li")).size() > 0,
                    "the move shows in the chronicle");
        });
    }

    /** The seeded games' table: four players, the person first, 60 turns. */
    static final int PLAYERS = 4;

    static final int SEAT = 0;
    static final int TURN_CAP = 60;

    /**
     * Seeded games in which the person, playing {@link PagePolicy} on the page, meets every
     * decision of {@link PersonDecisions#QUEUED} and {@link PersonDecisions#INTERRUPTIONS}: found by {@link
     * PagePolicySeedSearch}, which plays the same games in process (three random bots, the person
     * first, 60 turns); the seed makes the game the same every time.
     */
    static final List<Long> SEEDS = List.of(679L, 1506L, 1636L, 912L);

    /**
     * Every queued decision ({@link PersonDecisions#QUEUED}: those the engine owes through its
     * pending queue, after a roll, a build or a card and often out of the seat's turn) and every
     * other interruption of the turn ({@link PersonDecisions#INTERRUPTIONS}: answering an offer,
     * choosing a partner, the robber and its victim, free roads) is met in the seeded games and
     * answered by clicking the page, each screenshotted when first met.
     */
    @Test
    void everyQueuedDecisionIsPlayedByClickingThePage(@TempDir Path scratch) throws IOException {
        withFreshDashboardAndBrowser(scratch, () -> {
            Chromium.logIn(browser, server.url(), "alice", null);
            Set<String> met = new TreeSet<>();
            for (long seed : SEEDS) {
                met.addAll(playSeeded(seed));
            }
            assertTrue(
                    met.containsAll(PersonDecisions.QUEUED), "met " + met + ", not all of " + PersonDecisions.QUEUED);
            assertTrue(
                    met.containsAll(PersonDecisions.INTERRUPTIONS),
                    "met " + met + ", not all of " + PersonDecisions.INTERRUPTIONS);
        });
    }

    /**
     * A table of two is Catan for Two: the person plays a seeded base game against one bot
     * by clicking, builds for a neutral colour after their own builds, and sees the
     * neutrals' starting settlements on intersections 9 and 44; the stored replay has two
     * seats and re-runs to its end.
     */
    @Test
    void aTableOfTwoIsCatanForTwoPlayedByClickingThePage(@TempDir Path scratch) throws IOException {
        withFreshDashboardAndBrowser(scratch, () -> {
            Chromium.logIn(browser, server.url(), "alice", null);
            fillInTheNewGameForm("base", "2", "0", "60");
            browser.findElement(By.id("seed")).sendKeys("3");
            startTheGame();
            long id = Long.parseLong(browser.findElement(By.id("table")).getAttribute("data-game-id"));
            for (int neutralStart : List.of(9, 44)) {
                assertEquals(
                        1,
                        browser.findElements(
                                        By.cssSelector("#board .settlement[data-intersection='" + neutralStart + "']"))
                                .size(),
                        "a neutral settlement on " + neutralStart);
            }
            PagePlayer player = new PagePlayer(browser);
            Set<String> met = new TreeSet<>();
            while (awaitTurnOrEnd(player)) {
                assertFalse(
                        browser.findElement(By.id("move-error")).isDisplayed(),
                        "the page offers only legal moves: "
                                + browser.findElement(By.id("move-error")).getText());
                if (met.add(player.decisionType()) && player.decisionType().equals("BuildNeutral")) {
                    Chromium.screenshot(browser, "play-two-build-neutral");
                    assertTrue(
                            player.decisionContext().startsWith("Catan for Two: build (or promote) the same"),
                            player.decisionContext());
                    assertTrue(
                            browser.findElements(By.cssSelector("#decision button.option")).stream()
                                    .allMatch(
                                            b -> b.getText()
                                                    .matches(
                                                            "(build|promote) neutral (road|settlement|knight): neutral [12], .*")),
                            "each option names the neutral it builds for");
                }
                player.playThePolicysMove();
            }
            assertEquals("finished", browser.findElement(By.id("table")).getAttribute("data-status"));
            assertTrue(met.contains("BuildNeutral"), "met " + met);
            List<String> cards = browser.findElements(By.cssSelector("#players .player .name")).stream()
                    .map(WebElement::getText)
                    .map(name -> name.replace(" — winner", ""))
                    .toList();
            assertEquals(List.of("alice", "random", "neutral 1", "neutral 2"), cards, "the neutrals have cards");
            Replay saved = ReplayJson.read(savedReplay(scratch.resolve("data"), id));
            assertEquals(List.of("alice", "random"), saved.header().agents());
            assertTrue(Rerun.game(saved).isOver());
        });
    }

    /** What a test does with its dashboard and browser. */
    private interface BrowserSteps {
        void run() throws IOException;
    }

    /** Runs steps with a dashboard on a fresh data folder and a fresh browser, both closed after. */
    private static void withFreshDashboardAndBrowser(Path scratch, BrowserSteps steps) throws IOException {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        server = TestDashboard.start(Files.createDirectories(scratch.resolve("data")));
        browser = Chromium.start(scratch.resolve("profile"));
        try {
            wait = new WebDriverWait(browser, Duration.ofSeconds(60));
            steps.run();
        } finally {
            browser.quit();
            server.close();
        }
    }

    /**
     * Starts a seeded game of four on the page and plays it out there, then checks that it was
     * the game the seed search rehearsed in process: the same decisions met in the same order, and
     * as many actions. @return the decisions the person met
     */
    private static Set<String> playSeeded(long seed) {
        fillInTheNewGameForm(String.valueOf(PLAYERS), String.valueOf(SEAT), String.valueOf(TURN_CAP));
        browser.findElement(By.id("seed")).sendKeys(String.valueOf(seed));
        startTheGame();
        PagePlayer player = new PagePlayer(browser);
        List<String> met = new ArrayList<>();
        while (awaitTurnOrEnd(player)) {
            assertFalse(
                    browser.findElement(By.id("move-error")).isDisplayed(),
                    "the page offers only legal moves: "
                            + browser.findElement(By.id("move-error")).getText());
            String type = player.decisionType();
            if (!met.contains(type)) {
                met.add(type);
                if (PersonDecisions.QUEUED.contains(type) || PersonDecisions.INTERRUPTIONS.contains(type)) {
                    Chromium.screenshot(browser, "play-queued-" + type);
                    // its options alone do not say whose offer, whose card, which knight
                    assertFalse(player.decisionContext().isEmpty(), "the page says what " + type + " is about");
                }
                if (type.equals("RespondToOffer")) {
                    assertTrue(
                            player.decisionContext().matches("random(#\\d)? offers you .+ for .+\\."),
                            player.decisionContext());
                }
            }
            player.playThePolicysMove();
        }
        assertEquals("finished", browser.findElement(By.id("table")).getAttribute("data-status"));
        PagePolicyRehearsal.Rehearsed rehearsed = PagePolicyRehearsal.play(seed, PLAYERS, SEAT, TURN_CAP);
        assertEquals(rehearsed.met(), met, "seed " + seed + " played on the page as rehearsed");
        assertEquals(
                String.valueOf(rehearsed.game().actions().size()),
                browser.findElement(By.id("table")).getAttribute("data-decision-number"),
                "seed " + seed + " took as many actions on the page as rehearsed");
        return new TreeSet<>(met);
    }

    /**
     * Starts the game the form describes and waits for its table page. The page posts the form and
     * then navigates to /play/ID itself, so the test waits for that address before looking for the
     * table: a lookup made while the navigation runs is aborted by the browser.
     */
    private static void startTheGame() {
        browser.findElement(By.id("start-game")).click();
        wait.until(ExpectedConditions.urlMatches("/play/\\d+$"));
        wait.until(ExpectedConditions.attributeContains(By.id("table"), "class", "loaded"));
    }

    /** Opens /play and chooses a Cities &amp; Knights game of so many players, the person's seat and a turn cap. */
    private static void fillInTheNewGameForm(String players, String seat, String turnCap) {
        fillInTheNewGameForm("cities-and-knights", players, seat, turnCap);
    }

    /** Opens /play and chooses the ruleset, the number of players, the person's seat and a turn cap. */
    private static void fillInTheNewGameForm(String ruleset, String players, String seat, String turnCap) {
        browser.get(server.url().resolve("/play").toString());
        new Select(browser.findElement(By.id("ruleset"))).selectByValue(ruleset);
        new Select(browser.findElement(By.id("players"))).selectByValue(players);
        new Select(browser.findElement(By.id("seat"))).selectByValue(seat);
        WebElement cap = browser.findElement(By.id("turn-cap"));
        cap.clear();
        cap.sendKeys(turnCap);
    }

    private static void playAWholeGame() throws IOException {
        wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        Chromium.logIn(browser, server.url(), "alice", null);
        fillInTheNewGameForm("3", "1", "8");
        Chromium.screenshot(browser, "play-01-choose");
        startTheGame();
        long id = Long.parseLong(browser.findElement(By.id("table")).getAttribute("data-game-id"));

        PagePlayer player = new PagePlayer(browser);
        Set<String> decisions = new TreeSet<>();
        boolean clickedTheBoard = false;
        while (awaitTurnOrEnd(player)) {
            decisions.add(player.decisionType());
            if (!clickedTheBoard && player.hasBoardSpot()) {
                Chromium.screenshot(browser, "play-02-build-spots");
                player.playOnTheBoard();
                clickedTheBoard = true;
            } else {
                player.playAnyLegalMove();
            }
        }
        Chromium.screenshot(browser, "play-03-over");
        assertEquals("finished", browser.findElement(By.id("table")).getAttribute("data-status"));
        assertTrue(
                browser.findElement(By.id("turn-status")).getText().startsWith("The game is finished: points "),
                browser.findElement(By.id("turn-status")).getText());
        assertTrue(clickedTheBoard, "a build spot was clicked on the board");
        assertTrue(decisions.containsAll(List.of("Setup", "BeforeRoll", "MainTurn")), decisions.toString());
        assertTrue(browser.findElements(By.cssSelector("#chronicle li")).size() > 20);

        WebClient alice = server.loggedIn("alice");
        JsonNode view = WebClient.json(alice.get("/api/games/" + id));
        assertEquals("finished", view.get("status").asText());
        Replay saved = ReplayJson.read(savedReplay(id));
        Game rerun = Rerun.game(saved);
        assertTrue(rerun.isOver());
        MatchResult result = rerun.result();
        assertEquals(result.places(), list(view.at("/result/places")));
        assertEquals(result.points(), list(view.at("/result/points")));
        assertEquals("alice", saved.header().agents().get(1));
    }

    private static boolean awaitTurnOrEnd(PagePlayer player) {
        try {
            return player.awaitTurnOrEnd();
        } catch (org.openqa.selenium.TimeoutException e) {
            Chromium.screenshot(browser, "play-debug");
            throw new AssertionError(
                    "status: " + browser.findElement(By.id("turn-status")).getText() + " error: "
                            + browser.findElement(By.id("move-error")).getText() + " number "
                            + browser.findElement(By.id("table")).getAttribute("data-decision-number") + " logs "
                            + browser.manage().logs().get("browser").getAll(),
                    e);
        }
    }

    /** The replay the server saved for the game, as {@code <data>/tables/<id>.json} holds it. */
    private static String savedReplay(long id) throws IOException {
        return savedReplay(data, id);
    }

    /** The replay saved for the game in a dashboard's data folder. */
    private static String savedReplay(Path folder, long id) throws IOException {
        return new ObjectMapper()
                .readTree(Files.readString(folder.resolve("tables").resolve(id + ".json")))
                .get("replay")
                .toString();
    }

    private static List<Integer> list(JsonNode array) {
        List<Integer> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asInt()));
        return values;
    }
}
