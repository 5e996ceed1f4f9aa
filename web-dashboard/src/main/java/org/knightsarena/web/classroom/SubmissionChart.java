package org.knightsarena.web.classroom;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.knightsarena.web.http.Times;

/**
 * The organiser's view of uploads toward the deadline: an inline SVG of the students' uploads
 * counted up over time (a step line), from the first upload to the deadline, with the deadline and
 * now marked. No script, no inline style (the stylesheet's {@code chart} classes colour it).
 */
final class SubmissionChart {
    private static final int WIDTH = 640;
    private static final int HEIGHT = 220;
    private static final int LEFT = 48;
    private static final int RIGHT = 16;
    private static final int TOP = 12;
    private static final int BOTTOM = 40;

    private SubmissionChart() {}

    /**
     * @param uploads  upload times, earliest first
     * @param deadline the assignment's deadline, the chart's right edge (or the last upload, if later)
     * @param now      marked when it falls inside the chart
     * @return the section: its heading, and the chart or a line saying nobody has uploaded yet
     */
    static String draw(List<Instant> uploads, Instant deadline, Instant now) {
        StringBuilder b = new StringBuilder("<h3>Submissions toward the deadline</h3>\n");
        if (uploads.isEmpty()) {
            return b.append("<p id=\"submissions-empty\">No student has uploaded a bot yet.</p>\n")
                    .toString();
        }
        Instant start = uploads.get(0).minus(Duration.ofMinutes(1));
        Instant last = uploads.get(uploads.size() - 1);
        Instant end = deadline.isAfter(last) ? deadline : last;
        int n = uploads.size();
        int plotBottom = HEIGHT - BOTTOM;
        b.append("<svg id=\"submissions-chart\" class=\"chart\" viewBox=\"0 0 ")
                .append(WIDTH)
                .append(' ')
                .append(HEIGHT)
                .append("\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Uploads so far, over time,")
                .append(" toward the deadline\">\n")
                .append(line("axis", LEFT, TOP, LEFT, plotBottom))
                .append(line("axis", LEFT, plotBottom, WIDTH - RIGHT, plotBottom));
        StringBuilder steps = new StringBuilder(x(start, start, end) + "," + y(0, n));
        for (int i = 0; i < n; i++) {
            String x = x(uploads.get(i), start, end);
            steps.append(' ')
                    .append(x)
                    .append(',')
                    .append(y(i, n))
                    .append(' ')
                    .append(x)
                    .append(',')
                    .append(y(i + 1, n));
        }
        String until = x(now.isBefore(end) ? (now.isAfter(last) ? now : last) : end, start, end);
        steps.append(' ').append(until).append(',').append(y(n, n));
        b.append("<polyline class=\"series series-0\" points=\"")
                .append(steps)
                .append("\"><title>")
                .append(n)
                .append(n == 1 ? " upload" : " uploads")
                .append("</title></polyline>\n");
        String dx = x(deadline, start, end);
        b.append("<line class=\"deadline\" id=\"deadline-mark\" x1=\"")
                .append(dx)
                .append("\" y1=\"")
                .append(TOP)
                .append("\" x2=\"")
                .append(dx)
                .append("\" y2=\"")
                .append(plotBottom)
                .append("\"><title>Deadline</title></line>\n");
        if (now.isAfter(start) && now.isBefore(end)) {
            String nx = x(now, start, end);
            b.append("<line class=\"now\" id=\"now-mark\" x1=\"")
                    .append(nx)
                    .append("\" y1=\"")
                    .append(TOP)
                    .append("\" x2=\"")
                    .append(nx)
                    .append("\" y2=\"")
                    .append(plotBottom)
                    .append("\"><title>Now</title></line>\n");
        }
        b.append(text("tick", LEFT - 6, TOP + 4, "end", Integer.toString(n)))
                .append(text("tick", LEFT - 6, plotBottom, "end", "0"))
                .append(text("tick", LEFT, plotBottom + 16, "start", "first upload"))
                .append(text(
                        "tick",
                        WIDTH - RIGHT,
                        plotBottom + 16,
                        "end",
                        deadline.isAfter(last) ? "deadline" : "last upload"))
                .append(text("axis-label", (LEFT + WIDTH - RIGHT) / 2, HEIGHT - 6, "middle", "Time"))
                .append("</svg>\n");
        return b.append("<p id=\"submissions-summary\">")
                .append(n)
                .append(n == 1 ? " upload" : " uploads")
                .append(", the latest ")
                .append(Times.html(last))
                .append("; deadline ")
                .append(Times.html(deadline))
                .append(".</p>\n")
                .toString();
    }

    private static String line(String cls, double x1, double y1, double x2, double y2) {
        return "<line class=\"" + cls + "\" x1=\"" + x1 + "\" y1=\"" + y1 + "\" x2=\"" + x2 + "\" y2=\"" + y2 + "\"/>";
    }

    private static String text(String cls, int x, int y, String anchor, String words) {
        return "<text class=\"" + cls + "\" x=\"" + x + "\" y=\"" + y + "\" text-anchor=\"" + anchor + "\">" + words
                + "</text>";
    }

    private static String x(Instant at, Instant start, Instant end) {
        double span = Math.max(1, Duration.between(start, end).toMillis());
        double share = Duration.between(start, at).toMillis() / span;
        return String.format(Locale.ROOT, "%.1f", LEFT + (WIDTH - LEFT - RIGHT) * Math.min(1, Math.max(0, share)));
    }

    private static String y(int count, int total) {
        return String.format(
                Locale.ROOT, "%.1f", (double) (HEIGHT - BOTTOM) - (HEIGHT - BOTTOM - TOP) * (double) count / total);
    }
}
