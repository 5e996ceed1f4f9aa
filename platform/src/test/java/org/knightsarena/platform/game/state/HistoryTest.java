package org.knightsarena.platform.game.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.EndTurn;

/** A game's packed history reads as the list of seated actions it was told, copies apart. */
class HistoryTest {

    @Test
    void itReadsBackWhatItRecordedPastItsFirstRoom() {
        History history = History.recording();
        List<SeatedAction> told = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            Action action = i % 3 == 0 ? EndTurn.INSTANCE : new BuildRoad(i % 72);
            history.record(i % 6, action);
            told.add(new SeatedAction(i % 6, action));
        }
        assertEquals(told, history);
        assertEquals(new SeatedAction(5, new BuildRoad(4_997 % 72)), history.get(4_997));
        assertThrows(IndexOutOfBoundsException.class, () -> history.get(5_000));
    }

    @Test
    void aCopyGoesItsOwnWay() {
        History history = History.recording();
        history.record(0, EndTurn.INSTANCE);
        History copy = history.copy();
        copy.record(1, new BuildRoad(3));
        history.record(2, new BuildRoad(4));
        assertEquals(List.of(new SeatedAction(0, EndTurn.INSTANCE), new SeatedAction(1, new BuildRoad(3))), copy);
        assertEquals(List.of(new SeatedAction(0, EndTurn.INSTANCE), new SeatedAction(2, new BuildRoad(4))), history);
    }

    @Test
    void aSearchCopysHistoryKeepsNothingAndNoOneWritesThroughTheList() {
        History discarding = History.discarding();
        discarding.record(0, EndTurn.INSTANCE);
        assertTrue(discarding.isEmpty());
        assertTrue(discarding.copy().isEmpty());
        History history = History.recording();
        assertThrows(UnsupportedOperationException.class, () -> history.add(new SeatedAction(0, EndTurn.INSTANCE)));
        assertThrows(NullPointerException.class, () -> history.record(0, null));
    }
}
