package org.knightsarena.platform.board;

import java.util.random.RandomGenerator;

/**
 * Deals a Seafarers scenario's board from a match's generator. The engine plays on the
 * result but does not read map files (they are a format, a layer above it), so whoever starts a
 * scenario game hands the engine the dealer: {@code org.knightsarena.platform.maps.Scenarios::deal}.
 */
@FunctionalInterface
public interface ScenarioDealer {
    /**
     * @param scenario a scenario name
     * @param players the number of players
     * @param rng the game's generator, the first thing to draw from it
     * @return the dealt map
     * @throws IllegalArgumentException for an unknown scenario or a player count it is not for
     */
    SeaMap deal(String scenario, int players, RandomGenerator rng);
}
