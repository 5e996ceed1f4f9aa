package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rules reference in {@code docs/rules/} against the repository: every rule id that code,
 * Javadoc, tests or docs cite has one entry (an {@code <a id="R-x.y">} anchor), no id has two, and
 * every link {@code docs/rules/PAGE.md#R-x.y} reaches the page that defines the id. Reads the
 * files of the working tree (the tests run in {@code platform/}, so the root is {@code ..}).
 */
class RulesReferenceTest {

    private static final Path ROOT = Path.of("..");
    private static final Path RULES = ROOT.resolve("docs").resolve("rules");
    private static final Pattern ANCHOR = Pattern.compile("<a id=\"(R-[0-9]+(?:\\.[0-9]+)*)\"></a>");
    /** An id as the README gives it for grep: a section and at least one number. */
    private static final Pattern CITED = Pattern.compile("R-[0-9]+(?:\\.[0-9]+)+");

    private static final Pattern LINK = Pattern.compile("docs/rules/([a-z-]+\\.md)#(R-[0-9]+(?:\\.[0-9]+)*)");
    /** A Markdown link inside docs/rules: {@code (page.md#R-x)} or {@code (#R-x)}. */
    private static final Pattern PAGE_LINK = Pattern.compile("\\]\\(([a-z-]+\\.md)?#(R-[0-9]+(?:\\.[0-9]+)*)\\)");
    /** An id in agent-api that is not the end of a link. */
    private static final Pattern BARE = Pattern.compile("(?<![#\\w/.-])R-[0-9]+(?:\\.[0-9]+)*");

    @Test
    @DisplayName("every rule id cited in the code, the tests and the docs has an entry in docs/rules/")
    void everyCitedIdHasAnEntry() {
        Map<String, String> defined = definitions();
        Map<String, Set<String>> cited = new TreeMap<>();
        for (Path file : citingFiles()) {
            Matcher m = CITED.matcher(read(file));
            while (m.find()) {
                cited.computeIfAbsent(m.group(), id -> new TreeSet<>())
                        .add(ROOT.relativize(file).toString());
            }
        }
        assertTrue(
                cited.size() > 100,
                "found only " + cited.size() + " cited ids: is " + ROOT.toAbsolutePath() + " the repository?");
        List<String> missing = new ArrayList<>();
        cited.forEach((id, files) -> {
            if (!defined.containsKey(id)) {
                missing.add(id + " (cited in " + String.join(", ", files) + ")");
            }
        });
        assertEquals(List.of(), missing, "rule ids without an entry in docs/rules/");
    }

    @Test
    @DisplayName("no rule id is defined twice in docs/rules/")
    void noIdIsDefinedTwice() {
        Map<String, List<String>> pagesOf = new TreeMap<>();
        for (Path page : pages()) {
            Matcher m = ANCHOR.matcher(read(page));
            while (m.find()) {
                pagesOf.computeIfAbsent(m.group(1), id -> new ArrayList<>())
                        .add(page.getFileName().toString());
            }
        }
        assertTrue(pagesOf.size() > 100, "found only " + pagesOf.size() + " entries in " + RULES);
        List<String> twice = pagesOf.entrySet().stream()
                .filter(e -> e.getValue().size() > 1)
                .map(e -> e.getKey() + " in " + e.getValue())
                .collect(Collectors.toList());
        assertEquals(List.of(), twice, "rule ids defined more than once");
    }

    @Test
    @DisplayName("every link to a rule reaches the page that defines it")
    void linksReachTheirEntry() {
        Map<String, String> defined = definitions();
        List<String> broken = new ArrayList<>();
        for (Path file : citingFiles()) {
            Matcher m = LINK.matcher(read(file));
            while (m.find()) {
                checkLink(defined, m.group(1), m.group(2), ROOT.relativize(file), broken);
            }
        }
        for (Path page : pages()) {
            Matcher m = PAGE_LINK.matcher(read(page));
            while (m.find()) {
                String target = m.group(1) == null ? page.getFileName().toString() : m.group(1);
                checkLink(defined, target, m.group(2), ROOT.relativize(page), broken);
            }
        }
        assertEquals(List.of(), broken, "links to rules that do not reach their entry");
    }

    @Test
    @DisplayName("agent-api cites every rule as a link to its page, docs/rules/PAGE.md#R-x.y")
    void agentApiCitesRulesAsLinks() {
        List<String> bare = new ArrayList<>();
        for (Path file : javaFiles(ROOT.resolve("agent-api").resolve("src").resolve("main"))) {
            Matcher m = BARE.matcher(read(file));
            while (m.find()) {
                bare.add(m.group() + " in " + ROOT.relativize(file));
            }
        }
        assertEquals(List.of(), bare, "rule ids in agent-api that do not link to docs/rules/");
    }

    private static void checkLink(Map<String, String> defined, String page, String id, Path from, List<String> broken) {
        String definedOn = defined.get(id);
        if (!page.equals(definedOn)) {
            broken.add(from + ": " + page + "#" + id
                    + (definedOn == null ? " is defined nowhere" : " is on " + definedOn));
        }
    }

    /** Each id defined in docs/rules/, with the page that defines it (the last one, if twice). */
    private static Map<String, String> definitions() {
        Map<String, String> pageOf = new TreeMap<>();
        for (Path page : pages()) {
            Matcher m = ANCHOR.matcher(read(page));
            while (m.find()) {
                pageOf.put(m.group(1), page.getFileName().toString());
            }
        }
        return pageOf;
    }

    private static List<Path> pages() {
        try (Stream<Path> files = Files.list(RULES)) {
            return files.filter(p -> p.toString().endsWith(".md")).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The Java sources of every module and the Markdown docs, without build output. */
    private static List<Path> citingFiles() {
        List<Path> files = new ArrayList<>(javaFiles(ROOT));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        files.add(ROOT.resolve("README.md"));
        return files;
    }

    private static List<Path> javaFiles(Path under) {
        try (Stream<Path> files = Files.walk(under)) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p ->
                            !p.toString().contains("/target/") && !p.toString().contains("/.git/"))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
