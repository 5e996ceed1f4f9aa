package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arena new-bot}: the starter, renamed after the bot, and nothing written on a refusal. */
class NewBotCommandTest {

    private static final Path STARTER = Path.of("..", "sample-agents", "starter");

    @TempDir
    Path dir;

    @Test
    void aNewBotIsTheStarterWithItsPackageClassArtifactAndJarNamedAfterTheBot() throws IOException {
        Path project = dir.resolve("greedy-builder");

        CommandRun run = CommandRun.of(new NewBotCommand(), "greedy-builder", "--dir", project.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(
                List.of(
                        "README.md",
                        "pom.xml",
                        "src/main/java/com/example/greedybuilder/GreedyBuilderBot.java",
                        "src/test/java/com/example/greedybuilder/GreedyBuilderBotTest.java"),
                files(project));
        String bot = Files.readString(project.resolve("src/main/java/com/example/greedybuilder/GreedyBuilderBot.java"));
        assertTrue(bot.startsWith("package com.example.greedybuilder;"), bot);
        assertTrue(bot.contains("public final class GreedyBuilderBot implements Agent"), bot);
        String pom = Files.readString(project.resolve("pom.xml"));
        assertTrue(pom.contains("<artifactId>greedy-builder</artifactId>"), pom);
        assertTrue(pom.contains("<agent.class>com.example.greedybuilder.GreedyBuilderBot</agent.class>"), pom);
        assertTrue(pom.contains("<finalName>greedy-builder</finalName>"), pom);
        for (String file : files(project)) {
            String text = Files.readString(project.resolve(file));
            assertFalse(
                    text.contains("MyBot") || text.contains("com.example.bot") || text.contains("my-bot"),
                    file + " still names the template");
        }
        assertTrue(
                run.out()
                        .contains("next: cd " + project.toAbsolutePath() + " && mvn package && arena check"
                                + " target/greedy-builder.jar"),
                run.out());
    }

    @Test
    void theJarCarriesEveryFileOfTheStarterAndTheStarterIsTheTemplateUnchanged() throws IOException {
        Path project = dir.resolve("my-bot");

        assertEquals(
                0,
                CommandRun.of(
                                new NewBotCommand(),
                                "my-bot",
                                "--dir",
                                project.toString(),
                                "--package",
                                "com.example.bot")
                        .exitCode());

        assertEquals(files(STARTER), files(project), "starter/files lists every file of sample-agents/starter");
        for (String file : files(STARTER)) {
            assertEquals(Files.readString(STARTER.resolve(file)), Files.readString(project.resolve(file)), file);
        }
    }

    @Test
    void thePackageMayBeChosen() throws IOException {
        Path project = dir.resolve("p");

        assertEquals(
                0,
                CommandRun.of(
                                new NewBotCommand(),
                                "ranger",
                                "--dir",
                                project.toString(),
                                "--package",
                                "org.school.team7")
                        .exitCode());

        assertTrue(Files.isRegularFile(project.resolve("src/main/java/org/school/team7/RangerBot.java")));
    }

    @Test
    void aBadNameOrPackageIsRefusedWithTheRuleAndNothingIsWritten() throws IOException {
        Path project = dir.resolve("x");

        CommandRun badName = CommandRun.of(new NewBotCommand(), "My Bot", "--dir", project.toString());
        CommandRun badPackage =
                CommandRun.of(new NewBotCommand(), "ok", "--dir", project.toString(), "--package", "com.new");

        assertEquals(2, badName.exitCode());
        assertTrue(
                badName.err()
                        .contains("use lower-case letters, digits and single dashes, starting with a letter,"
                                + " at most 40 characters, such as greedy-builder; not 'My Bot'"),
                badName.err());
        assertEquals(2, badPackage.exitCode());
        assertTrue(
                badPackage.err().contains("none of them a Java keyword, such as com.example.greedy; not 'com.new'"),
                badPackage.err());
        assertFalse(Files.exists(project));
    }

    @Test
    void aFolderThatIsNotEmptyIsLeftAsItWas() throws IOException {
        Path project = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(project.resolve("notes.txt"), "mine");

        CommandRun run = CommandRun.of(new NewBotCommand(), "mine", "--dir", project.toString());

        assertEquals(2, run.exitCode());
        assertTrue(
                run.err()
                        .contains(project.toAbsolutePath() + " already exists and is not an empty folder;"
                                + " nothing was written"),
                run.err());
        assertEquals(List.of("notes.txt"), files(project));
    }

    @Test
    void classNamesComeFromTheBotsName() {
        assertEquals("MyBot", NewBotCommand.className("my-bot"));
        assertEquals("GreedyBuilderBot", NewBotCommand.className("greedy-builder"));
        assertEquals("Team7Bot", NewBotCommand.className("team7"));
        assertEquals("RoboBot", NewBotCommand.className("robo-bot"));
    }

    private static List<String> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                    .map(f -> root.relativize(f).toString().replace('\\', '/'))
                    .filter(f -> !f.startsWith("target/"))
                    .sorted()
                    .toList();
        }
    }
}
