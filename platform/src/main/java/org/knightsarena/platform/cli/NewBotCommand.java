package org.knightsarena.platform.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arena new-bot NAME}: a fresh bot project, the starter ({@code sample-agents/starter})
 * with its package, class, artifact and JAR named after the bot, ready for {@code mvn package}.
 *
 * <p>The starter ships inside the platform JAR (under {@value #TEMPLATE}, listed in its
 * {@code files} resource), so the command works from any folder. It writes into a new or empty
 * folder only: nothing of the author's is ever overwritten.
 *
 * <p>Exit codes: 0 when the project is written, 2 when the name, package or folder is refused.
 */
@Command(
        name = "new-bot",
        sortOptions = false,
        description = "Makes a new bot project from the starter, named after the bot, in a new folder.")
public final class NewBotCommand implements Callable<Integer> {

    static final String TEMPLATE = "/org/knightsarena/platform/cli/starter/";
    private static final String TEMPLATE_PACKAGE = "com.example.bot";
    private static final String TEMPLATE_CLASS = "MyBot";
    private static final String TEMPLATE_NAME = "my-bot";
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
    private static final Pattern PACKAGE = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");
    private static final int MAX_NAME = 40;

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Parameters(
            index = "0",
            paramLabel = "NAME",
            description = "The bot's name: lower-case letters, digits and single dashes, such as greedy-builder;"
                    + " it names the folder, the Maven artifact, the JAR and (as GreedyBuilderBot) the class.")
    private String name;

    @Option(
            names = "--dir",
            paramLabel = "FOLDER",
            description = "The folder to create, which must not exist or be empty (default: ./NAME).")
    private Path dir;

    @Option(
            names = "--package",
            paramLabel = "PACKAGE",
            description = "The bot's Java package (default: com.example. and the name without dashes).")
    private String javaPackage;

    /** Creates the command; picocli fills in its fields. */
    public NewBotCommand() {}

    @Override
    public Integer call() throws IOException {
        ErrorOutput errors = ErrorOutput.of(spec);
        if (name.length() > MAX_NAME || !NAME.matcher(name).matches()) {
            throw errors.invalid(
                    "NAME",
                    "use lower-case letters, digits and single dashes, starting with a letter," + " at most " + MAX_NAME
                            + " characters, such as greedy-builder; not '" + name + "'");
        }
        String pkg = javaPackage != null ? javaPackage : "com.example." + name.replace("-", "");
        if (!PACKAGE.matcher(pkg).matches() || Stream.of(pkg.split("\\.")).anyMatch(SourceVersion::isKeyword)) {
            throw errors.invalid(
                    "--package",
                    "a Java package is lower-case words separated by dots, none of them"
                            + " a Java keyword, such as com.example.greedy; not '" + pkg + "'");
        }
        Path folder = (dir != null ? dir : Path.of(name)).toAbsolutePath().normalize();
        if (Files.exists(folder) && (!Files.isDirectory(folder) || !isEmpty(folder))) {
            return errors.fail(
                    folder + " already exists and is not an empty folder; nothing was written"
                            + " (choose another NAME or --dir)",
                    2);
        }
        Starter starter = new Starter(pkg, className(name), name);
        for (String file : templateFiles()) {
            Path target = folder.resolve(starter.path(file));
            Files.createDirectories(target.getParent());
            Files.writeString(target, starter.text(template(file)), StandardCharsets.UTF_8);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("created " + folder + ": the bot " + pkg + "." + starter.className() + ", built as target/" + name
                + ".jar");
        out.println("next: cd " + folder + " && mvn package && arena check target/" + name + ".jar");
        out.flush();
        return 0;
    }

    /** {@code greedy-builder} becomes {@code GreedyBuilderBot}; {@code my-bot} stays {@code MyBot}. */
    static String className(String botName) {
        StringBuilder camel = new StringBuilder();
        for (String word : botName.split("-")) {
            camel.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        if (Character.isDigit(camel.charAt(0))) {
            camel.insert(0, 'B');
        }
        return camel.toString().toLowerCase(Locale.ROOT).endsWith("bot") ? camel.toString() : camel + "Bot";
    }

    /** The starter made into one bot: every mention of the template's names replaced by the bot's. */
    private record Starter(String pkg, String className, String name) {

        String path(String templatePath) {
            return templatePath
                    .replace(TEMPLATE_PACKAGE.replace('.', '/'), pkg.replace('.', '/'))
                    .replace(TEMPLATE_CLASS + ".java", className + ".java")
                    .replace(TEMPLATE_CLASS + "Test.java", className + "Test.java");
        }

        String text(String template) {
            return template.replace(TEMPLATE_PACKAGE, pkg)
                    .replace(TEMPLATE_CLASS, className)
                    .replace(TEMPLATE_NAME, name);
        }
    }

    private static List<String> templateFiles() {
        return template("files")
                .lines()
                .map(String::strip)
                .filter(line -> !line.isEmpty())
                .toList();
    }

    private static String template(String file) {
        try (InputStream in = NewBotCommand.class.getResourceAsStream(TEMPLATE + file)) {
            if (in == null) {
                throw new IllegalStateException("the starter's " + file + " is missing from this build of arena");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        }
    }
}
