package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.event.Produced;
import org.knightsarena.api.event.TurnStarted;

/** Seat order after setup, and the seven's empty production. */
class BaseSeatOrderTest {

    @Test
    @DisplayName("R-3.2 turns go clockwise from the start player: seats 0, 1, 2, 3, 0, ...")
    void turnsGoClockwiseFromSeatZero() {
        Game game = Fixture.base(4).main(0).game();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            game.apply(EndTurn.INSTANCE);
            TurnStarted started = (TurnStarted) game.events().get(game.events().size() - 1);
            order.add(started.player());
            game.forceDice(1, 2);
            game.apply(RollDice.INSTANCE);
        }
        assertEquals(List.of(1, 2, 3, 0, 1, 2), order);
    }

    @Test
    @DisplayName("R-4.5.4 a seven produces nothing, even for buildings on the sevens' neighbours")
    void aSevenProducesNothing() {
        Fixture f = Fixture.base(4).city(0, 10).city(1, 30).beforeRoll(0).dice(3, 4);
        Game game = f.game();
        int before = game.events().size();
        game.apply(RollDice.INSTANCE);
        for (int i = before; i < game.events().size(); i++) {
            assertTrue(
                    !(game.events().get(i) instanceof Produced),
                    "a seven paid " + game.events().get(i));
        }
        assertEquals(0, f.state().cards.handSize(0) + f.state().cards.handSize(1));
    }
}
