package org.knightsarena.web.http;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One page of a list, as every list endpoint of the API answers it: {@code {"total": 120,
 * "limit": 50, "offset": 0, "next": "/api/bots?limit=50&offset=50", "bots": [...]}}, the lines
 * under the list's own plural noun. {@code next} is null on the last page.
 *
 * @param total every line of the list, on all pages
 * @param next the link to the next page, if there is one
 * @param noun the name the lines are given, such as {@code bots}
 * @param lines this page's lines
 */
@JsonPropertyOrder({"total", "limit", "offset", "next"})
public record ListPage<T>(
        long total,
        int limit,
        int offset,
        Optional<String> next,
        @JsonIgnore String noun,
        @JsonIgnore List<T> lines) {
    /** Copies the lines. */
    public ListPage {
        Objects.requireNonNull(noun, "noun");
        lines = List.copyOf(lines);
    }

    /** @return the page of a whole list that {@code paging} selects, for the request {@code ctx} */
    public static <T> ListPage<T> of(Context ctx, Paging paging, String noun, List<T> all) {
        return of(ctx, paging, noun, all.size(), paging.of(all));
    }

    /** @return a page whose lines the caller selected, out of {@code total} */
    public static <T> ListPage<T> of(Context ctx, Paging paging, String noun, long total, List<T> lines) {
        return new ListPage<>(total, paging.limit(), paging.offset(), paging.next(ctx, total), noun, lines);
    }

    /** The lines, under their noun: what Jackson writes after the paging fields. */
    @JsonAnyGetter
    Map<String, Object> named() {
        return Map.of(noun, lines);
    }
}
