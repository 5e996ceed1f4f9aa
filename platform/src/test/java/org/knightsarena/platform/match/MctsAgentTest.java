package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.agents.HeuristicAgent;
import org.knightsarena.agents.MctsAgent;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.agents.SearchSettings;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.state.GameOptions;

/**
 * The search bot on the real engine: legal, reproducible, and far better than random. Its
 * strength against the heuristic is measured by {@link MctsLadder}, not here.
 */
class MctsAgentTest {

    /** Small settings keep the suite quick; the search is the same as with the defaults. */
    private static final SearchSettings QUICK = new SearchSettings(6, 40, 8, 1, 0.35);

    private final AgentCatalog catalog = AgentCatalog.builtIn();

    @Test
    void catalogFindsTheSearchBotAsMcts() {
        assertTrue(catalog.contains("mcts"), catalog.names().toString());
        assertTrue(catalog.create("mcts") instanceof MctsAgent);
    }

    /**
     * 20 games against three random agents, the search bot in each seat 5 times, must give it at
     * least 14 wins. An agent no better than random wins a game with probability 1/4, and then 14
     * or more wins of 20 have probability 3e-5: passing shows real strength, not luck. (The games
     * are seeded, so the test itself is deterministic.)
     */
    @Test
    void searchBotWinsMostGamesAgainstThreeRandomAgents() {
        MatchRunner runner = new MatchRunner(GameOptions.standard(Ruleset.BASE, 4), TimeBudget.DEFAULT);
        int games = 20;
        int wins = 0;
        for (int g = 0; g < games; g++) {
            List<Agent> agents = new ArrayList<>();
            List<String> names = new ArrayList<>();
            int seat = g % 4;
            for (int p = 0; p < 4; p++) {
                agents.add(p == seat ? new MctsAgent(QUICK) : new RandomAgent());
                names.add(p == seat ? "mcts" : "random");
            }
            MatchRecord match = runner.play(5_000 + g, agents, names);
            assertEquals(List.of(0, 0, 0, 0), match.faults(), "faults in game " + g);
            if (match.result().winner().orElse(-1) == seat) {
                wins++;
            }
        }
        assertTrue(wins >= 14, "the search bot won only " + wins + " of " + games + " games against random agents");
    }

    @ParameterizedTest
    @EnumSource(Ruleset.class)
    void searchBotNeverFaultsAndNeverSkipsARollout(Ruleset ruleset) {
        MatchRunner runner = new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT);
        for (long seed = 0; seed < 3; seed++) {
            List<Agent> agents =
                    List.of(new MctsAgent(QUICK), new HeuristicAgent(), new RandomAgent(), new MctsAgent(QUICK));
            MatchRecord match = runner.play(seed, agents, List.of("mcts", "heuristic", "random", "mcts#2"));
            assertEquals(List.of(0, 0, 0, 0), match.faults(), "faults in " + ruleset + " game " + seed);
            assertTrue(match.result().winner().isPresent(), ruleset + " game " + seed + " ended without a winner");
            for (int seat : new int[] {0, 3}) {
                assertEquals(List.of(), match.logs().get(seat), "log of seat " + seat + " in game " + seed);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Ruleset.class)
    void sameSeedAndSettingsReplayIdentically(Ruleset ruleset) {
        // a generous clock: the search is bounded by its iteration count, never by time
        MatchRunner runner = new MatchRunner(
                GameOptions.standard(ruleset, 4), new TimeBudget(Duration.ofSeconds(60), Duration.ofMinutes(10)));
        List<String> names = List.of("random", "mcts", "heuristic", "mcts#2");
        String first = ReplayJson.write(runner.play(42, lineup(), names).replay());
        String second = ReplayJson.write(runner.play(42, lineup(), names).replay());
        assertEquals(first, second);
    }

    private static List<Agent> lineup() {
        return List.of(new RandomAgent(), new MctsAgent(QUICK), new HeuristicAgent(), new MctsAgent(QUICK));
    }
}
