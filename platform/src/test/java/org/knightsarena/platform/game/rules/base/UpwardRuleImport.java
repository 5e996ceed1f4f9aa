package org.knightsarena.platform.game.rules.base;

import org.knightsarena.platform.game.flow.CitiesAndKnights;
import org.knightsarena.platform.game.rules.cities.CityWalls;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/**
 * Three deliberate breaches of the engine's inner layering, which {@code ArchitectureTest} must
 * catch: a base rule calling the flow (rules sit below it), a base rule using a Cities &amp;
 * Knights rule, which closes a cycle with {@code rules.cities} (its rules build on the base ones),
 * and a base rule moving the phase itself (the flow alone does). No other code uses this class.
 */
final class UpwardRuleImport {
    private UpwardRuleImport() {}

    static void proceedFromTheRules(GameState s, Chronicle c) {
        CitiesAndKnights.proceed(s, c);
    }

    static boolean wallFromTheBaseRules(GameState s, int seat, int node) {
        return CityWalls.canPlace(s, seat, node);
    }

    static void phaseFromTheRules(GameState s) {
        s.turn.enter(Phase.MAIN);
    }
}
