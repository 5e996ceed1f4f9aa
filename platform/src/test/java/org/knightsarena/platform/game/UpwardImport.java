package org.knightsarena.platform.game;

import java.util.List;
import org.knightsarena.platform.chronicle.Replay;

/**
 * A deliberate upward import from the engine into the replay format, which the rules forbid:
 * {@code ArchitectureTest} shows that its rules catch it. No other code uses this class.
 */
final class UpwardImport {
    private UpwardImport() {}

    static Replay replayOf(Game game) {
        return Replay.of(game, List.of(), "upward");
    }
}
