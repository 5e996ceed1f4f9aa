package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An agent's log is kept for its owner, so it is capped in lines, line length and characters. */
class CappedLogTest {

    @Test
    void keepsShortLogsWhole() {
        CappedLog log = new CappedLog();
        log.log("one");
        log.log(null);
        assertEquals(List.of("one", "null"), log.lines());
    }

    @Test
    void cutsLongLinesAndStopsAtTheCharacterCapSayingHowMuchWasDropped() {
        CappedLog log = new CappedLog();
        for (int i = 0; i < 300; i++) {
            log.log("x".repeat(10_000));
        }
        List<String> lines = log.lines();
        assertEquals(CappedLog.MAX_LINE_LENGTH + 1, lines.get(0).length());
        int kept = lines.size() - 1;
        assertEquals(CappedLog.MAX_CHARS / (CappedLog.MAX_LINE_LENGTH + 1) + 1, kept);
        assertEquals("[" + (300 - kept) + " more lines dropped]", lines.get(kept));
        assertTrue(
                lines.stream().mapToInt(String::length).sum() < CappedLog.MAX_CHARS + CappedLog.MAX_LINE_LENGTH + 40);
    }

    @Test
    void stopsAtTheLineCap() {
        CappedLog log = new CappedLog();
        for (int i = 0; i < CappedLog.MAX_LINES + 5; i++) {
            log.log("line " + i);
        }
        assertEquals(CappedLog.MAX_LINES + 1, log.lines().size());
        assertEquals("[5 more lines dropped]", log.lines().get(CappedLog.MAX_LINES));
    }
}
