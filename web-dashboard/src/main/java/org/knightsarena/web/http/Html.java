package org.knightsarena.web.http;

/**
 * Escaping for text placed in HTML. Every value that did not come from this code's own string
 * literals (a user name, a bot name, a message) goes through {@link #text} before it is put in a
 * page, in element content and in quoted attribute values alike.
 */
public final class Html {
    private Html() {}

    /**
     * Escapes {@code & < > " '} so the value renders as text in element content and in quoted
     * attributes.
     *
     * @param value any text; null gives the empty string
     * @return the escaped text, never null
     */
    public static String text(String value) {
        if (value == null) {
            return "";
        }
        StringBuilder s = new StringBuilder(value.length() + 16);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '&' -> s.append("&amp;");
                case '<' -> s.append("&lt;");
                case '>' -> s.append("&gt;");
                case '"' -> s.append("&quot;");
                case '\'' -> s.append("&#39;");
                default -> s.append(c);
            }
        }
        return s.toString();
    }
}
