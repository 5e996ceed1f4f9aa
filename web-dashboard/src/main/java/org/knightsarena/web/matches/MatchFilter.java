package org.knightsarena.web.matches;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.board.MatchList;
import org.knightsarena.tournaments.board.MatchSelection;
import org.knightsarena.tournaments.board.PageRequest;
import org.knightsarena.tournaments.queue.MatchStatus;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Paging;

/**
 * Which matches a list shows, read from query parameters. The same parameters serve
 * {@code GET /api/matches} and the {@code /matches} page.
 *
 * @param league  only this league's matches (a league id)
 * @param season  only this season of {@code league}: its number within the league (1, 2, …), so it
 *                needs {@code league}
 * @param agent   only matches where a bot of this name has a seat
 * @param status  only matches with this status; when empty, finished and aborted ones (what has an
 *                outcome)
 * @param ruleset only matches played by these rules
 * @param limit   at most this many lines, 1 to {@link Paging#MAX_LIMIT}
 * @param offset  lines skipped before the first one, 0 or more
 */
public record MatchFilter(
        Optional<Long> league,
        Optional<Integer> season,
        Optional<String> agent,
        Optional<MatchStatus> status,
        Optional<Ruleset> ruleset,
        int limit,
        int offset) {
    /** @throws IllegalArgumentException naming the parameter that is out of range */
    public MatchFilter {
        selection(league, season, agent, status, ruleset, limit, offset); // the one check, with its messages
    }

    /** @return the matches this filter selects, as {@link MatchList} reads them */
    public MatchSelection selection() {
        return selection(league, season, agent, status, ruleset, limit, offset);
    }

    private static MatchSelection selection(
            Optional<Long> league,
            Optional<Integer> season,
            Optional<String> agent,
            Optional<MatchStatus> status,
            Optional<Ruleset> ruleset,
            int limit,
            int offset) {
        return new MatchSelection(league, season, agent, status, ruleset, new PageRequest(limit, offset));
    }

    /** @return the page of matches in the API's paging vocabulary, with the link to the next page */
    public ListPage<MatchList.Line> answer(Context ctx, MatchList.Page page) {
        return ListPage.of(ctx, paging(), "matches", page.total(), page.matches());
    }

    /** @return the filter every list starts from: finished and aborted matches, the first page */
    public static MatchFilter outcomes() {
        return new MatchFilter(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Paging.DEFAULT_LIMIT,
                0);
    }

    /** @return the page of the list this filter selects */
    public Paging paging() {
        return new Paging(limit, offset);
    }

    /** @return this filter for one bot's matches */
    public MatchFilter withAgent(String name) {
        return new MatchFilter(league, season, Optional.of(name), status, ruleset, limit, offset);
    }

    /** @return this filter with another page size */
    public MatchFilter withLimit(int newLimit) {
        return new MatchFilter(league, season, agent, status, ruleset, newLimit, offset);
    }

    /** @return this filter starting at another line */
    public MatchFilter withOffset(int newOffset) {
        return new MatchFilter(league, season, agent, status, ruleset, limit, newOffset);
    }

    /**
     * Reads a filter from query parameters; a missing or empty parameter means "any".
     *
     * @param query the request's parameter by name, null when absent
     * @throws BadRequestResponse (400) naming the bad parameter and what it takes
     */
    public static MatchFilter parse(Function<String, String> query) {
        Optional<Long> league = param(query, "league").map(s -> number(s, "league", "a league id, such as ?league=1"));
        Optional<Integer> season = param(query, "season").map(s ->
                (int) Math.min(number(s, "season", "a season number, such as ?league=1&season=2"), Integer.MAX_VALUE));
        Optional<String> agent = param(query, "agent");
        Optional<MatchStatus> status = param(query, "status").map(MatchFilter::status);
        Optional<Ruleset> ruleset = param(query, "ruleset").map(s -> {
            try {
                return Ruleset.fromId(s);
            } catch (IllegalArgumentException e) {
                throw new BadRequestResponse("ruleset: " + e.getMessage());
            }
        });
        Paging paging = Paging.parse(query);
        try {
            return new MatchFilter(league, season, agent, status, ruleset, paging.limit(), paging.offset());
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
    }

    /** @return the query string that gives this filter back (without limit and offset), starting with ? or empty */
    public String query() {
        List<String> parts = new ArrayList<>();
        league.ifPresent(l -> parts.add("league=" + l));
        season.ifPresent(s -> parts.add("season=" + s));
        agent.ifPresent(a -> parts.add("agent=" + URLEncoder.encode(a, StandardCharsets.UTF_8)));
        status.ifPresent(s -> parts.add("status=" + s.code()));
        ruleset.ifPresent(r -> parts.add("ruleset=" + r.id()));
        return parts.isEmpty() ? "" : "?" + String.join("&", parts);
    }

    private static Optional<String> param(Function<String, String> query, String name) {
        return Optional.ofNullable(query.apply(name)).map(String::strip).filter(s -> !s.isEmpty());
    }

    private static MatchStatus status(String code) {
        for (MatchStatus s : MatchStatus.values()) {
            if (s.code().equals(code)) {
                return s;
            }
        }
        throw new BadRequestResponse("status must be finished, aborted, queued or running, was '" + code + "'");
    }

    /** @throws BadRequestResponse unless the text is a non-negative whole number */
    static long number(String text, String name, String expected) {
        if (!text.matches("[0-9]{1,18}")) {
            throw new BadRequestResponse(name + " must be " + expected + ", was '" + text + "'");
        }
        return Long.parseLong(text);
    }
}
