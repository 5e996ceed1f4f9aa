package org.knightsarena.api.board;

import java.util.Optional;
import org.knightsarena.api.cards.Card;

/**
 * The terrain of a land hex and what it produces.
 *
 * <p>A settlement takes one {@link #resource()}. In Cities &amp; Knights a city on forest,
 * pasture or mountains takes one resource and one {@link #commodity()}; on hills or fields it
 * takes two of the resource. The desert produces nothing. Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum Terrain {
    /** Hills: brick. */
    HILLS(Card.BRICK, null),
    /** Forest: lumber, and paper for a city in Cities &amp; Knights. */
    FOREST(Card.LUMBER, Card.PAPER),
    /** Pasture: wool, and cloth for a city in Cities &amp; Knights. */
    PASTURE(Card.WOOL, Card.CLOTH),
    /** Fields: grain. */
    FIELDS(Card.GRAIN, null),
    /** Mountains: ore, and coin for a city in Cities &amp; Knights. */
    MOUNTAINS(Card.ORE, Card.COIN),
    /** Desert: nothing; the robber starts here. */
    DESERT(null, null);

    private final Card resource;
    private final Card commodity;

    Terrain(Card resource, Card commodity) {
        this.resource = resource;
        this.commodity = commodity;
    }

    /** @return the resource this terrain produces; empty for the desert */
    public Optional<Card> resource() {
        return Optional.ofNullable(resource);
    }

    /** @return the commodity a city on this terrain takes in Cities &amp; Knights, if any */
    public Optional<Card> commodity() {
        return Optional.ofNullable(commodity);
    }

    /** @return true for every terrain but the desert */
    public boolean produces() {
        return resource != null;
    }
}
