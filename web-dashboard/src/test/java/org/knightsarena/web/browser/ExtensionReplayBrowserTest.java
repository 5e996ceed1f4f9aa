package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The replay viewer drawing a 6-player game (the 5–6 player extension, R-24.4) in a real headless
 * Chromium: the 30-hex island inside a sea sized to it, and every seat's roads and buildings in a
 * colour of its own, the two extension seats included.
 */
class ExtensionReplayBrowserTest {

    @Test
    void aSixPlayerReplayDrawsTheThirtyHexIslandWithSixColours(@TempDir Path dir) throws Exception {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        Path replay = dir.resolve("six.json");
        LocalReplays.play(
                replay, "--agents", "heuristic,random,random,random,random,random", "--games", "1", "--seed", "11");

        try (TestDashboard server = TestDashboard.start(Files.createDirectories(dir.resolve("data")))) {
            ChromeDriver browser = Chromium.start(dir.resolve("profile"));
            try {
                LocalReplays.open(browser, server.url(), replay);
                browser.findElement(By.id("last")).click();
                Chromium.screenshot(browser, "extension-replay-six-players");

                assertEquals(
                        30, browser.findElements(By.cssSelector("#board .hex")).size(), "the 5-6 player island");
                assertEquals(
                        2,
                        browser.findElements(By.cssSelector("#board .hex[data-terrain='DESERT']"))
                                .size());
                String[] box = browser.findElement(By.id("board"))
                        .getDomAttribute("viewBox")
                        .split(" ");
                assertTrue(Double.parseDouble(box[2]) > 12, "a sea wider than the standard board's: " + box[2]);

                List<WebElement> roads = browser.findElements(By.cssSelector("#board .road"));
                Set<String> colours =
                        roads.stream().map(r -> r.getDomAttribute("stroke")).collect(Collectors.toSet());
                assertTrue(!colours.contains("undefined") && !colours.contains(null), colours.toString());
                assertEquals(6, colours.size(), "each of the six seats built roads in its own colour: " + colours);
                assertTrue(colours.containsAll(Set.of("#8c564b", "#9467bd")), colours.toString());
            } finally {
                browser.quit();
            }
        }
    }
}
