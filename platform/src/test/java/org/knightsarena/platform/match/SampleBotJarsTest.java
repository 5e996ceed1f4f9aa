package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;

/**
 * The shipped bots as uploadable JARs (built by sample-agents into {@code target/bots}): each
 * passes the upload checks and plays whole matches in the sandbox without a fault.
 */
class SampleBotJarsTest {

    private static final Path BOTS = Path.of("").toAbsolutePath().getParent().resolve("sample-agents/target/bots");

    @ParameterizedTest
    @ValueSource(strings = {"random", "heuristic", "mcts"})
    void eachShippedBotJarIsAcceptedAndPlaysBothRulesetsInTheSandbox(String name) throws BotRejected {
        Path jar = BOTS.resolve(name + ".jar");
        assertTrue(Files.isRegularFile(jar), "sample-agents builds " + jar);
        SandboxedBot bot = SandboxedBot.load(jar, SandboxSettings.defaults());
        assertEquals(
                "samples.agents." + Character.toUpperCase(name.charAt(0)) + name.substring(1) + "Agent",
                bot.agentClass());
        AgentCatalog catalog = AgentCatalog.builtIn();
        for (Ruleset ruleset : Ruleset.values()) {
            List<Agent> agents = List.of(
                    bot.newAgent(5), catalog.create("heuristic"), catalog.create("random"), catalog.create("random"));
            MatchRecord match = new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT)
                    .play(5, agents, List.of(name, "heuristic", "random", "random#2"));
            assertTrue(match.game().isOver());
            assertEquals(
                    0,
                    match.faults().get(0),
                    () -> name + " faulted in " + ruleset + ": " + match.logs().get(0)
                            + " "
                            + match.game().events().stream()
                                    .filter(e -> e instanceof org.knightsarena.api.event.FaultRecorded)
                                    .limit(3)
                                    .toList());
        }
    }
}
