package org.knightsarena.platform.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.api.MatchResult;
import org.knightsarena.platform.chronicle.ReplayData;

/**
 * How a match went, as plain values that travel as JSON from a worker JVM.
 *
 * @param status    whether the match completed
 * @param detail    why it was aborted, or empty
 * @param blamed    the seat held responsible for an abort, when that could be told
 * @param result    the result of a completed match
 * @param seats     per-seat statistics, by seat
 * @param decisions how many decisions the agents answered
 * @param replay    the replay ({@code docs/replay-format.md}), empty when aborted; a played match's
 *                  in the binary compact format 3, which costs a small fraction of the game to
 *                  write ({@link ReplayData#read} reads every format)
 * @param elapsed   wall time of the match
 */
public record MatchOutcome(
        Status status,
        String detail,
        OptionalInt blamed,
        Optional<MatchResult> result,
        List<SeatOutcome> seats,
        long decisions,
        ReplayData replay,
        Duration elapsed) {

    /** Whether a match reached its end. */
    public enum Status {
        /** Played to a win or the turn cap. */
        COMPLETED,
        /** Stopped by a crash outside the rules: a worker died or hung, a bot could not be loaded. */
        ABORTED
    }

    /**
     * One seat's statistics.
     *
     * @param agent   the seat's agent, as the spec named it
     * @param faults  the faults recorded against it, in the order of the chronicle: storage
     *                takes them from here, not from the replay
     * @param ejected whether it was ejected after too many strikes
     * @param log     its captured, capped log lines
     */
    public record SeatOutcome(String agent, List<SeatFault> faults, boolean ejected, List<String> log) {
        /** Copies the lists. @throws NullPointerException if an argument is null */
        public SeatOutcome {
            Objects.requireNonNull(agent, "agent");
            faults = List.copyOf(faults);
            log = List.copyOf(log);
        }

        /** @return how many faults were recorded against the seat */
        public int faultCount() {
            return faults.size();
        }
    }

    /** Copies the list. @throws NullPointerException if an argument is null */
    public MatchOutcome {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(blamed, "blamed");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(replay, "replay");
        Objects.requireNonNull(elapsed, "elapsed");
        seats = List.copyOf(seats);
        if ((status == Status.COMPLETED) != result.isPresent()) {
            throw new IllegalArgumentException("a completed match, and only one, has a result");
        }
    }

    /** @return the outcome of a match played to its end */
    public static MatchOutcome completed(MatchRecord record, Duration elapsed) {
        List<List<SeatFault>> faults =
                SeatFault.bySeat(record.game().events(), record.agents().size());
        List<SeatOutcome> seats = new ArrayList<>();
        for (int p = 0; p < record.agents().size(); p++) {
            seats.add(new SeatOutcome(
                    record.agents().get(p),
                    faults.get(p),
                    record.ejected().get(p),
                    record.logs().get(p)));
        }
        return new MatchOutcome(
                Status.COMPLETED,
                "",
                OptionalInt.empty(),
                Optional.of(record.result()),
                seats,
                record.decisions(),
                ReplayData.compact(record.replay()),
                elapsed);
    }

    /** @return the outcome of a match that could not be played to its end */
    public static MatchOutcome aborted(MatchSpec spec, String detail, OptionalInt blamed, Duration elapsed) {
        List<SeatOutcome> seats = spec.seats().stream()
                .map(s -> new SeatOutcome(s, List.of(), false, List.of()))
                .toList();
        return new MatchOutcome(Status.ABORTED, detail, blamed, Optional.empty(), seats, 0, ReplayData.EMPTY, elapsed);
    }
}
