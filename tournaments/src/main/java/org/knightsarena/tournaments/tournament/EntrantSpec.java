package org.knightsarena.tournaments.tournament;

import java.util.Objects;
import org.knightsarena.tournaments.storage.AgentVersion;

/**
 * An entrant to be: its label and the agent version that plays it.
 *
 * @param label unique among the tournament's entrants, never blank
 * @param version a stored agent version, never null
 */
public record EntrantSpec(String label, AgentVersion version) {

    public EntrantSpec {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(version, "version");
        if (label.isBlank()) {
            throw new IllegalArgumentException("an entrant's label must not be blank");
        }
    }
}
