package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ScenariosCommandTest {

    @Test
    @DisplayName("R-23.10 arena scenarios lists every map file with its players and target, and the New World")
    void listsTheMaps() {
        CommandRun run = CommandRun.of(new ScenariosCommand());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("heading-for-new-shores-4p    4        14      4 "), run.out());
        assertTrue(run.out().contains("four-islands-3p              3        13      4 "), run.out());
        assertTrue(run.out().contains("new-world"), run.out());
        assertTrue(
                run.out()
                        .contains(
                                "--scenario takes: four-islands, heading-for-new-shores, standard, through-the-desert, new-world"),
                run.out());
    }
}
