package org.knightsarena.platform.match;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.knightsarena.api.MatchResult;

/** The places of a match in which seats were ejected: they rank below every seat that played on. */
final class EjectedLast {
    private EjectedLast() {}

    /**
     * Moves ejected seats below every other seat; among themselves, and among the others, the
     * order of the rules' places is kept (ties still share a place). An ejected winner loses its
     * win.
     */
    static MatchResult rank(MatchResult result, boolean[] ejected) {
        int n = ejected.length;
        boolean any = false;
        for (boolean e : ejected) {
            any |= e;
        }
        if (!any) {
            return result;
        }
        List<Integer> places = new ArrayList<>(n);
        for (int p = 0; p < n; p++) {
            int place = 1;
            for (int q = 0; q < n; q++) {
                boolean above = ejected[q] == ejected[p]
                        ? result.places().get(q) < result.places().get(p)
                        : !ejected[q];
                if (above) {
                    place++;
                }
            }
            places.add(place);
        }
        OptionalInt winner =
                result.winner().isPresent() && ejected[result.winner().getAsInt()]
                        ? OptionalInt.empty()
                        : result.winner();
        return new MatchResult(result.ending(), winner, result.points(), places, result.turns());
    }
}
