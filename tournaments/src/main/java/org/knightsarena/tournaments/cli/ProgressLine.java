package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.knightsarena.platform.cli.ErrorOutput;

/**
 * Progress of a run on stderr: matches done of the total, the rate and the time left. On a
 * terminal it is one status line redrawn in place; otherwise a plain line at every tenth of the
 * run (so logs of unattended runs stay short).
 *
 * <p>Not thread-safe: the command's own thread draws it.
 */
final class ProgressLine {

    private static final int WIDTH = 30;

    private final ErrorOutput errors;
    private final PrintWriter err;
    private final boolean terminal;
    private final int total;
    private final int doneAtStart;
    private final long startNanos;
    private int lastTenth;

    ProgressLine(ErrorOutput errors, PrintWriter err, boolean terminal, int total, int doneAtStart) {
        this.errors = errors;
        this.err = err;
        this.terminal = terminal;
        this.total = total;
        this.doneAtStart = doneAtStart;
        this.startNanos = System.nanoTime();
        this.lastTenth = total == 0 ? 10 : 10 * doneAtStart / total;
    }

    /** Shows {@code done} matches of the total. */
    void show(int done) {
        if (terminal) {
            errors.status(text(done));
            return;
        }
        int tenth = total == 0 ? 10 : 10 * done / total;
        if (tenth > lastTenth) {
            lastTenth = tenth;
            err.println(text(done));
            err.flush();
        }
    }

    /** Removes the status line, if one is shown. */
    void clear() {
        errors.clearStatus();
    }

    String text(int done) {
        int filled = total == 0 ? WIDTH : WIDTH * done / total;
        double seconds = Math.max(1, System.nanoTime() - startNanos) / 1e9;
        double rate = (done - doneAtStart) / seconds;
        String eta = rate > 0 ? clock((long) Math.ceil((total - done) / rate)) : "--:--";
        return String.format(
                Locale.ROOT,
                "[%s%s] %d/%d matches  %.1f/s  ETA %s",
                "#".repeat(filled),
                ".".repeat(WIDTH - filled),
                done,
                total,
                rate,
                eta);
    }

    /** Formats seconds as m:ss, or h:mm:ss from an hour on. */
    static String clock(long seconds) {
        long h = TimeUnit.SECONDS.toHours(seconds);
        long m = TimeUnit.SECONDS.toMinutes(seconds) % 60;
        long s = seconds % 60;
        return h > 0
                ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, s)
                : String.format(Locale.ROOT, "%d:%02d", m, s);
    }
}
