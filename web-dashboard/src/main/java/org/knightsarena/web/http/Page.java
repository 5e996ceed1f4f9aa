package org.knightsarena.web.http;

import java.util.List;
import java.util.Optional;

/**
 * The HTML shell every page shares: head with the stylesheet, a navigation bar that names the
 * signed-in user and offers a log-out form, then the page's body. Scripts are referenced by path
 * only; pages carry no inline script (the Content-Security-Policy forbids it) and pass data to
 * scripts through {@code data-} attributes, escaped like any other text.
 */
public final class Page {
    private Page() {}

    /**
     * Who is looking at a page, for the navigation bar.
     *
     * @param username  shown escaped
     * @param csrfToken put in the log-out form
     */
    public record SignedIn(String username, String csrfToken) {}

    /**
     * Renders a page.
     *
     * @param title   plain text, escaped here
     * @param viewer  the signed-in user, when there is one
     * @param body    HTML built by the caller, whose user data is already escaped with {@link Html#text}
     * @param scripts paths of static scripts, such as {@code /static/viewer.js}; constants only
     * @return the whole document
     */
    public static String render(String title, Optional<SignedIn> viewer, String body, List<String> scripts) {
        StringBuilder s = new StringBuilder(1024 + body.length());
        s.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>")
                .append(Html.text(title))
                .append(" · Knights Arena</title>\n")
                .append("<link rel=\"stylesheet\" href=\"/static/app.css\">\n")
                .append("<script src=\"/static/time.js\" defer></script>\n"); // Times: local time on every page
        for (String script : scripts) {
            s.append("<script src=\"").append(Html.text(script)).append("\" defer></script>\n");
        }
        s.append("</head>\n<body>\n<header class=\"top\"><a class=\"brand\" href=\"/\">Knights Arena</a>");
        s.append("<nav><a href=\"/leagues\">Leagues</a><a href=\"/matches\">Matches</a>");
        if (viewer.isPresent()) {
            s.append("<a href=\"/play\">Play</a>")
                    .append("<a href=\"/assignments\">Assignments</a>")
                    .append("<a href=\"/upload\">Upload a bot</a>")
                    .append("<a href=\"/account\">Account</a>")
                    .append("<span class=\"user\">")
                    .append(Html.text(viewer.get().username()))
                    .append("</span>")
                    .append("<form method=\"post\" action=\"/logout\" class=\"inline\">")
                    .append("<input type=\"hidden\" name=\"csrf\" value=\"")
                    .append(Html.text(viewer.get().csrfToken()))
                    .append("\"><button type=\"submit\">Log out</button></form>");
        } else {
            s.append("<a href=\"/signup\">Sign up</a><a href=\"/login\">Log in</a>");
        }
        s.append("</nav></header>\n<main>\n").append(body).append("\n</main>\n</body>\n</html>\n");
        return s.toString();
    }
}
