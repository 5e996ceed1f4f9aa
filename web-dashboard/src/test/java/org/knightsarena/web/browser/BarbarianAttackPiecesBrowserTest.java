package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightCasualty;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightsDeactivated;
import org.knightsarena.api.event.PathKnightChanged;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The replay viewer drawing Barbarian Attack's newest pieces (issue 17) in a real headless Chromium,
 * from replays of real games played by the test: with Cities &amp; Knights pieces each path knight's
 * strength and activity, the Foreign Knight of Catan for Two in its neutral
 * colour, and the 5–6 player castle board with its barbarians and five colours.
 * At every step where a path knight changed, the knights the viewer draws are the engine's own at that
 * step (the replay re-run to there), so stepping through stays true to the game.
 */
class BarbarianAttackPiecesBrowserTest {

    /** Checkpoints per game, spread over its knight events, so the test stays quick. */
    private static final int CHECKPOINTS = 60;

    @Test
    void pathKnightsShowStrengthAndActivityStepByStepR17_2R24_1_12(@TempDir Path dir) throws Exception {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        Path file = play(dir, "ranked", "cities-and-knights", "random,random,random,random", 6);
        Replay replay = ReplayJson.read(Files.readString(file));
        assertTrue(count(replay, PathKnightChanged.class) > 0, "R-24.1.12: knights were activated or promoted");
        withViewer(dir, file, browser -> {
            Set<String> seen = followKnights(browser, replay);
            assertTrue(seen.contains("active"), "R-9.2 an active knight was drawn as such: " + seen);
            assertTrue(seen.contains("strength 2"), "R-9.3 a promoted knight was drawn with its strength: " + seen);
            assertTrue(seen.contains("displaced"), "R-17.2.6 a displacement was stepped through: " + seen);
            Chromium.screenshot(browser, "barbarian-attack-ranked-knights");
        });
    }

    @Test
    void anUnknownEventAmongThePathKnightsBreaksNothingR17_2(@TempDir Path dir) throws Exception {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        Path played = play(dir, "played", "cities-and-knights", "heuristic,random,random", 7);
        Replay replay = ReplayJson.read(Files.readString(played));
        // an event of a newer engine, right after the first activation or promotion: a viewer skips it
        String text = Files.readString(played);
        int at = text.indexOf("{\"type\": \"PathKnightChanged\"");
        assertTrue(at > 0, "R-24.1.12: a knight was activated or promoted");
        Path file = Files.writeString(
                dir.resolve("newer.json"),
                text.substring(0, at) + "{\"type\": \"PathKnightTeleported\", \"player\": 0, \"path\": 3},\n    "
                        + text.substring(at));
        withViewer(dir, file, browser -> {
            browser.findElement(By.id("last")).click();
            assertEquals(
                    knights(Rerun.game(replay).view(0).board(), Ruleset.CITIES_AND_KNIGHTS),
                    drawnKnights(browser),
                    "the knights at the end, as the engine has them");
            assertEquals(
                    1,
                    browser.findElements(By.cssSelector("#chronicle li.PathKnightTeleported"))
                            .size(),
                    "the unknown event is still a line of the chronicle");
        });
    }

