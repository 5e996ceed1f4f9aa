package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;

/** The shipped agents on the real engine: legal play, and the heuristic clearly ahead of random. */
class SampleAgentsTest {

    private final AgentCatalog catalog = AgentCatalog.builtIn();
    private final MatchRunner runner = new MatchRunner(GameOptions.standard(Ruleset.BASE, 4), TimeBudget.DEFAULT);

    @Test
    void catalogFindsTheShippedAgents() {
        assertTrue(
                catalog.names().containsAll(List.of("heuristic", "random")),
                catalog.names().toString());
    }

    @Test
    void randomAgentsPlayWholeGamesWithoutFaults() {
        for (long seed = 0; seed < 200; seed++) {
            MatchRecord match = play(seed, "random", "random", "random", "random");
            assertEquals(List.of(0, 0, 0, 0), match.faults(), "faults in game " + seed);
        }
    }

    @Test
    void heuristicWinsMostGamesAgainstThreeRandomAgentsFromEverySeat() {
        int games = 200;
        int wins = 0;
        for (int g = 0; g < games; g++) {
            String[] names = {"random", "random", "random", "random"};
            int seat = g % 4;
            names[seat] = "heuristic";
            MatchRecord match = play(1_000 + g, names);
            assertEquals(List.of(0, 0, 0, 0), match.faults(), "faults in game " + g);
            if (match.result().winner().orElse(-1) == seat) {
                wins++;
            }
        }
        assertTrue(wins >= games * 0.6, "heuristic won only " + wins + " of " + games);
    }

    private MatchRecord play(long seed, String... names) {
        List<Agent> agents = new ArrayList<>();
        for (String name : names) {
            agents.add(catalog.create(name));
        }
        return runner.play(seed, agents, List.of(names));
    }
}
