package org.knightsarena;

import org.knightsarena.platform.cli.BenchCommand;
import org.knightsarena.platform.cli.CheckCommand;
import org.knightsarena.platform.cli.NewBotCommand;
import org.knightsarena.platform.cli.PlayCommand;
import org.knightsarena.platform.cli.ReplayCommand;
import org.knightsarena.platform.cli.ScenariosCommand;
import org.knightsarena.tournaments.cli.FleetBenchCommand;
import org.knightsarena.tournaments.cli.QueueCommand;
import org.knightsarena.tournaments.cli.TournamentBenchCommand;
import org.knightsarena.tournaments.cli.TournamentCommand;
import org.knightsarena.tournaments.cli.WorkerCommand;
import org.knightsarena.web.accounts.AccountsCommand;
import org.knightsarena.web.bench.DashboardBenchCommand;
import org.knightsarena.web.server.ServeCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code arena} executable: the top command that gathers the subcommands contributed by each
 * module ({@code serve}, {@code accounts} and {@code bench-dashboard} from {@code web-dashboard};
 * {@code play}, {@code bench}, {@code replay}, {@code check}, {@code new-bot} and {@code scenarios} from {@code platform}; {@code tournament} and
 * {@code bench-tournament} from {@code tournaments}).
 *
 * <p>Invoked without a subcommand it prints its usage. The process exits with the chosen
 * subcommand's exit code.
 */
@Command(
        name = "arena",
        mixinStandardHelpOptions = true,
        versionProvider = Arena.Version.class,
        description = "Knights Arena: bots for Catan with the Cities & Knights expansion.",
        subcommands = {
            ServeCommand.class,
            AccountsCommand.class,
            DashboardBenchCommand.class,
            PlayCommand.class,
            BenchCommand.class,
            ReplayCommand.class,
            CheckCommand.class,
            NewBotCommand.class,
            ScenariosCommand.class,
            TournamentCommand.class,
            TournamentBenchCommand.class,
            WorkerCommand.class,
            QueueCommand.class,
            FleetBenchCommand.class
        })
public final class Arena implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the top command; picocli fills in its fields. */
    public Arena() {}

    /**
     * Runs {@code arena} with the given arguments and exits the JVM with the command's exit code.
     *
     * @param args the command-line arguments, e.g. {@code play --games 10}
     */
    public static void main(String[] args) {
        System.exit(new CommandLine(new Arena()).execute(args));
    }

    /** Without a subcommand there is nothing to do: show the usage and fail. */
    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing subcommand");
    }

    /** Reports the Implementation-Version from the JAR's manifest, or {@code dev} outside a JAR. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Arena.class.getPackage().getImplementationVersion();
            return new String[] {"arena " + (version == null ? "dev" : version)};
        }
    }
}
