package org.knightsarena.platform.game.rules.cities;

import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.Track;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/** The event die: resolved completely before production; its faces are drawn by {@code state.Dice}. */
public final class EventDice {
    private EventDice() {}

    /** moves the ship or hands out the gate's progress draws. */
    public static void resolve(GameState s, Chronicle c, EventDie face, int red) {
        if (face == EventDie.SHIP) {
            Barbarians.advance(s, c);
            return;
        }
        Track track = face.track().orElseThrow();
        for (int i = 0, p = s.turn.active; i < s.players; i++, p = s.next(p)) {
            if (draws(CityImprovements.level(s, p, track), red)) {
                ProgressDecks.draw(s, c, p, track);
            }
        }
    }

    /** a player at level L (1 or more) draws when the red die is at most L + 1. */
    public static boolean draws(int level, int red) {
        return level >= 1 && red <= level + 1;
    }
}
