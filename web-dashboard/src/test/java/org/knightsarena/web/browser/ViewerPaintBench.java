package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.synthetic.BenchDatabase;
import org.knightsarena.web.server.Dashboard;
import org.knightsarena.web.server.DashboardSettings;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * A benchmark, not a test: prints how soon the replay viewer paints in a real headless Chromium,
 * on a dashboard seeded by {@link BenchDatabase} (one real replay of four heuristic agents).
 * Excluded from the normal build by its tag; run it with
 * {@code mvn -B -o -pl web-dashboard -am verify -Dmaven.javadoc.skip -DexcludedGroups=none
 * -Dtest=ViewerPaintBench -Dsurefire.failIfNoSpecifiedTests=false}.
 *
 * <p>Each load opens {@code /replays/{id}} from {@code about:blank} and reads the browser's own
 * first-contentful-paint, and the time the board first had its hexes, which a mutation observer
 * installed before the page's scripts records (both in ms from the start of navigation). The
 * first load runs with a cold browser cache; the median is over every load. Nothing is asserted
 * about the times: only that the board was drawn.
 */
@Tag("bench")
class ViewerPaintBench {
    private static final int LOADS = 5;
    private static final int SEEDED_MATCHES = 2000;

    /** Records performance.now() when the board first has a hex; runs before the page's own scripts. */
    private static final String BOARD_OBSERVER = "new MutationObserver((changes, observer) => {"
            + " if (document.querySelector('#board polygon.hex')) {"
            + " window.boardDrawnAt = performance.now(); observer.disconnect(); } })"
            + ".observe(document, {childList: true, subtree: true});";

    @TempDir
    Path data;

    @TempDir
    Path scratch;

    @Test
    void printsTheViewersFirstPaint() throws InterruptedException {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        ReplayData played = new InProcessExecutor(AgentCatalog.builtIn())
                .play(MatchSpec.of(
                        1,
                        Ruleset.CITIES_AND_KNIGHTS,
                        List.of("heuristic", "heuristic#2", "heuristic#3", "heuristic#4")))
                .replay();
        BenchDatabase.StoredReplay replay = new BenchDatabase.StoredReplay(ReplayCodec.compress(played), played.size());
        DashboardSettings defaults = DashboardSettings.defaults("127.0.0.1", 0, data);
        try (Database db = Database.open(data)) {
            BenchDatabase.Seeded seeded = BenchDatabase.seed(db, SEEDED_MATCHES, replay, 1, Clock.systemUTC());
            Dashboard dashboard = Dashboard.create(defaults.withPlay(0, defaults.openLeague()), db, Clock.systemUTC());
            ChromeDriver browser = null;
            try {
                dashboard.start();
                browser = Chromium.start(scratch.resolve("profile"));
                browser.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", BOARD_OBSERVER));
                String url = dashboard
                        .url()
                        .resolve("/replays/" + seeded.replayMatchId())
                        .toString();
                List<double[]> loads = new ArrayList<>();
                for (int i = 0; i < LOADS; i++) {
                    browser.get("about:blank");
                    browser.get(url);
                    double board = waitForBoard(browser);
                    Number paint = (Number) browser.executeScript("const p = performance.getEntriesByType('paint')"
                            + ".find(e => e.name === 'first-contentful-paint'); return p ? p.startTime : null;");
                    loads.add(new double[] {paint == null ? Double.NaN : paint.doubleValue(), board});
                    System.out.printf(
                            Locale.ROOT,
                            "viewer load %d%s: first contentful paint %.0f ms, board drawn" + " %.0f ms%n",
                            i + 1,
                            i == 0 ? " (cold cache)" : "",
                            loads.get(i)[0],
                            board);
                }
                Chromium.screenshot(browser, "bench-viewer");
                assertEquals(
                        19L, browser.executeScript("return document.querySelectorAll('#board polygon.hex').length"));
                System.out.printf(
                        Locale.ROOT,
                        "viewer /replays/%d (%.1f KB gzip, %.1f KB JSON), median of %d loads:"
                                + " first contentful paint %.0f ms, board drawn %.0f ms%n",
                        seeded.replayMatchId(),
                        replay.gzip().length / 1024.0,
                        replay.jsonBytes() / 1024.0,
                        LOADS,
                        median(loads, 0),
                        median(loads, 1));
            } finally {
                if (browser != null) {
                    browser.quit();
                }
                dashboard.close();
            }
        }
    }

    /** Polls until the observer has recorded the board, for at most 30 s. */
    private static double waitForBoard(ChromeDriver browser) throws InterruptedException {
        for (int i = 0; i < 3000; i++) {
            Object at = browser.executeScript("return window.boardDrawnAt === undefined ? null : window.boardDrawnAt;");
            if (at != null) {
                return ((Number) at).doubleValue();
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the viewer drew no board in 30 s");
    }

    private static double median(List<double[]> loads, int column) {
        double[] values = loads.stream().mapToDouble(l -> l[column]).sorted().toArray();
        return values.length % 2 == 1
                ? values[values.length / 2]
                : (values[values.length / 2 - 1] + values[values.length / 2]) / 2;
    }
}
