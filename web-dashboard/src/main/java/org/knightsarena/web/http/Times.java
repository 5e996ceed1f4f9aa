package org.knightsarena.web.http;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * The one way pages show a moment: a {@code <time>} element whose text is UTC to the minute, with
 * UTC again as its hover title; {@code /static/time.js} (on every page, see {@link Page}) rewrites
 * the text into the reader's local time and leaves the UTC title, so every page reads the same.
 */
public final class Times {
    private static final DateTimeFormatter UTC =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private Times() {}

    /** @return the moment as a {@code <time>} element, or "–" when there is none */
    public static String html(Instant at) {
        if (at == null) {
            return "–";
        }
        String utc = UTC.format(at);
        return "<time datetime=\"" + at.truncatedTo(ChronoUnit.SECONDS) + "\" title=\"" + utc + "\">" + utc + "</time>";
    }
}
