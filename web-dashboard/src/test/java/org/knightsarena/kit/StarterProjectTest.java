package org.knightsarena.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.platform.cli.CheckCommand;
import org.knightsarena.platform.cli.NewBotCommand;
import picocli.CommandLine;

/**
 * The bot author's kit as a newcomer uses it: {@code arena new-bot} makes a project from the
 * starter, which builds with the same Maven (offline, from the local repository, after the
 * project's own modules are installed there as the guide says), its practice matches pass, and its
 * JAR passes {@code arena check}; a bot that loops fails its practice test in seconds, with the fault.
 */
class StarterProjectTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @Test
    void theStarterBuildsAndItsBotPassesTheUploadChecks(@TempDir Path dir) throws Exception {
        installBuiltModules();
        Path starter = newBot(dir, "greedy-builder");

        String build = maven(starter, "package");
        assertTrue(build.contains("Tests run: 2, Failures: 0, Errors: 0"), build);
        Path jar = starter.resolve("target/greedy-builder.jar");
        assertTrue(Files.isRegularFile(jar), "mvn package builds " + jar);

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new CheckCommand())
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(jar.toString());
        assertEquals(0, exit, out + "\n" + err);
        assertTrue(
                out.toString().contains("accepted: agent com.example.greedybuilder.GreedyBuilderBot"), out.toString());
        assertTrue(out.toString().contains("verdict: ready to upload"), out.toString());
    }

    @Test
    void aBotThatLoopsFailsItsPracticeTestWithTheBudgetFaultInsteadOfHanging(@TempDir Path dir) throws Exception {
        installBuiltModules();
        Path project = newBot(dir, "looper");
        Path source = project.resolve("src/main/java/com/example/looper/LooperBot.java");
        String bot = Files.readString(source);
        String decide = "public Action decide(GameView view, Decision decision) {\n";
        assertTrue(bot.contains(decide), bot);
        Files.writeString(source, bot.replace(decide, decide + "        for (long i = 0; i >= 0; i++) { }\n"));

        Maven maven = Maven.run(project, true, "test", "-Dtest=LooperBotTest#playsWholeGames*");

        assertTrue(maven.ended(), "the practice test of a looping bot still ran after 15 minutes");
        assertEquals(1, maven.exitCode(), maven.output());
        assertTrue(maven.output().contains("BUDGET on turn 0: "), maven.output());
        assertTrue(maven.output().contains("Tests run: 1, Failures: 1"), maven.output());
    }

    private static Path newBot(Path dir, String name) {
        Path project = dir.resolve(name);
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new NewBotCommand())
                .setErr(new PrintWriter(err))
                .execute(name, "--dir", project.toString());
        assertEquals(0, exit, err.toString());
        return project;
    }

    /**
     * Puts the modules the starter depends on into the local repository, from the JARs this build
     * already made (rebuilding them here would rewrite JARs this test's own JVM has open).
     */
    private static void installBuiltModules() throws IOException, InterruptedException {
        String version = System.getProperty("knightsarena.version");
        assertTrue(version != null, "the build passes the project's version as knightsarena.version");
        List<String> plugin = List.of("org.apache.maven.plugins:maven-install-plugin:3.1.3:install-file");
        install(plugin, ROOT.resolve("pom.xml"), ROOT.resolve("pom.xml"), "pom");
        for (String module : List.of("agent-api", "sandbox", "sample-agents", "platform")) {
            Path jar = ROOT.resolve(module).resolve("target").resolve(module + "-" + version + ".jar");
            assertTrue(Files.isRegularFile(jar), "the build made " + jar + " before this test");
            install(plugin, jar, ROOT.resolve(module).resolve("pom.xml"), "jar");
        }
    }

    private static void install(List<String> plugin, Path file, Path pom, String packaging)
            throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(plugin);
        args.addAll(List.of("-Dfile=" + file, "-DpomFile=" + pom, "-Dpackaging=" + packaging));
        // online: a fresh machine may not have the install plugin yet; the starter itself builds offline
        run(ROOT, false, args.toArray(String[]::new));
    }

    private static String maven(Path folder, String... goals) throws IOException, InterruptedException {
        return run(folder, true, goals);
    }

    /** Runs Maven (offline if asked) in a folder and returns its output; fails with that output unless it succeeds. */
    private static String run(Path folder, boolean offline, String... goals) throws IOException, InterruptedException {
        Maven maven = Maven.run(folder, offline, goals);
        assertTrue(
                maven.ended() && maven.exitCode() == 0,
                "'mvn " + String.join(" ", goals) + "' in " + folder + " failed:\n" + maven.output());
        return maven.output();
    }

    /** One Maven run: whether it ended within 15 minutes (it is killed otherwise), its exit code and output. */
    private record Maven(boolean ended, int exitCode, String output) {

        static Maven run(Path folder, boolean offline, String... goals) throws IOException, InterruptedException {
            List<String> command = new ArrayList<>(List.of("mvn", "-B"));
            if (offline) {
                command.add("-o");
            }
            command.addAll(List.of(goals));
            Path log = Files.createTempFile("maven-", ".log");
            Process maven = new ProcessBuilder(command)
                    .directory(folder.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            boolean ended = maven.waitFor(15, TimeUnit.MINUTES);
            if (!ended) {
                maven.destroyForcibly().waitFor();
            }
            String output = Files.readString(log, StandardCharsets.UTF_8);
            Files.delete(log);
            return new Maven(ended, ended ? maven.exitValue() : -1, output);
        }
    }
}
