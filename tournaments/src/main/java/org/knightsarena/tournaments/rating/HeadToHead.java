package org.knightsarena.tournaments.rating;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Head-to-head counts between every pair of entrants: games at the same table and how often each
 * finished ahead of the other.
 *
 * <p>Immutable and thread-safe.
 */
public final class HeadToHead {

    /**
     * The record of one ordered pair.
     *
     * @param entrant the first entrant
     * @param opponent the second entrant
     * @param games games both played in
     * @param ahead games {@code entrant} finished ahead of {@code opponent}
     * @param behind games {@code entrant} finished behind {@code opponent}
     */
    public record Meeting(String entrant, String opponent, int games, int ahead, int behind) {

        /** Returns games where both shared a place. */
        public int tied() {
            return games - ahead - behind;
        }
    }

    private final Map<List<String>, Meeting> meetings;

    private HeadToHead(Map<List<String>, Meeting> meetings) {
        this.meetings = meetings;
    }

    /** Counts meetings in {@code results} (never null). */
    public static HeadToHead from(List<GameResult> results) {
        Objects.requireNonNull(results, "results");
        Map<List<String>, int[]> counts = new LinkedHashMap<>();
        for (GameResult result : results) {
            for (Finish a : result.finishes()) {
                for (Finish b : result.finishes()) {
                    if (a != b) {
                        int[] c = counts.computeIfAbsent(List.of(a.entrant(), b.entrant()), k -> new int[3]);
                        c[0]++;
                        c[1] += a.place() < b.place() ? 1 : 0;
                        c[2] += a.place() > b.place() ? 1 : 0;
                    }
                }
            }
        }
        Map<List<String>, Meeting> meetings = new LinkedHashMap<>();
        counts.forEach((pair, c) -> meetings.put(pair, new Meeting(pair.get(0), pair.get(1), c[0], c[1], c[2])));
        return new HeadToHead(meetings);
    }

    /** Returns the record of {@code entrant} against {@code opponent}; all zero if they never met. */
    public Meeting between(String entrant, String opponent) {
        return meetings.getOrDefault(List.of(entrant, opponent), new Meeting(entrant, opponent, 0, 0, 0));
    }

    /** Returns every ordered pair that met, both directions, in order of first meeting. */
    public List<Meeting> meetings() {
        return List.copyOf(meetings.values());
    }
}
