package com.example.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;
import org.knightsarena.platform.match.PracticeBot;

/**
 * Practice matches on your machine: your bot against the sample bots, on the real rules engine,
 * in the sandbox and under the budget the platform gives an upload (so a loop fails here in
 * seconds, as a BUDGET fault). Change the rulesets, the opponents and the thresholds as your bot
 * grows.
 */
class MyBotTest {

    private static final PracticeBot BOT = PracticeBot.of(Path.of("target", "classes"), MyBot.class.getName());

    private final AgentCatalog samples = AgentCatalog.builtIn();

    @Test
    void playsWholeGamesWithoutFaultsInBothRulesets() {
        for (Ruleset ruleset : Ruleset.values()) {
            for (long seed = 1; seed <= 10; seed++) {
                MatchRecord match = play(ruleset, seed, 0, "random", "random", "heuristic");
                assertTrue(match.game().isOver());
                assertEquals(List.of(), PracticeBot.faults(match, 0), () -> "faults in " + ruleset + " game " + match.result()
                        + "; the bot's log: " + match.logs().get(0));
            }
        }
    }

    @Test
    void beatsRandomBotsMoreOftenThanChance() {
        int games = 40;
        int wins = 0;
        for (int g = 0; g < games; g++) {
            int seat = g % 4;
            MatchRecord match = play(Ruleset.BASE, 100 + g, seat, "random", "random", "random");
            if (match.result().winner().orElse(-1) == seat) {
                wins++;
            }
        }
        // by chance a player wins about one game in four
        assertTrue(wins > games / 2, "MyBot won " + wins + " of " + games + " against three random bots");
    }

    /** Plays one game with MyBot at {@code seat} and the named sample bots around it. */
    private MatchRecord play(Ruleset ruleset, long seed, int seat, String... opponents) {
        List<Agent> agents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (String name : opponents) {
            agents.add(samples.create(name));
            names.add(name + "#" + names.size());
        }
        agents.add(seat, BOT.newAgent(seed));
        names.add(seat, "my-bot");
        MatchRunner runner = new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT);
        return runner.play(seed, agents, names);
    }
}
