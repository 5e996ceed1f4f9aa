package org.knightsarena.web.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.knightsarena.tournaments.board.BotHistory;

class RatingChartTest {
    /** {@code n} runs of ratings (seasons or tournaments), three matches each, in the order played. */
    private static List<BotHistory.RatingPoint> runs(int n) {
        List<BotHistory.RatingPoint> points = new ArrayList<>();
        for (int run = 1; run <= n; run++) {
            for (int m = 0; m < 3; m++) {
                points.add(new BotHistory.RatingPoint(
                        run * 10L + m,
                        run,
                        "League season " + run,
                        "1",
                        Instant.parse("2026-12-01T10:00:00Z").plusSeconds(run * 600L + m),
                        1500 + m,
                        1501 + m));
            }
        }
        return points;
    }

    private static List<String> all(String regex, String text) {
        Matcher m = Pattern.compile(regex).matcher(text);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    @Test
    void fewRunsGetOneColourAndOneLegendEntryEach() {
        String svg = RatingChart.draw(runs(3));
        assertEquals(List.of("0", "1", "2"), all("<polyline class=\"series series-(\\w+)\"", svg));
        assertEquals(
                List.of("League season 1", "League season 2", "League season 3"),
                all("<li><span class=\"swatch series-\\d\"></span>([^<]+)</li>", svg));
    }

    @Test
    void manyRunsKeepAShortLegendAndNoTwoColouredLinesShareAColour() {
        String svg = RatingChart.draw(runs(50));
        List<String> colours = all("<polyline class=\"series series-(\\w+)\"", svg);
        assertEquals(50, colours.size(), "every run is still drawn");
        List<String> coloured = colours.stream().filter(c -> !c.equals("old")).toList();
        assertEquals(RatingChart.COLOURS - 1, coloured.size());
        assertEquals(coloured.size(), coloured.stream().distinct().count(), coloured.toString());
        assertTrue(colours.subList(0, 45).stream().allMatch("old"::equals), "the oldest runs are grey");
        List<String> legend = all("<li[^>]*><span class=\"swatch series-\\w+\"></span>([^<]+)</li>", svg);
        assertEquals(RatingChart.COLOURS, legend.size(), legend.toString());
        assertEquals("League season 46", legend.get(0));
        assertEquals("45 earlier runs (hover a grey line for its name)", legend.get(legend.size() - 1));
    }
}
