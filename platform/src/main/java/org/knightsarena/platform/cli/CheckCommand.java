package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.knightsarena.api.Agent;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.HardStop;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arena check BOT.jar}: what an upload would do to a bot JAR, on the author's machine —
 * the inspection and bytecode verification with their report, then a smoke match per ruleset in
 * the sandbox against the sample bots, with its result and every fault.
 *
 * <p>Exit codes: 0 when the bot is accepted and its smoke matches had no faults, 1 when it is
 * refused or faulted, 2 when the file is missing or an option is wrong.
 */
@Command(
        name = "check",
        sortOptions = false,
        description = "Runs the upload checks on a bot JAR and plays a smoke match with it in the sandbox.")
public final class CheckCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "BOT.jar", description = "The bot JAR, as it would be uploaded.")
    private Path jar;

    @Mixin
    private RulesetsOption rules;

    /** The seed of each ruleset's smoke match. */
    @Mixin
    private SeedOption seed;

    /** Creates the command; picocli fills in its fields. */
    public CheckCommand() {}

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ErrorOutput errors = ErrorOutput.of(spec);
        List<Ruleset> rulesets = rules.value();
        if (!Files.isRegularFile(jar)) {
            return errors.fail("no such file: " + jar, 2);
        }
        SandboxedBot bot;
        try {
            bot = SandboxedBot.load(jar, SandboxSettings.defaults());
        } catch (BotRejected e) {
            out.println(jar + ": " + e.describe());
            out.println("verdict: the bot would be refused; fix the problems above");
            out.flush();
            return 1;
        }
        out.println(jar + ": accepted: agent " + bot.agentClass() + ", sha256 " + bot.sha256());
        int faults = 0;
        AgentCatalog samples = AgentCatalog.builtIn();
        for (Ruleset ruleset : rulesets) {
            faults += smokeMatch(out, bot, samples, ruleset);
        }
        out.println(
                faults == 0
                        ? "verdict: ready to upload"
                        : "verdict: the bot made " + faults + " faults; read them above before uploading");
        out.flush();
        return faults == 0 ? 0 : 1;
    }

    /** Plays the bot in seat 0 against heuristic, random, random; prints the result and faults. */
    private int smokeMatch(PrintWriter out, SandboxedBot bot, AgentCatalog samples, Ruleset ruleset) {
        long seed = this.seed.value();
        List<Agent> agents = new ArrayList<>(List.of(
                bot.newAgent(seed, HardStop.ABANDON_THREAD),
                samples.create("heuristic"),
                samples.create("random"),
                samples.create("random")));
        List<String> names = List.of("bot", "heuristic", "random", "random#2");
        MatchRecord match =
                new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT).play(seed, agents, names);
        MatchResult result = match.result();
        out.printf(
                Locale.ROOT,
                "smoke match (%s, seed %d) against heuristic, random, random: place %d of 4, %d points,"
                        + " %d turns, %d faults%s%n",
                ruleset.id(),
                seed,
                result.places().get(0),
                result.points().get(0),
                result.turns(),
                match.faults().get(0),
                match.ejected().get(0) ? ", ejected" : "");
        for (GameEvent e : match.game().events()) {
            if (e instanceof FaultRecorded f && f.player() == 0) {
                out.println("  fault (" + f.kind().id() + "): " + f.detail());
            }
        }
        List<String> log = match.logs().get(0);
        for (int i = 0; i < Math.min(log.size(), 10); i++) {
            out.println("  log: " + log.get(i));
        }
        if (log.size() > 10) {
            out.println("  log: … " + (log.size() - 10) + " more lines");
        }
        return match.faults().get(0);
    }
}
