package org.knightsarena.platform.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class UncontainedBotsTest {

    @Test
    void containedBotsAreNeitherRefusedNorWarnedAbout() {
        for (UncontainedBots policy : UncontainedBots.values()) {
            assertEquals(Optional.empty(), policy.refusal(Containment.BUBBLEWRAP));
            assertEquals(Optional.empty(), policy.warning(Containment.BUBBLEWRAP));
        }
    }

    @Test
    void withoutBubblewrapTheCommandLineWarnsThatBotsRunWithTheUsersRights() {
        assertEquals(Optional.empty(), UncontainedBots.RUN_WITH_WARNING.refusal(Containment.NONE));
        String warning =
                UncontainedBots.RUN_WITH_WARNING.warning(Containment.NONE).orElseThrow();
        assertTrue(
                warning.startsWith("warning: bubblewrap (/usr/bin/bwrap) is not installed: process bots"
                        + " (python:...) run uncontained, with your rights"),
                warning);
    }

    @Test
    void withoutBubblewrapAServerRefusesThemAndSaysHowAnAdminAllowsThem() {
        assertEquals(
                "bubblewrap (/usr/bin/bwrap) is not installed here, and process bots do not run uncontained"
                        + " on this server (its admin may allow it with --allow-uncontained-bots)",
                UncontainedBots.REFUSE.refusal(Containment.NONE).orElseThrow());
        assertTrue(
                UncontainedBots.REFUSE.warning(Containment.NONE).orElseThrow().contains("their seats are benched"));
    }
}
