package org.knightsarena.api.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.EndTurn;

/** {@link ActionList}'s own {@code contains} and {@code indexOf}: same answers as any list, by equality. */
class ActionListTest {

    private final BuildRoad road = new BuildRoad(3);
    private final ActionList list =
            ActionList.copyOf(new Action[] {new BuildRoad(1), road, new BuildRoad(1), EndTurn.INSTANCE}, 4);

    @Test
    void theListedInstanceIsContained() {
        assertTrue(list.contains(road));
        assertEquals(1, list.indexOf(road));
    }

    @Test
    void anEqualActionThatIsAnotherInstanceIsContainedAtItsFirstIndex() {
        assertTrue(list.contains(new BuildRoad(3)));
        assertEquals(0, list.indexOf(new BuildRoad(1)));
        assertEquals(2, list.lastIndexOf(new BuildRoad(1)));
    }

    @Test
    void anUnlistedActionNullAndAnotherTypeAreNotContained() {
        assertFalse(list.contains(new BuildRoad(4)));
        assertFalse(list.contains(null));
        assertFalse(list.contains("BuildRoad[path=3]"));
        assertEquals(-1, list.indexOf(new BuildRoad(4)));
        assertEquals(-1, list.indexOf(null));
    }
}
