package org.knightsarena.platform.match;

import java.util.List;
import org.knightsarena.api.MatchResult;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.game.Game;

/**
 * A played match: its result, the finished game (for the replay), and per-seat statistics.
 *
 * @param result    how it ended
 * @param agents    the agent names by seat
 * @param game      the finished game
 * @param decisions how many decisions the agents answered
 * @param faults    faults per seat
 * @param ejected   whether each seat was ejected after too many faults
 * @param logs      each seat's captured log lines
 */
public record MatchRecord(
        MatchResult result,
        List<String> agents,
        Game game,
        long decisions,
        List<Integer> faults,
        List<Boolean> ejected,
        List<List<String>> logs) {

    /** Copies the lists. */
    public MatchRecord {
        agents = List.copyOf(agents);
        faults = List.copyOf(faults);
        ejected = List.copyOf(ejected);
        logs = List.copyOf(logs);
    }

    /** @return the replay of the match */
    public Replay replay() {
        return Replay.of(game, agents, EngineVersion.current());
    }
}