    @Test
    void theForeignKnightIsDrawnInItsNeutralColourR24_3_1(@TempDir Path dir) throws Exception {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        Path file = play(dir, "two", "base", "heuristic,random", 3);
        Replay replay = ReplayJson.read(Files.readString(file));
        int entry = indexOf(replay, e -> e instanceof PathKnightPlaced p && p.player() == 2);
        assertTrue(entry >= 0, "R-24.3.1: the Foreign Knight entered");
        withViewer(dir, file, browser -> {
            LocalReplays.goTo(browser, entry);
            assertEquals(
                    0,
                    browser.findElements(By.cssSelector("#board .foreign-knight"))
                            .size(),
                    "not before it enters");
            LocalReplays.goTo(browser, entry + 1);
            List<WebElement> foreign = browser.findElements(By.cssSelector("#board .foreign-knight"));
            assertEquals(1, foreign.size(), "R-24.3.1: one Foreign Knight");
            assertEquals("2", foreign.get(0).getDomAttribute("data-player"), "a knight of the first neutral colour");
            assertEquals("#ff7f0e", foreign.get(0).getDomAttribute("fill"), "drawn in that neutral colour");
            assertEquals(
                    String.valueOf(((PathKnightPlaced) replay.events().get(entry)).path()),
                    foreign.get(0).getDomAttribute("data-path"));
            followKnights(browser, replay);
            browser.findElement(By.id("last")).click();
            int path = Rerun.game(replay).view(0).board().foreignKnightPath();
            assertEquals(
                    String.valueOf(path),
                    browser.findElement(By.cssSelector("#board .foreign-knight"))
                            .getDomAttribute("data-path"),
                    "where the engine has it at the end");
            String players = browser.findElement(By.id("players")).getText();
            assertTrue(players.contains("neutral 1") && players.contains("Foreign Knight"), players);
            long moves = replay.events().stream()
                    .filter(e -> e instanceof PathKnightMoved m && m.player() == 2)
                    .count();
            assertEquals(
                    moves,
                    browser.findElements(By.cssSelector("#chronicle li")).stream()
                            .filter(li -> li.getText().startsWith("The Foreign Knight moved from path"))
                            .count(),
                    "each of its moves is a line that names it");
            Chromium.screenshot(browser, "barbarian-attack-foreign-knight");
        });
    }

    @Test
    void theFivePlayerCastleBoardIsDrawnWithItsBarbariansAndFiveColoursR24_4_7(@TempDir Path dir) throws Exception {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        Path file = play(dir, "five", "base", "heuristic,random,random,random,random", 3);
        Replay replay = ReplayJson.read(Files.readString(file));
        int castle = replay.header().map().orElseThrow().terrains().indexOf(Terrain.CASTLE);
        BoardView end = Rerun.game(replay).view(0).board();
        TreeMap<String, Integer> barbarians = new TreeMap<>();
        for (int h = 0; h < end.hexCount(); h++) {
            if (end.barbarians(h) > 0) {
                barbarians.put(String.valueOf(h), end.barbarians(h));
            }
        }
        withViewer(dir, file, browser -> {
            followKnights(browser, replay);
            browser.findElement(By.id("last")).click();
            assertEquals(30, browser.findElements(By.cssSelector("#board .hex")).size(), "R-24.4.1 the 30-hex island");
            assertEquals(
                    0, browser.findElements(By.cssSelector("#board .robber")).size(), "R-24.1.1 no robber");
            assertEquals(
                    List.of(String.valueOf(castle)),
                    LocalReplays.attribute(browser, "#board .castle", "data-hex"),
                    "R-24.4.7 the castle in its corner");
            double width = Double.parseDouble(browser.findElement(By.id("board"))
                    .getDomAttribute("viewBox")
                    .split(" ")[2]);
            assertTrue(width > 12, "a sea frame wider than the standard board's: " + width);
            TreeMap<String, Integer> drawn = LocalReplays.attribute(browser, "#board .barbarian", "data-hex").stream()
                    .collect(Collectors.toMap(h -> h, h -> 1, Integer::sum, TreeMap::new));
            assertEquals(barbarians, drawn, "R-24.4.7 the barbarians on the coast, as the engine has them");
            Set<String> colours = new TreeSet<>(LocalReplays.attribute(browser, "#board .road", "stroke"));
            colours.addAll(LocalReplays.attribute(browser, "#board .settlement, #board .city", "fill"));
            assertEquals(
                    Set.of("#d62728", "#1f77b4", "#ff7f0e", "#2ca02c", "#8c564b"),
                    colours,
                    "the five seats' colours, the extension's brown included");
            Chromium.screenshot(browser, "barbarian-attack-five-players");
        });
    }

