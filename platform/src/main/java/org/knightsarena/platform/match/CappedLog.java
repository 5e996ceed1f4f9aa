package org.knightsarena.platform.match;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.AgentLog;

/** An agent's log for one match: keeps the first lines up to a cap, counts the rest. */
final class CappedLog implements AgentLog {
    static final int MAX_LINES = 1_000;
    static final int MAX_LINE_LENGTH = 500;

    private final List<String> lines = new ArrayList<>();
    private int dropped;

    @Override
    public void log(String line) {
        if (lines.size() >= MAX_LINES) {
            dropped++;
            return;
        }
        String text = String.valueOf(line);
        lines.add(text.length() > MAX_LINE_LENGTH ? text.substring(0, MAX_LINE_LENGTH) + "…" : text);
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
