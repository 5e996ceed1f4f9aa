package org.knightsarena.web.bots;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knightsarena.tournaments.board.BotHistory;
import org.knightsarena.web.http.Html;

/**
 * Draws a bot's rating history as an inline SVG: one polyline per series (a tournament entrant),
 * rating after each rated match on the vertical axis, the bot's rated matches in the order played
 * on the horizontal one. The latest series get the stylesheet's {@code series-N} colours, older ones
 * {@code series-old} grey with one legend entry between them; the picture
 * carries no script and no inline style.
 */
final class RatingChart {
    /** The stylesheet has this many series colours; later series reuse them. */
    static final int COLOURS = 6;

    /** Up to this many matches each point also gets a dot (a lone point draws no line). */
    private static final int MAX_MARKED_POINTS = 100;

    private static final int WIDTH = 640;
    private static final int HEIGHT = 260;
    private static final int LEFT = 56;
    private static final int RIGHT = 16;
    private static final int TOP = 12;
    private static final int BOTTOM = 40;

    private RatingChart() {}

    /**
     * @param points the rated matches in the order played, never empty
     * @return the SVG element followed by its legend
     */
    static String draw(List<BotHistory.RatingPoint> points) {
        double low = points.stream()
                .mapToDouble(p -> Math.min(p.before(), p.after()))
                .min()
                .orElseThrow();
        double high = points.stream()
                .mapToDouble(p -> Math.max(p.before(), p.after()))
                .max()
                .orElseThrow();
        double pad = Math.max(10, (high - low) * 0.1);
        low -= pad;
        high += pad;
        Map<String, List<String>> series = new LinkedHashMap<>();
        for (int i = 0; i < points.size(); i++) {
            BotHistory.RatingPoint p = points.get(i);
            series.computeIfAbsent(p.series(), s -> new ArrayList<>())
                    .add(x(i, points.size()) + "," + y(p.after(), low, high));
        }
        boolean markers = points.size() <= MAX_MARKED_POINTS;
        StringBuilder b = new StringBuilder();
        b.append("<svg id=\"rating-chart\" class=\"chart\" viewBox=\"0 0 ")
                .append(WIDTH)
                .append(' ')
                .append(HEIGHT)
                .append(
                        "\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Rating after each rated match\">\n");
        appendAxes(b, points, low, high);
        appendSeries(b, series, markers);
        return b.toString();
    }

    /** The axes, the rating grid with its ticks, the first and last day, and the axis labels. */
    private static void appendAxes(StringBuilder b, List<BotHistory.RatingPoint> points, double low, double high) {
        int plotBottom = HEIGHT - BOTTOM;
        b.append("<line class=\"axis\" x1=\"")
                .append(LEFT)
                .append("\" y1=\"")
                .append(TOP)
                .append("\" x2=\"")
                .append(LEFT)
                .append("\" y2=\"")
                .append(plotBottom)
                .append("\"/>")
                .append("<line class=\"axis\" x1=\"")
                .append(LEFT)
                .append("\" y1=\"")
                .append(plotBottom)
                .append("\" x2=\"")
                .append(WIDTH - RIGHT)
                .append("\" y2=\"")
                .append(plotBottom)
                .append("\"/>\n");
        appendGrid(b, low, high);
        b.append("<text class=\"tick\" x=\"")
                .append(LEFT)
                .append("\" y=\"")
                .append(plotBottom + 16)
                .append("\">")
                .append(day(points.get(0)))
                .append("</text>")
                .append("<text class=\"tick\" x=\"")
                .append(WIDTH - RIGHT)
                .append("\" y=\"")
                .append(plotBottom + 16)
                .append("\" text-anchor=\"end\">")
                .append(day(points.get(points.size() - 1)))
                .append("</text>\n")
                .append("<text class=\"axis-label\" x=\"")
                .append((LEFT + WIDTH - RIGHT) / 2)
                .append("\" y=\"")
                .append(HEIGHT - 6)
                .append("\" text-anchor=\"middle\">Rated matches, in the order played (")
                .append(points.size())
                .append(")</text>\n")
                .append("<text class=\"axis-label\" x=\"14\" y=\"")
                .append((TOP + plotBottom) / 2)
                .append("\" text-anchor=\"middle\" transform=\"rotate(-90 14 ")
                .append((TOP + plotBottom) / 2)
                .append(")\">Rating</text>\n");
    }

