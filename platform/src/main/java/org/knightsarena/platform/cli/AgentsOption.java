package org.knightsarena.platform.cli;

import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --agents A,B,C}, the same in {@code play}, {@code bench}, {@code tournament} and
 * {@code bench-tournament}: a picocli mixin. Each command makes it with its own default (picocli
 * keeps a mixin field's instance) and says in its description how many agents it seats, of which
 * kinds, and the default; the command checks the names.
 */
public final class AgentsOption {

    @Option(
            names = "--agents",
            paramLabel = "AGENTS",
            description = "The agents, comma-separated: built-in names (a name given twice enters twice, as"
                    + " random,random or random#2), paths of bot JARs ending in .jar, which play in the"
                    + " sandbox, or python:path/to/bot.py, a process bot speaking docs/protocol.md; how many,"
                    + " which kinds and the default are said above.")
    private String agents;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    /** An option without a default: the command must be given {@code --agents}. */
    public AgentsOption() {
        this(null);
    }

    /** @param defaults the agents when {@code --agents} is not given, comma-separated */
    public AgentsOption(String defaults) {
        this.agents = defaults;
    }

    /**
     * @return the names as given, in order, empty ones included (the command refuses those by name)
     * @throws ParameterException if the option has no default and was not given
     */
    public List<String> names() {
        if (agents == null) {
            throw new ParameterException(command.commandLine(), "Missing required option: '--agents=AGENTS'");
        }
        return Arrays.asList(agents.split(",", -1));
    }
}
