package org.knightsarena.web.http;

import io.javalin.http.BadRequestResponse;
import java.util.function.Function;

/**
 * Which slice of a long list a request asks for: {@code ?limit=} lines after skipping
 * {@code ?offset=}, so that no answer grows with the stored data.
 *
 * @param limit  1 to the list's maximum
 * @param offset 0 or more
 */
public record PageRequest(int limit, int offset) {
    /** @throws IllegalArgumentException naming the value when a bound is broken */
    public PageRequest {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be 1 or more, was " + limit);
        }
        if (offset < 0) {
            throw new IllegalArgumentException("offset must be 0 or more, was " + offset);
        }
    }

    /**
     * Reads {@code limit} and {@code offset} from a query.
     *
     * @param query        the request's parameter by name, null when absent
     * @param defaultLimit the limit when none is given
     * @param maxLimit     the largest limit allowed
     * @throws BadRequestResponse (400) naming the bad parameter and what it takes
     */
    public static PageRequest parse(Function<String, String> query, int defaultLimit, int maxLimit) {
        long limit = number(query.apply("limit"), "limit", "1 to " + maxLimit, defaultLimit);
        long offset = number(query.apply("offset"), "offset", "0 or more", 0);
        if (limit < 1 || limit > maxLimit) {
            throw new BadRequestResponse("limit must be 1 to " + maxLimit + ", was " + limit);
        }
        return new PageRequest((int) limit, (int) Math.min(offset, Integer.MAX_VALUE));
    }

    private static long number(String text, String name, String expected, long absent) {
        if (text == null || text.isBlank()) {
            return absent;
        }
        if (!text.strip().matches("[0-9]{1,18}")) {
            throw new BadRequestResponse(name + " must be " + expected + ", was '" + text + "'");
        }
        return Long.parseLong(text.strip());
    }
}
