package org.knightsarena.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.decision.Decision;

/** The person's decision sets name every decision of the API once: a new decision must be sorted into one. */
class PersonDecisionsTest {
    @Test
    void theSetsNameEveryDecisionOnce() {
        Set<String> declared = new TreeSet<>();
        for (Class<?> type : Decision.class.getPermittedSubclasses()) {
            declared.add(type.getSimpleName());
        }
        List<String> named = new ArrayList<>(PersonDecisions.OWN_TURN);
        named.addAll(PersonDecisions.QUEUED);
        named.addAll(PersonDecisions.INTERRUPTIONS);
        named.addAll(PersonDecisions.VARIANTS);
        assertEquals(declared, new TreeSet<>(named));
        assertEquals(declared.size(), named.size(), "no decision in two sets: " + named);
        assertTrue(PersonDecisions.QUEUED.containsAll(PersonDecisions.ANSWERED_WITH_CARDS));
    }
}
