package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.sandbox.TestJars;

/** {@code arena check}: the upload checks and a smoke match, on the author's machine. */
class CheckCommandTest {

    @Test
    void aGoodBotIsAcceptedAndPlaysASmokeMatchPerRuleset(@TempDir Path dir) {
        Path jar = TestJars.jar(dir, Map.of("bots.Last", PlayCommandTest.LAST_OPTION_BOT), null);

        CommandRun run = CommandRun.of(new CheckCommand(), jar.toString());

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().startsWith(jar + ": accepted: agent bots.Last, sha256 "), run.out());
        assertTrue(
                run.out().contains("smoke match (base, seed 1) against heuristic, random, random: place "), run.out());
        assertTrue(run.out().contains("smoke match (cities-and-knights, seed 1)"), run.out());
        assertTrue(run.out().contains(", 0 faults"), run.out());
        assertTrue(run.out().strip().endsWith("verdict: ready to upload"), run.out());
    }

    @Test
    void aRefusedBotGetsTheReportWithClassMethodAndLine(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of(
                        "bots.Exit",
                        PlayCommandTest.LAST_OPTION_BOT
                                .replace("class Last", "class Exit")
                                .replace("return decision.options()", "System.exit(1); return decision.options()")),
                null);

        CommandRun run = CommandRun.of(new CheckCommand(), jar.toString());

        assertEquals(1, run.exitCode());
        assertTrue(run.out().contains("refused: 1 problem"), run.out());
        assertTrue(run.out().contains("bots.Exit.decide(GameView, Decision), line "), run.out());
        assertTrue(
                run.out()
                        .contains(
                                "System.exit(...) is not allowed — return an action instead: the platform ends the match"),
                run.out());
        assertTrue(run.out().strip().endsWith("verdict: the bot would be refused; fix the problems above"), run.out());
    }

    @Test
    void aBotThatFaultsInItsSmokeMatchFailsTheCheckWithEveryFault(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of(
                        "bots.Null",
                        PlayCommandTest.LAST_OPTION_BOT
                                .replace("class Last", "class Null")
                                .replace(
                                        "return decision.options().get(decision.options().size() - 1);",
                                        "return null;")),
                null);

        CommandRun run = CommandRun.of(new CheckCommand(), jar.toString(), "--rules", "base");

        assertEquals(1, run.exitCode());
        assertTrue(run.out().contains("  fault (illegal-answer): answered null"), run.out());
        assertTrue(run.out().contains(", ejected"), run.out());
        assertTrue(run.out().contains("verdict: the bot made 10 faults; read them above before uploading"), run.out());
    }

    @Test
    void anExceptionFaultSaysWhereInTheBotsOwnCodeAndWhen(@TempDir Path dir) {
        String source = String.join(
                "\n",
                "package bots;",
                "import java.util.List;",
                "import org.knightsarena.api.*;",
                "import org.knightsarena.api.action.*;",
                "import org.knightsarena.api.decision.*;",
                "public final class Oops implements Agent {",
                "    public Action decide(GameView view, Decision decision) {",
                "        return plan(decision);",
                "    }",
                "    private Action plan(Decision decision) {",
                "        return List.<Action>of().get(0);",
                "    }",
                "}");
        Path jar = TestJars.jar(dir, Map.of("bots.Oops", source), null);

        CommandRun run = CommandRun.of(new CheckCommand(), jar.toString(), "--rules", "base");

        assertEquals(1, run.exitCode(), run.out() + run.err());
        String first =
                "  fault (exception): java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0"
                        + " at bots.Oops.plan(Oops.java:11) < bots.Oops.decide(Oops.java:8), on turn 0 answering Setup";
        assertTrue(run.out().contains(first), run.out());
        // every fault says so, however hot the failing code has become (no JIT fast throw without a message)
        assertEquals(
                10,
                run.out()
                        .lines()
                        .filter(
                                l -> l.startsWith(
                                        "  fault (exception): java.lang."
                                                + "ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0 at bots.Oops.plan(Oops.java:11)"))
                        .count(),
                run.out());
    }

    @Test
    void aBotWhoseConstructorThrowsGetsAVerdictNotAStackTrace(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of(
                        "bots.Last",
                        PlayCommandTest.LAST_OPTION_BOT.replace(
                                "class Last implements Agent {",
                                "class Last implements Agent {\n"
                                        + "public Last() { throw new IllegalStateException(\"not today\"); }")),
                null);

        CommandRun run = CommandRun.of(new CheckCommand(), jar.toString(), "--rules", "base");

        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(
                run.out()
                        .contains("  fault (crashed): bots.Last failed in its constructor:"
                                + " java.lang.IllegalStateException: not today; it plays no more"),
                run.out());
        assertTrue(run.out().contains("1 faults, ejected"), run.out());
        assertTrue(
                run.out().strip().endsWith("verdict: the bot made 1 faults; read them above before uploading"),
                run.out());
    }

    @Test
    void aMissingFileOrUnknownRulesetIsAUsageError(@TempDir Path dir) {
        CommandRun missing =
                CommandRun.of(new CheckCommand(), dir.resolve("none.jar").toString());
        assertEquals(2, missing.exitCode());
        assertEquals(
                "arena check: no such file: " + dir.resolve("none.jar"),
                missing.err().strip());

        CommandRun rules =
                CommandRun.of(new CheckCommand(), dir.resolve("none.jar").toString(), "--rules", "chess");
        assertEquals(2, rules.exitCode());
        assertTrue(rules.err().contains("Invalid value for option '--rules'"), rules.err());
    }
}
