package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.TurnStarted;

/**
 * Property test of Catan for Two (R-24.2, and with Cities &amp; Knights ): seeded games between uniform agents keep every
 * invariant ({@link Invariants#check}, {@link CatanForTwoInvariants#check}) after every action and end
 * with one of the two players winning at the target or at the turn cap, without an exception.
 */
class CatanForTwoRandomPlayTest {

    /** Games per ruleset; {@code -Dvariants.games=N} for another count (the full run is 1,000). */
    static final int GAMES = Integer.getInteger("variants.games", 200);

    @Test
    void r24_2RandomGamesKeepTheInvariantsAfterEveryStep() {
        int won = 0;
        int rolls = 0;
        int turns = 0;
        for (int g = 0; g < GAMES; g++) {
            Game game = RandomPlayTest.playChecked(Ruleset.BASE, g, 2, true);
            assertTrue(game.isOver(), "game " + g + " did not end");
            if (game.winner().isPresent()) {
                won++;
                int winner = game.winner().getAsInt();
                assertTrue(winner < 2, "R-24.2.6 only a player wins");
                assertTrue(game.victoryPoints(winner) >= 10, "R-24.2.6 the winner is at the target");
            } else {
                assertEquals(game.options().turnCap(), game.turn(), "a game without a winner ends at the cap");
            }
            for (GameEvent e : game.events()) {
                rolls += e instanceof DiceRolled ? 1 : 0;
                turns += e instanceof TurnStarted ? 1 : 0;
            }
        }
        assertTrue(won > GAMES / 2, "most random games should end by a win, not the cap: " + won);
        assertTrue(rolls >= 2 * turns - GAMES, "R-24.2.2 two rolls a turn: " + rolls + " rolls in " + turns + " turns");
    }

    @Test
    void r17_3RandomGamesWithCitiesAndKnightsKeepTheInvariantsAfterEveryStep() {
        int won = 0;
        int neutralKnights = 0;
        int eventDice = 0;
        int rolls = 0;
        for (int g = 0; g < GAMES; g++) {
            Game game = RandomPlayTest.playChecked(Ruleset.CITIES_AND_KNIGHTS, g, 2, true);
            assertTrue(game.isOver(), "game " + g + " did not end");
            if (game.winner().isPresent()) {
                won++;
                int winner = game.winner().getAsInt();
                assertTrue(winner < 2, "R-24.2.6 only a player wins");
                assertTrue(game.victoryPoints(winner) >= 13, "R-24.2.6 the winner is at the target");
            }
            for (GameEvent e : game.events()) {
                rolls += e instanceof DiceRolled ? 1 : 0;
                eventDice += e instanceof EventDieRolled ? 1 : 0;
                neutralKnights += e instanceof Built b && b.piece() == Piece.KNIGHT && b.player() >= 2 ? 1 : 0;
            }
        }
        assertTrue(won > GAMES / 2, "most random games should end by a win, not the cap: " + won);
        assertEquals(rolls, eventDice, "R-17.3.5 every roll carries the event die");
        assertTrue(neutralKnights > 0, "R-17.3.1 random games place neutral knights");
    }
}
