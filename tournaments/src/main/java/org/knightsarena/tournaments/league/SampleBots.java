package org.knightsarena.tournaments.league;

import java.util.List;

/**
 * The sample bots a dashboard registers and plays in its open league, owned by no account: their
 * names are reserved, so nobody may upload a version of them.
 */
public final class SampleBots {

    /** Their names, as the built-in catalogue knows them, strongest cheap bot first. */
    public static final List<String> NAMES = List.of("random", "heuristic", "mcts");

    private SampleBots() {}
}
