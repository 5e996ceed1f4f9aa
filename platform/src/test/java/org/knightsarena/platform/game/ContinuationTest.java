package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.Continuation.Step;
import org.knightsarena.platform.game.state.Phase;

/** The rules' word on where play goes next: each step takes exactly the phases it uses. */
class ContinuationTest {

    @Test
    @DisplayName("the common moves are shared constants, so the hot path allocates none")
    void commonMovesAreConstants() {
        assertSame(Continuation.ROBBER_THEN_MAIN, Continuation.interrupt(Phase.PLACE_ROBBER, Phase.MAIN));
        assertSame(Continuation.OWED_THEN_MAIN, Continuation.serveOwed(Phase.MAIN));
    }

    @Test
    @DisplayName("an interruption names the phase it enters and the one it returns to")
    void interruptionNamesBothPhases() {
        Continuation roads = Continuation.interrupt(Phase.FREE_ROAD, Phase.BEFORE_ROLL);
        assertEquals(new Continuation(Step.INTERRUPT, Phase.FREE_ROAD, Phase.BEFORE_ROLL), roads);
        IllegalArgumentException noBack =
                assertThrows(IllegalArgumentException.class, () -> Continuation.interrupt(Phase.FREE_ROAD, null));
        assertTrue(noBack.getMessage().contains("INTERRUPT takes a phase to go back to"), noBack.getMessage());
        IllegalArgumentException noPhase =
                assertThrows(IllegalArgumentException.class, () -> Continuation.interrupt(null, Phase.MAIN));
        assertTrue(noPhase.getMessage().contains("INTERRUPT takes a phase"), noPhase.getMessage());
    }

    @Test
    @DisplayName("serving the decisions owed names where play resumes, and nothing else")
    void servingOwedNamesWherePlayResumes() {
        assertEquals(
                Phase.DISPLACED_KNIGHT,
                Continuation.serveOwed(Phase.DISPLACED_KNIGHT).back());
        assertThrows(IllegalArgumentException.class, () -> Continuation.serveOwed(null));
        assertThrows(IllegalArgumentException.class, () -> new Continuation(Step.SERVE_OWED, Phase.MAIN, Phase.MAIN));
    }

    @Test
    @DisplayName("the moves without a phase take none")
    void movesWithoutAPhaseTakeNone() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new Continuation(Step.NONE, Phase.MAIN, null));
        assertEquals("NONE takes no phase: MAIN", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Continuation(Step.PROCEED, null, Phase.MAIN));
        assertThrows(NullPointerException.class, () -> new Continuation(null, null, null));
    }
}
