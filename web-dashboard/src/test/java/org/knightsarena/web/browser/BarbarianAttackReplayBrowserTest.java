package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.event.BarbarianLanded;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The replay viewer drawing a game of Traders &amp; Barbarians' Barbarian Attack (issue 17) in a real
 * headless Chromium, step by step: the castle hex, the barbarians on the coastal hexes (one figure
 * each), the hexes they conquered and the knights on the paths in their owners' colours, all
 * checked against the engine's own board at the end (the replay re-run), and the players'
 * prisoners.
 */
class BarbarianAttackReplayBrowserTest {

    @Test
    void aBarbarianAttackReplayDrawsTheCastleTheBarbariansAndThePathKnightsR24_1(@TempDir Path dir) throws Exception {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        Path file = dir.resolve("barbarians.json");
        LocalReplays.play(
                file,
                "--rules",
                "base",
                "--variant",
                "barbarian-attack",
                "--agents",
                "heuristic,random,random,random",
                "--seed",
                "5");
        Replay replay = ReplayJson.read(Files.readString(file));
        int castle = replay.header().map().orElseThrow().terrains().indexOf(Terrain.CASTLE);
        int firstLanding = indexOf(replay, BarbarianLanded.class);
        int firstKnight = indexOf(replay, PathKnightPlaced.class);
        BoardView end = Rerun.game(replay).view(0).board();
        Map<String, Integer> barbarians = new TreeMap<>();
        List<String> conquered = new ArrayList<>();
        for (int h = 0; h < end.hexCount(); h++) {
            if (end.barbarians(h) > 0) {
                barbarians.put(String.valueOf(h), end.barbarians(h));
            }
            if (end.barbarians(h) >= 3) {
                conquered.add(String.valueOf(h));
            }
        }
        Map<String, String> knights = new TreeMap<>();
        for (int p = 0; p < end.pathCount(); p++) {
            if (end.pathKnightOwner(p) != BoardView.NOBODY) {
                knights.put(String.valueOf(p), String.valueOf(end.pathKnightOwner(p)));
            }
        }
        assertTrue(castle >= 0 && firstLanding >= 0 && firstKnight >= 0, "R-24.1.1 a castle; barbarians; knights");
        assertTrue(!barbarians.isEmpty() && !knights.isEmpty(), "barbarians and knights stand at the end");

        try (TestDashboard server = TestDashboard.start(Files.createDirectories(dir.resolve("data")))) {
            ChromeDriver browser = Chromium.start(dir.resolve("profile"));
            try {
                LocalReplays.open(browser, server.url(), file);
                assertEquals(
                        List.of(String.valueOf(castle)),
                        LocalReplays.attribute(browser, "#board .castle", "data-hex"),
                        "R-24.1.1 the castle is drawn on its hex");
                assertEquals(
                        List.of(),
                        LocalReplays.attribute(browser, "#board .barbarian", "data-hex"),
                        "none before landing");

                LocalReplays.goTo(browser, firstLanding + 1);
                BarbarianLanded landed = (BarbarianLanded) replay.events().get(firstLanding);
                assertEquals(
                        List.of(String.valueOf(landed.hex())),
                        LocalReplays.attribute(browser, "#board .barbarian", "data-hex"),
                        "R-24.1.3 the first barbarian stands on its coastal hex");
                LocalReplays.goTo(browser, firstKnight + 1);
                PathKnightPlaced placed = (PathKnightPlaced) replay.events().get(firstKnight);
                assertTrue(
                        LocalReplays.attribute(browser, "#board .path-knight", "data-path")
                                .contains(String.valueOf(placed.path())),
                        "R-24.1.5 the knight is drawn on its path");

                browser.findElement(By.id("last")).click();
                Chromium.screenshot(browser, "barbarian-attack-replay");
                Map<String, Integer> drawn = LocalReplays.attribute(browser, "#board .barbarian", "data-hex").stream()
                        .collect(Collectors.toMap(h -> h, h -> 1, Integer::sum, TreeMap::new));
                assertEquals(
                        barbarians, drawn, "R-24.1.3 one figure per barbarian on each hex, as the engine has them");
                assertEquals(
                        conquered,
                        LocalReplays.attribute(browser, "#board .conquered", "data-hex"),
                        "R-24.1.4 conquered hexes");
                Map<String, String> drawnKnights = new TreeMap<>();
                for (WebElement k : browser.findElements(By.cssSelector("#board .path-knight"))) {
                    drawnKnights.put(k.getDomAttribute("data-path"), k.getDomAttribute("data-player"));
                }
                assertEquals(knights, drawnKnights, "R-24.1.5 each path's knight in its owner's colour");
                assertTrue(
                        browser.findElement(By.id("players")).getText().contains("Prisoners"),
                        "R-24.1.7 the players' prisoners are shown");
                long landings = replay.events().stream()
                        .filter(BarbarianLanded.class::isInstance)
                        .count();
                assertEquals(
                        landings,
                        browser.findElements(By.cssSelector("#chronicle li")).stream()
                                .filter(li -> li.getText().startsWith("Barbarians landed on hex "))
                                .count(),
                        "each landing is a line of the chronicle");
            } finally {
                browser.quit();
            }
        }
    }

    private static int indexOf(Replay replay, Class<?> type) {
        for (int i = 0; i < replay.events().size(); i++) {
            if (type.isInstance(replay.events().get(i))) {
                return i;
            }
        }
        return -1;
    }
}
