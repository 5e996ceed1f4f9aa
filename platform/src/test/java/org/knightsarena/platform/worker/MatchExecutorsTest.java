package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;

class MatchExecutorsTest {

    private static final String EXAMPLE = "python:"
            + Path.of("..", "sample-agents", "python-starter", "example_bot.py")
                    .toAbsolutePath()
                    .normalize();

    private static MatchSpec shortMatch() {
        MatchSpec spec = MatchSpec.of(7, Ruleset.BASE, List.of(EXAMPLE, "random", "random", "heuristic"));
        return new MatchSpec(
                spec.seed(),
                spec.ruleset(),
                40,
                false,
                spec.perDecisionMs(),
                spec.bankMs(),
                spec.strikeLimit(),
                spec.seats());
    }

    @Test
    void aProcessBotPlaysInAMixedExecutorWhereItMayRun() {
        try (MatchExecutor executor = MatchExecutors.mixed(1, Optional.empty())) {
            MatchOutcome outcome = executor.play(shortMatch());

            assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
            assertEquals(
                    List.of(),
                    outcome.seats().get(0).faults(),
                    outcome.seats().get(0).log().toString());
            assertFalse(outcome.seats().get(0).ejected());
        }
    }

    @Test
    void aProcessBotBesideABotJarPlaysInAWorkerJvm() {
        String jar = "jar:"
                + Path.of("..", "sample-agents", "target", "bots", "heuristic.jar")
                        .toAbsolutePath()
                        .normalize();
        MatchSpec spec = shortMatch();
        spec = new MatchSpec(
                spec.seed(),
                spec.ruleset(),
                spec.turnCap(),
                false,
                spec.perDecisionMs(),
                spec.bankMs(),
                spec.strikeLimit(),
                List.of(EXAMPLE, jar, "random", "random"));
        try (MatchExecutor executor = MatchExecutors.mixed(1, Optional.empty())) {
            MatchOutcome outcome = executor.play(spec);

            assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
            assertEquals(
                    List.of(),
                    outcome.seats().get(0).faults(),
                    outcome.seats().get(0).log().toString());
            assertEquals(
                    List.of(),
                    outcome.seats().get(1).faults(),
                    outcome.seats().get(1).log().toString());
        }
    }

    @Test
    void aProcessBotThatMayNotRunHereIsBenchedWithTheReasonAndTheMatchCompletes() {
        try (MatchExecutor executor = MatchExecutors.mixed(1, Optional.of("bubblewrap is missing"))) {
            MatchOutcome outcome = executor.play(shortMatch());

            assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
            assertTrue(outcome.seats().get(0).ejected());
            assertTrue(
                    outcome.replay().runnerNotes().toString().contains("bubblewrap is missing"),
                    "the fault's detail is in the replay");
            assertEquals(4, outcome.result().orElseThrow().places().get(0));
        }
    }
}
