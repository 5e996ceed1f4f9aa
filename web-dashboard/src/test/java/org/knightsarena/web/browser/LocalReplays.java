package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.knightsarena.platform.cli.PlayCommand;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import picocli.CommandLine;

/** Replay files as a visitor has them: written by {@code arena play --replay}, opened on {@code /replays/open}. */
final class LocalReplays {
    private LocalReplays() {}

    /**
     * Plays one {@code arena play} run with {@code --replay file} added, which must succeed.
     *
     * @return the file the first game's replay was written to
     */
    static Path play(Path file, String... arguments) {
        List<String> all = new ArrayList<>(List.of(arguments));
        all.addAll(List.of("--replay", file.toString()));
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new PlayCommand())
                .setOut(new PrintWriter(new StringWriter()))
                .setErr(new PrintWriter(err))
                .execute(all.toArray(String[]::new));
        assertEquals(0, exit, err.toString());
        return file;
    }

    /** Opens a replay file in the viewer of the dashboard at {@code base} and waits until it is drawn. */
    static void open(ChromeDriver browser, URI base, Path file) {
        browser.get(base.resolve("/replays/open").toString());
        browser.findElement(By.id("replay-file")).sendKeys(file.toString());
        new WebDriverWait(browser, Duration.ofSeconds(60))
                .until(ExpectedConditions.attributeContains(By.id("viewer"), "class", "loaded"));
    }

    /** Moves the viewer to just after event {@code position} (1-based), as a link to it does. */
    static void goTo(ChromeDriver browser, int position) {
        browser.executeScript("location.hash = '#event=" + position + "'");
        new WebDriverWait(browser, Duration.ofSeconds(10))
                .until(d -> d.findElement(By.id("position")).getText().startsWith("Event " + position + " of"));
    }

    /** @return an attribute of each element the CSS selector finds, in document order */
    static List<String> attribute(ChromeDriver browser, String css, String name) {
        return browser.findElements(By.cssSelector(css)).stream()
                .map(e -> e.getDomAttribute(name))
                .toList();
    }
}
