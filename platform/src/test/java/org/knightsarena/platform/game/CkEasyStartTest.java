package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.platform.game.state.GameOptions;

/** The optional easy start. */
class CkEasyStartTest {

    @Test
    @DisplayName("R-3.8 with the easy start no event die is rolled in each player's first two turns, then every turn")
    void easyStartSkipsTheEventDieForTwoRounds() {
        GameOptions options =
                GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4).withStart(GameOptions.Start.EASY);
        List<Integer> turnsWithEventDie = turnsWithEventDie(options, 10);
        assertEquals(List.of(9, 10), turnsWithEventDie);
    }

    @Test
    @DisplayName("R-3.8 the easy start is off by default: the event die is rolled from the first turn")
    void standardStartRollsTheEventDieFromTheFirstTurn() {
        GameOptions options = GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4);
        assertEquals(GameOptions.Start.STANDARD, options.start());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), turnsWithEventDie(options, 10));
    }

    /** Plays random turns up to {@code lastTurn}; returns the turns whose roll included the event die. */
    private static List<Integer> turnsWithEventDie(GameOptions options, int lastTurn) {
        Game game = Game.create(options, 11);
        Random random = new Random(5);
        while (!game.isOver() && game.turn() <= lastTurn) {
            game.apply(UniformAgent.choose(game.decision(), random));
        }
        List<Integer> turns = new ArrayList<>();
        int turn = 0;
        int rolls = 0;
        for (GameEvent e : game.events()) {
            if (e instanceof TurnStarted) {
                turn = ((TurnStarted) e).turn();
            } else if (e instanceof DiceRolled && turn <= lastTurn) {
                rolls++;
            } else if (e instanceof EventDieRolled && turn <= lastTurn) {
                turns.add(turn);
            }
        }
        assertTrue(rolls >= lastTurn, "every turn up to " + lastTurn + " should have rolled: " + rolls);
        return turns;
    }
}
