package org.knightsarena.web.server;

import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.worker.WorkerFolders;
import org.knightsarena.tournaments.cli.DatabaseOption;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.web.accounts.SignupMode;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena serve}: opens (creating if needed) the database in the data folder, creates the
 * first admin on the first start and prints its password once, registers the sample bots in the
 * open league and plays its season in the background (starting one, or resuming the one a
 * previous start left), then serves the dashboard until the process is stopped. At start it
 * removes the worker JVM folders that killed runs left in the temp folder ({@link WorkerFolders}).
 */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = "Serves the web dashboard and its REST API; prints the address to open.")
public final class ServeCommand implements Callable<Integer> {
    @Option(
            names = "--port",
            defaultValue = "8080",
            description = "TCP port (default: ${DEFAULT-VALUE}; 0 for any free one).")
    int port;

    @Option(
            names = "--host",
            defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}; 0.0.0.0 for every interface).")
    String host;

    @Option(
            names = "--data",
            defaultValue = "arena-data",
            description = "Data folder with the database, bot JARs and replays (default: ${DEFAULT-VALUE}).")
    Path data;

    @Option(
            names = "--db",
            paramLabel = "URL",
            converter = DatabaseOption.class,
            description = DatabaseOption.DESCRIPTION + " Bot JARs stay in --data.")
    DatabaseLocation db;

    @Option(
            names = "--play-threads",
            defaultValue = "1",
            description = "Matches of the open league's season played at once in the background"
                    + " (default: ${DEFAULT-VALUE}; 0 to play none).")
    int playThreads;

    @Option(
            names = "--secure-cookies",
            description =
                    "Mark cookies Secure; use when the dashboard is reached over https (directly or via a proxy).")
    boolean secureCookies;

    @Option(
            names = "--connections-per-address",
            defaultValue = "64",
            description = "Connections one client address may hold open at once (default: ${DEFAULT-VALUE});"
                    + " raise it when many people reach the dashboard through one address.")
    int connectionsPerAddress;

    @Option(
            names = UncontainedBots.ALLOW_OPTION,
            description = "Where bubblewrap is not installed, take uploads of process bots (zips) and play them"
                    + " uncontained, with this user's rights; by default they are refused.")
    boolean allowUncontainedBots;

    @Spec
    CommandSpec spec;

    /** Creates the command; picocli fills in its fields. */
    public ServeCommand() {}

    @Override
    public Integer call() throws InterruptedException {
        DashboardSettings settings = DashboardSettings.defaults(host, port, data)
                .withCookies(
                        secureCookies
                                ? DashboardSettings.CookieSecurity.SECURE
                                : DashboardSettings.CookieSecurity.PLAIN_HTTP);
        if (playThreads < 0) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--play-threads must be 0 (do not play) or more, was " + playThreads);
        }
        if (connectionsPerAddress < 1) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--connections-per-address must be 1 or more, was " + connectionsPerAddress);
        }
        UncontainedBots uncontained = allowUncontainedBots ? UncontainedBots.RUN_WITH_WARNING : UncontainedBots.REFUSE;
        settings = settings.withPlay(playThreads, settings.openLeague())
                .withConnections(settings.connections().withPerAddress(connectionsPerAddress))
                .withUncontainedBots(uncontained);
        uncontained.warning(Containment.available()).ifPresent(System.err::println);
        int stale = WorkerFolders.removeStale().size();
        if (stale > 0) {
            System.out.println("Removed " + stale + " worker JVM folders that killed runs left in the temp folder.");
        }
        Database database = db == null ? Database.open(data) : Database.open(db);
        Dashboard dashboard = Dashboard.create(settings, database, Clock.systemUTC());
        dashboard
                .createFirstAdmin()
                .ifPresent(
                        password -> System.out.println(
                                "First start: created the account 'admin' with password " + password + "\n"
                                        + "  It is shown only this once: note it now. (arena accounts create adds more accounts.)"));
        dashboard.start();
        System.out.println("Knights Arena dashboard: " + dashboard.url());
        SignupMode signup = dashboard.signups().mode();
        System.out.println("Sign-up is " + signup.code() + ": " + signup.meaning() + ". An admin changes it ("
                + SignupMode.codes() + ") on " + dashboard.url().resolve("/accounts") + ".");
        System.out.println(
                "Data folder: " + data.toAbsolutePath() + "; database: " + database.location() + "; stop with Ctrl+C.");
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            dashboard.close();
                            database.close();
                            stopped.countDown();
                        },
                        "arena-serve-shutdown"));
        stopped.await();
        return 0;
    }
}