    /** Five horizontal grid lines, each with its rating. */
    private static void appendGrid(StringBuilder b, double low, double high) {
        for (int i = 0; i <= 4; i++) {
            double rating = low + (high - low) * i / 4;
            String y = y(rating, low, high);
            b.append("<line class=\"grid\" x1=\"")
                    .append(LEFT)
                    .append("\" y1=\"")
                    .append(y)
                    .append("\" x2=\"")
                    .append(WIDTH - RIGHT)
                    .append("\" y2=\"")
                    .append(y)
                    .append("\"/>")
                    .append("<text class=\"tick\" x=\"")
                    .append(LEFT - 6)
                    .append("\" y=\"")
                    .append(y)
                    .append("\" text-anchor=\"end\" dominant-baseline=\"middle\">")
                    .append(Math.round(rating))
                    .append("</text>\n");
        }
    }

    /** The lines (and points, when few) of every series, then the legend, which closes the chart. */
    private static void appendSeries(StringBuilder b, Map<String, List<String>> series, boolean markers) {
        // The latest series (by their last match) get a colour each; older ones are drawn grey and
        // share one legend entry, so the legend stays short and no two lines share a colour.
        List<String> latest = new ArrayList<>(series.keySet());
        java.util.Collections.reverse(latest);
        latest = latest.subList(0, Math.min(latest.size(), series.size() > COLOURS ? COLOURS - 1 : COLOURS));
        for (Map.Entry<String, List<String>> s : series.entrySet()) {
            String colour = latest.contains(s.getKey())
                    ? String.valueOf(latest.size() - 1 - latest.indexOf(s.getKey()))
                    : "old";
            b.append("<polyline class=\"series series-")
                    .append(colour)
                    .append("\" points=\"")
                    .append(String.join(" ", s.getValue()))
                    .append("\"><title>")
                    .append(Html.text(s.getKey()))
                    .append("</title></polyline>\n");
            for (String point : markers ? s.getValue() : List.<String>of()) {
                String[] xy = point.split(",");
                b.append("<circle class=\"point series-")
                        .append(colour)
                        .append("\" cx=\"")
                        .append(xy[0])
                        .append("\" cy=\"")
                        .append(xy[1])
                        .append("\" r=\"2.5\"/>");
            }
        }
        b.append("</svg>\n<ul class=\"legend\" id=\"rating-legend\">");
        for (int i = latest.size() - 1; i >= 0; i--) {
            b.append("<li><span class=\"swatch series-")
                    .append(latest.size() - 1 - i)
                    .append("\"></span>")
                    .append(Html.text(latest.get(i)))
                    .append("</li>");
        }
        int older = series.size() - latest.size();
        if (older > 0) {
            b.append("<li id=\"older-series\"><span class=\"swatch series-old\"></span>")
                    .append(older)
                    .append(older == 1 ? " earlier run" : " earlier runs")
                    .append(" (hover a grey line for its name)</li>");
        }
        b.append("</ul>\n");
    }

    private static String x(int index, int count) {
        double span = WIDTH - LEFT - RIGHT;
        double x = count == 1 ? LEFT + span / 2 : LEFT + span * index / (count - 1);
        return String.format(Locale.ROOT, "%.1f", x);
    }

    private static String y(double rating, double low, double high) {
        double span = HEIGHT - TOP - BOTTOM;
        return String.format(Locale.ROOT, "%.1f", TOP + span * (high - rating) / (high - low));
    }

    private static String day(BotHistory.RatingPoint p) {
        return p.finishedAt().toString().substring(0, 10);
    }
}
