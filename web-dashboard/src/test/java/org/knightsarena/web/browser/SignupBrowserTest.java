package org.knightsarena.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Sign-up in a real headless Chromium: a visitor follows the header's link, is told the name is
 * taken with the name kept and the password cleared, signs up and lands on the account page; an
 * admin then turns sign-up to invitations on /accounts and makes a code, whose link fills in the
 * form's code field. Screenshots in {@code target/browser-screenshots}.
 */
class SignupBrowserTest {
    private static final String PASSWORD = "a long enough secret";

    @Test
    void aVisitorSignsUpFromTheHeaderAndAnAdminInvitesTheNextOne(@TempDir Path data, @TempDir Path scratch) {
        assumeTrue(Chromium.isInstalled(), "needs Debian's chromium and chromium-driver (.ci/run installs them)");
        try (TestDashboard server = TestDashboard.start(data)) {
            ChromeDriver browser = Chromium.start(scratch.resolve("profile"));
            try {
                WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
                browser.get(server.url().toString());
                browser.findElement(By.linkText("Sign up")).click();
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("signup-form")));
                browser.findElement(By.id("signup-username")).sendKeys("bob");
                browser.findElement(By.id("signup-password")).sendKeys(PASSWORD);
                browser.findElement(By.id("signup-submit")).click();
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("signup-error")));
                assertEquals(
                        "the user name 'bob' is taken; choose another",
                        browser.findElement(By.id("signup-error")).getText());
                assertEquals(
                        "bob", browser.findElement(By.id("signup-username")).getAttribute("value"), "the name stays");
                assertEquals(
                        "",
                        browser.findElement(By.id("signup-password")).getAttribute("value"),
                        "the password does not");
                Chromium.screenshot(browser, "signup-01-name-taken");

                browser.findElement(By.id("signup-username")).clear();
                browser.findElement(By.id("signup-username")).sendKeys("newcomer");
                browser.findElement(By.id("signup-password")).sendKeys(PASSWORD);
                browser.findElement(By.id("signup-submit")).click();
                wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("h1"), "Account newcomer"));
                Chromium.screenshot(browser, "signup-02-account-page");
                Chromium.logOut(browser);

                Chromium.logIn(browser, server.url(), "admin", null);
                browser.get(server.url().resolve("/accounts").toString());
                new Select(browser.findElement(By.id("signup-mode-choice"))).selectByValue("invite");
                browser.findElement(By.id("signup-mode-submit")).click();
                wait.until(
                        ExpectedConditions.textToBePresentInElementLocated(By.id("signup-mode"), "Sign-up is invite"));
                browser.findElement(By.id("invitation-note")).sendKeys("for Grace");
                browser.findElement(By.id("invite-submit")).click();
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("new-invitation")));
                String code = browser.findElement(By.id("new-invitation")).getText();
                assertTrue(
                        browser.findElement(By.id("invitations")).getText().contains("for Grace unused"),
                        browser.findElement(By.id("invitations")).getText());
                Chromium.screenshot(browser, "signup-03-invitations");
                Chromium.logOut(browser);

                browser.get(server.url().resolve("/signup?code=" + code).toString());
                assertEquals(
                        code, browser.findElement(By.id("signup-invitation")).getAttribute("value"));
                browser.findElement(By.id("signup-username")).sendKeys("grace");
                browser.findElement(By.id("signup-password")).sendKeys(PASSWORD);
                Chromium.screenshot(browser, "signup-04-invited");
                browser.findElement(By.id("signup-submit")).click();
                wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("h1"), "Account grace"));
            } finally {
                browser.quit();
            }
        }
    }
}
