package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchRunner;

/**
 * A worker wraps every seat in a {@link BeaconAgent}, which overrides {@code onEvent}: it answers
 * for the agent it wraps whether that one listens, so the match runner tells a wrapped agent that
 * keeps {@link Agent#onEvent}'s default no events, as it would the agent itself.
 */
class BeaconAgentTest {
    private static final GameOptions OPTIONS =
            GameOptions.standard(Ruleset.BASE, 4).withTurnCap(30);

    @TempDir
    Path dir;

    @Test
    void aWrappedAgentIsToldEventsOnlyIfItHasItsOwnOnEvent() {
        Beacon quietCalls = Beacon.reader(dir.resolve("quiet"));
        Counting quiet = new Counting();
        Listening listening = new Listening();
        BeaconAgent wrappedQuiet = new BeaconAgent(quiet, 0, Beacon.writer(dir.resolve("quiet")));
        Beacon.reader(dir.resolve("listening"));
        BeaconAgent wrappedListening = new BeaconAgent(listening, 1, Beacon.writer(dir.resolve("listening")));
        assertFalse(wrappedQuiet.listensToEvents());
        assertTrue(wrappedListening.listensToEvents());

        new MatchRunner(OPTIONS, TimeBudget.DEFAULT)
                .play(
                        7,
                        List.of(wrappedQuiet, wrappedListening, new Counting(), new Counting()),
                        List.of("quiet", "listening", "c", "d"));
        assertTrue(quiet.decisions > 0, "the quiet agent played");
        assertEquals(
                quiet.decisions + 2, // onMatchStart and onMatchEnd
                quietCalls.read().call(),
                "the runner called the wrapper for the quiet agent's decisions and the match's start and end only,"
                        + " not for events");
        assertTrue(listening.events > 0, "the listening agent was told the events, through the wrapper");
    }

    /** Answers with the first option, counting its decisions, and keeps the default {@code onEvent}. */
    private static class Counting implements Agent {
        int decisions;
        int events;

        @Override
        public Action decide(GameView view, Decision decision) {
            decisions++;
            return decision.options().isEmpty()
                    ? decision.defaultAnswer()
                    : decision.options().get(0);
        }
    }

    /** The same, with an {@code onEvent} of its own. */
    private static final class Listening extends Counting {
        @Override
        public void onEvent(GameEvent event) {
            events++;
        }
    }
}
