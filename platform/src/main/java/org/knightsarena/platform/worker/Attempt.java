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

    /**
     * The worker died, hung, or broke the protocol, and has been killed.
     *
     * @param detail what happened, for a person
     * @param blamed the seat being asked at the time, when known
     */
    record Lost(String detail, OptionalInt blamed) implements Attempt {
        public Lost {
            Objects.requireNonNull(detail, "detail");
            Objects.requireNonNull(blamed, "blamed");
        }
    }
}
