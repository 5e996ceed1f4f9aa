package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.platform.game.state.GameOptions;

/** Who sees an event: a private one only its viewer, so no spectator; a public one everyone. */
class EventAudienceTest {

    @Test
    void aPrivateEventIsSeenByItsViewerAloneAndSoNotByAll() {
        GameEvent seen = new StolenCardSeen(2, 2, 0, Card.ORE);

        assertTrue(seen.isVisibleTo(2));
        assertFalse(seen.isVisibleTo(0));
        assertFalse(seen.isSeenByAll(4));
        assertTrue(new TurnStarted(3, 1).isSeenByAll(4));
    }

    @Test
    void inAPlayedGameTheEventsSeenByAllAreExactlyThoseEverySeatSees() {
        MatchRecord match = new MatchRunner(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4), TimeBudget.DEFAULT)
                .play(
                        5,
                        List.of(new RandomAgent(), new RandomAgent(), new RandomAgent(), new RandomAgent()),
                        List.of("a", "b", "c", "d"));
        int privateOnes = 0;
        for (GameEvent e : match.game().events()) {
            boolean everySeat = e.isVisibleTo(0) && e.isVisibleTo(1) && e.isVisibleTo(2) && e.isVisibleTo(3);
            assertEquals(everySeat, e.isSeenByAll(4), e.toString());
            privateOnes += everySeat ? 0 : 1;
        }
        assertTrue(privateOnes > 0, "a whole random game has private events (stolen cards, drawn progress cards)");
    }
}
