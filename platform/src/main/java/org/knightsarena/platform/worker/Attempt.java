package org.knightsarena.platform.worker;

import java.util.Objects;
import java.util.OptionalInt;
import org.knightsarena.platform.match.MatchOutcome;

/** What came of sending one match to one worker JVM. */
sealed interface Attempt {

    /** The worker answered with an outcome (completed, or aborted by a crash inside the match). */
    record Played(MatchOutcome outcome) implements Attempt {
        public Played {
            Objects.requireNonNull(outcome, "outcome");
        }
    }

    /** The worker cannot make an agent the spec names; retrying would not help. */
    record Refused(String message) implements Attempt {
        public Refused {
            Objects.requireNonNull(message, "message");
        }
    }

    /** Why a worker was lost. */
    enum Loss {
        /** It died, hung outside a known call, or broke the protocol: another worker may do better. */
        BROKEN,
        /**
         * A seat's call outlived its hard limit: the seat is at fault, and playing the match again
         * with it would only hang another worker.
         */
        CALL_OVERRAN
    }

    /**
     * The worker died, hung, or broke the protocol, and has been killed.
     *
     * @param detail what happened, for a person
     * @param blamed the seat being asked at the time, when known (always, for {@link Loss#CALL_OVERRAN})
     * @param loss   why
     */
    record Lost(String detail, OptionalInt blamed, Loss loss) implements Attempt {
        public Lost {
            Objects.requireNonNull(detail, "detail");
            Objects.requireNonNull(blamed, "blamed");
            Objects.requireNonNull(loss, "loss");
        }

        /** A {@link Loss#BROKEN} worker. */
        Lost(String detail, OptionalInt blamed) {
            this(detail, blamed, Loss.BROKEN);
        }
    }

    /**
     * The match was queued behind the one its worker was playing when that worker was lost, and
     * never started: it is sent again, to another worker, as if it had not been sent at all.
     *
     * @param detail what became of the worker, for a person
     */
    record NotStarted(String detail) implements Attempt {
        public NotStarted {
            Objects.requireNonNull(detail, "detail");
        }
    }
}
