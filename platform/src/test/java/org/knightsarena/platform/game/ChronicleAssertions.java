package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;

/**
 * Assertions for tests in any package that compare two games' chronicles: they report the first
 * difference instead of printing both whole lists or texts.
 */
public final class ChronicleAssertions {

    private ChronicleAssertions() {}

    /** Compares two lists (events, actions), reporting the first item that differs rather than both whole lists. */
    public static void assertSameItems(List<?> expected, List<?> actual, String context) {
        int n = Math.min(expected.size(), actual.size());
        for (int i = 0; i < n; i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                fail(context + ": item " + i + " differs: expected " + expected.get(i) + " but was " + actual.get(i));
            }
        }
        assertEquals(expected.size(), actual.size(), context + ": item count");
    }

    /** Compares two texts exactly, reporting the first character that differs with some context. */
    public static void assertSameText(String expected, String actual, String context) {
        if (expected.equals(actual)) {
            return;
        }
        int i = 0;
        while (i < expected.length() && i < actual.length() && expected.charAt(i) == actual.charAt(i)) {
            i++;
        }
        int from = Math.max(0, i - 80);
        fail(context + ": texts differ at character " + i + ": expected ..."
                + expected.substring(from, Math.min(expected.length(), i + 80)) + "... but was ..."
                + actual.substring(from, Math.min(actual.length(), i + 80)) + "...");
    }
}