    /**
     * Steps the viewer to the end of the actions that made knight events (up to {@link #CHECKPOINTS}
     * of them) and checks, at each, that the path knights drawn are the engine's at that step.
     *
     * @return what the checkpoints showed: {@code active}, {@code strength 2}, {@code displaced}
     */
    private static Set<String> followKnights(ChromeDriver browser, Replay replay) {
        List<Integer> knightEvents = new ArrayList<>();
        for (int i = 0; i < replay.events().size(); i++) {
            GameEvent e = replay.events().get(i);
            if (e instanceof PathKnightPlaced
                    || e instanceof PathKnightMoved
                    || e instanceof PathKnightChanged
                    || e instanceof KnightCasualty
                    || e instanceof KnightsDeactivated) {
                knightEvents.add(i);
            }
        }
        assertTrue(!knightEvents.isEmpty(), "the game had knights on paths");
        Set<String> seen = new TreeSet<>();
        int stride = Math.max(1, knightEvents.size() / CHECKPOINTS);
        for (int k = 0; k < knightEvents.size(); k += stride) {
            int index = knightEvents.get(k);
            Game game = Rerun.until(replay, index + 1).game();
            int step = game.events().size(); // the step after the whole action that made the event
            LocalReplays.goTo(browser, step);
            List<String> expected =
                    knights(game.view(0).board(), replay.header().options().ruleset());
            assertEquals(expected, drawnKnights(browser), "the path knights after event " + step);
            for (String knight : expected) {
                seen.add(knight.endsWith(":true") ? "active" : "inactive");
                seen.add("strength " + knight.split(":")[2]);
            }
            if (replay.events().get(index) instanceof PathKnightChanged c && c.change() == KnightChange.DISPLACED) {
                seen.add("displaced");
            }
        }
        return seen;
    }

    /** @return each path knight as {@code path:owner:strength:active}, by path */
    private static List<String> knights(BoardView board, Ruleset ruleset) {
        boolean ranked = ruleset == Ruleset.CITIES_AND_KNIGHTS;
        List<String> knights = new ArrayList<>();
        for (int p = 0; p < board.pathCount(); p++) {
            if (board.pathKnightOwner(p) != BoardView.NOBODY) {
                knights.add(p + ":" + board.pathKnightOwner(p) + ":" + (ranked ? board.pathKnightStrength(p) : 1) + ":"
                        + (ranked && board.isPathKnightActive(p)));
            }
        }
        return knights;
    }

    /** @return the path knights the viewer draws, as {@link #knights} writes them, by path */
    @SuppressWarnings("unchecked")
    private static List<String> drawnKnights(ChromeDriver browser) {
        return (List<String>)
                browser.executeScript("return Array.from(document.querySelectorAll('#board .path-knight'))"
                        + ".map((k) => [k.dataset.path, k.dataset.player, k.dataset.strength, k.dataset.active].join(':'))"
                        + ".sort((a, b) => Number(a.split(':')[0]) - Number(b.split(':')[0]));");
    }

    private interface Check {
        void on(ChromeDriver browser) throws Exception;
    }

    private static void withViewer(Path dir, Path file, Check check) throws Exception {
        try (TestDashboard server = TestDashboard.start(Files.createDirectories(dir.resolve("data")))) {
            ChromeDriver browser = Chromium.start(dir.resolve("profile"));
            try {
                LocalReplays.open(browser, server.url(), file);
                check.on(browser);
            } finally {
                browser.quit();
            }
        }
    }

    /** Plays one Barbarian Attack game with {@code arena play} and writes its replay, {@code name.json}. */
    private static Path play(Path dir, String name, String rules, String agents, int seed) {
        return LocalReplays.play(
                dir.resolve(name + ".json"),
                "--rules",
                rules,
                "--variant",
                "barbarian-attack",
                "--agents",
                agents,
                "--seed",
                String.valueOf(seed));
    }

    private static long count(Replay replay, Class<?> type) {
        return replay.events().stream().filter(type::isInstance).count();
    }

    private static int indexOf(Replay replay, Predicate<GameEvent> which) {
        for (int i = 0; i < replay.events().size(); i++) {
            if (which.test(replay.events().get(i))) {
                return i;
            }
        }
        return -1;
    }
}
