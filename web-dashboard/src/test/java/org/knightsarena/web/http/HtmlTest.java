package org.knightsarena.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class HtmlTest {
    @Test
    void escapesTheFiveCharactersThatEndTextOrAttributes() {
        assertEquals(
                "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;",
                Html.text("<script>alert(\"x\" & 'y')</script>"));
    }

    @Test
    void nullIsEmptyAndPlainTextIsUnchanged() {
        assertEquals("", Html.text(null));
        assertEquals("heuristic#2 · 13 points", Html.text("heuristic#2 · 13 points"));
    }

    @Test
    void pageEscapesTitleAndUserNameButKeepsTheBodyAsGiven() {
        String page = Page.render("<b>", Optional.of(new Page.SignedIn("<i>", "tok\"en")), "<p>body</p>", List.of());
        assertEquals(true, page.contains("<title>&lt;b&gt; · Knights Arena</title>"));
        assertEquals(true, page.contains("<span class=\"user\">&lt;i&gt;</span>"));
        assertEquals(true, page.contains("name=\"csrf\" value=\"tok&quot;en\""));
        assertEquals(true, page.contains("<main>\n<p>body</p>\n</main>"));
    }
}
