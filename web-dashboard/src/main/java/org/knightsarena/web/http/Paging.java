package org.knightsarena.web.http;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.knightsarena.tournaments.board.PageRequest;

/**
 * Which part of a list a request asks for: the API's one paging vocabulary. Every list endpoint
 * takes {@code limit} (1 to {@link #MAX_LIMIT} lines, {@link #DEFAULT_LIMIT} when absent, unless
 * the list states other bounds, as a bot's rating history does) and {@code offset} (lines
 * skipped, 0 when absent), and answers a {@link ListPage}: the lines with {@code total},
 * {@code limit}, {@code offset} and the {@code next} page's link.
 *
 * @param limit at most this many lines, 1 or more
 * @param offset lines skipped before the first one, 0 or more
 */
public record Paging(int limit, int offset) {
    /** The most lines one request may list, unless the list states otherwise. */
    public static final int MAX_LIMIT = 200;
    /** Lines per request when {@code limit} is not given, unless the list states otherwise. */
    public static final int DEFAULT_LIMIT = 50;

    /** @throws IllegalArgumentException naming the parameter that is out of range */
    public Paging {
        new PageRequest(limit, offset); // the one check of limit and offset, with its messages
    }

    /**
     * Reads {@code limit} (1 to {@link #MAX_LIMIT}, {@link #DEFAULT_LIMIT} when absent) and
     * {@code offset} from query parameters.
     *
     * @param query the request's parameter by name, null when absent
     * @throws BadRequestResponse (400) naming the bad parameter and what it takes
     */
    public static Paging parse(Function<String, String> query) {
        return parse(query, DEFAULT_LIMIT, MAX_LIMIT);
    }

    /**
     * Reads {@code limit} and {@code offset} from query parameters, for a list with its own bounds;
     * a missing or empty one takes its default.
     *
     * @param query the request's parameter by name, null when absent
     * @param defaultLimit the limit when none is given
     * @param maxLimit the largest limit allowed
     * @throws BadRequestResponse (400) naming the bad parameter and what it takes
     */
    public static Paging parse(Function<String, String> query, int defaultLimit, int maxLimit) {
        long limit = number(query, "limit", "1 to " + maxLimit).orElse((long) defaultLimit);
        long offset = number(query, "offset", "0 or more").orElse(0L);
        if (limit < 1 || limit > maxLimit) {
            throw new BadRequestResponse("limit must be 1 to " + maxLimit + ", was " + limit);
        }
        return new Paging((int) limit, (int) Math.min(offset, Integer.MAX_VALUE));
    }

    /** @return the same page as the typed reads in {@code tournaments} take it */
    public PageRequest request() {
        return new PageRequest(limit, offset);
    }

    /** @return the lines of this page out of a whole list */
    public <T> List<T> of(List<T> all) {
        return offset >= all.size() ? List.of() : all.subList(offset, Math.min(all.size(), offset + limit));
    }

    /**
     * The link to the page after this one, with the request's other query parameters kept.
     *
     * @param total how many lines the whole list has
     * @return empty on the last page
     */
    public Optional<String> next(Context ctx, long total) {
        if ((long) offset + limit >= total) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<String>> p : ctx.queryParamMap().entrySet()) {
            if (!p.getKey().equals("limit") && !p.getKey().equals("offset")) {
                p.getValue()
                        .forEach(v -> parts.add(URLEncoder.encode(p.getKey(), StandardCharsets.UTF_8) + "="
                                + URLEncoder.encode(v, StandardCharsets.UTF_8)));
            }
        }
        parts.add("limit=" + limit);
        parts.add("offset=" + (offset + limit));
        return Optional.of(ctx.path() + "?" + String.join("&", parts));
    }

    private static Optional<Long> number(Function<String, String> query, String name, String expected) {
        Optional<String> text =
                Optional.ofNullable(query.apply(name)).map(String::strip).filter(s -> !s.isEmpty());
        if (text.isPresent() && !text.get().matches("[0-9]{1,18}")) {
            throw new BadRequestResponse(name + " must be " + expected + ", was '" + text.get() + "'");
        }
        return text.map(Long::parseLong);
    }
}
