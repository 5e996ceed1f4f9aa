package org.knightsarena.web.browser;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Plays the person's seat on the play page the way a person would: it waits until the page offers
 * a decision, then clicks a legal option in the list or on the board, or fills in a card form
 * (discards, gifts, cards to take) and sends it. It never calls the API; what is legal is only
 * what the page offers.
 */
final class PagePlayer {
    private final ChromeDriver browser;
    private final WebDriverWait wait;
    private String lastAnswered = "";

    PagePlayer(ChromeDriver browser) {
        this.browser = browser;
        // a game is hundreds of the person's decisions: the default half-second polling would be most of its time
        this.wait = new WebDriverWait(browser, Duration.ofSeconds(60), Duration.ofMillis(20));
    }

    /**
     * Waits until the page offers a decision that was not answered yet, or says the game is over.
     *
     * @return true when there is a decision to answer, false when the game is over
     */
    boolean awaitTurnOrEnd() {
        // the condition answers a word, since the wait takes Boolean.FALSE for "not yet"
        return "turn".equals(wait.until(driver -> {
            List<?> state = (List<?>) ((JavascriptExecutor) driver)
                    .executeScript("const t = document.getElementById('table');"
                            + " return [t.dataset.status, t.dataset.decisionNumber,"
                            + " document.querySelectorAll('#decision .option, #decision .card-form').length];");
            if (!"playing".equals(state.get(0)) && !"".equals(state.get(0))) {
                return "over";
            }
            boolean offered = ((Number) state.get(2)).intValue() > 0 && !lastAnswered.equals(state.get(1));
            return offered ? "turn" : null;
        }));
    }

    /** @return the type of the decision on offer */
    String decisionType() {
        return browser.findElement(By.id("decision")).getAttribute("data-type");
    }

    /** @return the line saying what the decision on offer is about, empty if the page shows none */
    String decisionContext() {
        List<WebElement> lines = browser.findElements(By.cssSelector("#decision .decision-context"));
        return lines.isEmpty() ? "" : lines.get(0).getText();
    }

    /** @return whether an option can be clicked on the board */
    boolean hasBoardSpot() {
        return !browser.findElements(By.cssSelector("#board .spot")).isEmpty();
    }

    /** Clicks the first marked spot of the board. */
    void playOnTheBoard() {
        answer(() -> browser.findElement(By.cssSelector("#board .spot")).click());
    }

    /** Fills in the card form if the decision has one, else clicks the first option of the list. */
    void playAnyLegalMove() {
        answer(() -> {
            List<WebElement> forms = browser.findElements(By.cssSelector("#decision .card-form"));
            if (forms.isEmpty()) {
                browser.findElement(By.cssSelector("#decision button.option")).click();
                return;
            }
            fillIn(forms.get(0));
        });
    }

    /**
     * Plays the move {@link PagePolicy} picks: a trade offer through the offer form in the main
     * turns where it offers, else the listed option it picks (by the buttons' action types), or
     * the card form filled in when none is listed. The same seed gives the same game, so a test
     * can count on the decisions it meets.
     */
    void playThePolicysMove() {
        answer(() -> {
            int number = Integer.parseInt(browser.findElement(By.id("table")).getAttribute("data-decision-number"));
            List<WebElement> offerForms = browser.findElements(By.cssSelector("#decision .offer-form"));
            // the page shows the offer form only while offers are left
            if (!offerForms.isEmpty() && PagePolicy.offersIn(number, 1) && offer(offerForms.get(0))) {
                return;
            }
            List<WebElement> options = browser.findElements(By.cssSelector("#decision button.option"));
            if (options.isEmpty()) {
                fillIn(browser.findElement(By.cssSelector("#decision .card-form")));
                return;
            }
            List<String> types = new ArrayList<>();
            for (WebElement option : options) {
                types.add(option.getAttribute("data-type"));
            }
            String index = String.valueOf(PagePolicy.pick(number, types));
            browser.findElement(By.cssSelector("#decision button.option[data-index='" + index + "']"))
                    .click();
        });
    }

    /**
     * Offers one card of the first kind held for one of the first other kind, as {@link
     * PagePolicy#offer} does: the form lists the held kinds to give and every kind to take, each
     * in the ruleset's order. @return whether an offer was sent (not with an empty hand)
     */
    private boolean offer(WebElement form) {
        List<WebElement> give = form.findElements(By.cssSelector(".offer-give input"));
        if (give.isEmpty()) {
            return false;
        }
        String given = give.get(0).getAttribute("name").substring("give-".length());
        set(give.get(0), 1);
        for (WebElement take : form.findElements(By.cssSelector(".offer-take input"))) {
            if (!take.getAttribute("name").equals("take-" + given)) {
                set(take, 1);
                break;
            }
        }
        form.findElement(By.cssSelector("button.send-offer")).click();
        return true;
    }

    private static void set(WebElement input, int value) {
        input.clear();
        input.sendKeys(String.valueOf(value));
    }

    /** Fills in a card form with the first cards of the hand it counts from, and sends it. */
    private void fillIn(WebElement form) {
        int left = Integer.parseInt(form.getAttribute("data-count"));
        for (WebElement input : form.findElements(By.tagName("input"))) {
            int take = Math.min(left, Integer.parseInt(input.getAttribute("max")));
            set(input, take);
            left -= take;
        }
        form.findElement(By.cssSelector("button.send-cards")).click();
    }

    /** Runs a click, again if the page was redrawn under it by a change the server told of. */
    private void answer(Runnable click) {
        String number = browser.findElement(By.id("table")).getAttribute("data-decision-number");
        for (int attempt = 0; ; attempt++) {
            try {
                click.run();
                lastAnswered = number;
                return;
            } catch (StaleElementReferenceException e) {
                if (attempt == 5) {
                    throw e;
                }
            }
        }
    }
}
