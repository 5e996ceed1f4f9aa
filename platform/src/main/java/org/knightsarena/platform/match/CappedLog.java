package org.knightsarena.platform.match;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.AgentLog;

/**
 * An agent's log for one match: keeps the first lines up to a cap of lines and of characters
 * (it is stored with the match for the agent's owner), counts the rest.
 */
final class CappedLog implements AgentLog {
    static final int MAX_LINES = 1_000;
    static final int MAX_LINE_LENGTH = 500;
    static final int MAX_CHARS = 64 * 1024;

    private final List<String> lines = new ArrayList<>();
    private int dropped;
    private int chars;

    @Override
    public void log(String line) {
        if (lines.size() >= MAX_LINES || chars >= MAX_CHARS) {
            dropped++;
            return;
        }
        String text = String.valueOf(line);
        String kept = text.length() > MAX_LINE_LENGTH ? text.substring(0, MAX_LINE_LENGTH) + "…" : text;
        lines.add(kept);
        chars += kept.length();
    }

    List<String> lines() {
        if (dropped == 0) {
            return List.copyOf(lines);
        }
        List<String> all = new ArrayList<>(lines);
        all.add("[" + dropped + " more lines dropped]");
        return List.copyOf(all);
    }
}
