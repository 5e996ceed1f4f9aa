package org.knightsarena.web.browser;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through Debian's chromedriver: both are named explicitly, so
 * Selenium never looks for or downloads a browser or a driver. {@code .ci/run} installs the
 * packages {@code chromium} and {@code chromium-driver}.
 */
final class Chromium {
    static final Path BROWSER = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    /** Screenshots are kept as test artefacts here (relative to the module). */
    static final Path SCREENSHOTS = Path.of("target", "browser-screenshots");

    private Chromium() {}

    static boolean isInstalled() {
        return Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER);
    }

    /** Starts a fresh browser with its own profile folder inside {@code profile}. */
    static ChromeDriver start(Path profile) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--window-size=1400,1000",
                "--user-data-dir=" + profile.toAbsolutePath());
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        return driver;
    }

    /** Saves a screenshot as {@code target/browser-screenshots/<name>.png}. */
    static Path screenshot(ChromeDriver driver, String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Path target = SCREENSHOTS.resolve(name + ".png");
            Files.copy(shot.toPath(), target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Logs in through the login form as one of {@link TestDashboard}'s accounts and waits for the
     * home page that greets the user.
     *
     * @param screenshot a screenshot's name for the filled-in form, or null for none
     */
    static void logIn(ChromeDriver driver, URI base, String username, String screenshot) {
        driver.get(base.resolve("/login").toString());
        driver.findElement(By.id("username")).sendKeys(username);
        driver.findElement(By.id("password")).sendKeys(TestDashboard.PASSWORD);
        if (screenshot != null) {
            screenshot(driver, screenshot);
        }
        driver.findElement(By.id("login-submit")).click();
        new WebDriverWait(driver, Duration.ofSeconds(30))
                .until(ExpectedConditions.textToBePresentInElementLocated(
                        By.tagName("main"), "Signed in as " + username));
    }

    /**
     * Logs out with the header's button and waits for the login page it redirects to: a page load
     * started before that would cancel the logout's navigation and leave the session signed in.
     */
    static void logOut(ChromeDriver driver) {
        driver.findElement(By.cssSelector("form[action='/logout'] button")).click();
        new WebDriverWait(driver, Duration.ofSeconds(30))
                .until(ExpectedConditions.presenceOfElementLocated(By.id("login-form")));
    }
}
