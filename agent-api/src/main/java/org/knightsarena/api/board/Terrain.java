package org.knightsarena.api.board;

import java.util.Optional;
import org.knightsarena.api.cards.Card;

/**
 * The terrain of a hex and what it produces.
 *
 * <p>A settlement takes one {@link #resource()}. In Cities &amp; Knights a city on forest,
 * pasture or mountains takes one resource and one {@link #commodity()}; on hills or fields it
 * takes two of the resource. The desert produces nothing. On Seafarers maps a hex may also be a
 * {@link #GOLD} field (land whose owners choose a resource) or {@link #SEA} (docs/rules/seafarers.md#R-23.1.1); the standard island has neither. Immutable and thread-safe.
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
    DESERT(null, null),
    /**
     * Gold field (Seafarers): land that carries a token but no fixed resource; each building
     * beside it takes resources of its owner's choice (docs/rules/seafarers.md#R-23.5). {@link #produces()} is false.
     *
     * @since 0.2
     */
    GOLD(null, null),
    /**
     * Sea (Seafarers): not land; no token, no building, only ships and the pirate (docs/rules/seafarers.md#R-23.1.2).
     *
     * @since 0.2
     */
    SEA(null, null),
    /**
     * The castle hex of Traders &amp; Barbarians' Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1.1):
     * on the coast, it produces nothing; knights enter on its six paths.
     *
     * @since 0.4
     */
    CASTLE(null, null);

    private final Card resource;
    private final Card commodity;

    Terrain(Card resource, Card commodity) {
        this.resource = resource;
        this.commodity = commodity;
    }

    /** @return the resource this terrain produces; empty for the desert, gold and sea */
    public Optional<Card> resource() {
        return Optional.ofNullable(resource);
    }

    /** @return the commodity a city on this terrain takes in Cities &amp; Knights, if any */
    public Optional<Card> commodity() {
        return Optional.ofNullable(commodity);
    }

    /** @return true for the five terrains with a fixed resource: not the desert, gold or sea */
    public boolean produces() {
        return resource != null;
    }
}
