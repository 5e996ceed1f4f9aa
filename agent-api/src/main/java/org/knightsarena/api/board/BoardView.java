package org.knightsarena.api.board;

import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.api.cards.Track;

/**
 * A read-only view of the board: the fixed topology, the terrain and number tokens, the
 * harbours, and the pieces on it now.
 *
 * <p>Ids: land hexes are numbered 0 to {@code hexCount() - 1} row by row from the top
 * (rows of 3, 4, 5, 4, 3 on the standard map); intersections 0 to 53 and paths 0 to 71 on the
 * standard map, each with one canonical id. Ids are the same in actions, events and views.
 * Seats are numbered 0 to {@code playerCount - 1} in clockwise order.
 *
 * <p>The view reflects the live game: call it only from inside {@code Agent} callbacks.
 *
 * @since 0.1
 */
public interface BoardView {

    /** The owner value of an empty intersection or path. */
    int NOBODY = -1;

    /** @return the number of land hexes (19 on the standard map) */
    int hexCount();

    /** @return the number of intersections (54 on the standard map) */
    int intersectionCount();

    /** @return the number of paths (72 on the standard map) */
    int pathCount();

    /**
     * @param hex a hex id
     * @param k   0 to 5, clockwise from the top corner
     * @return the intersection at corner {@code k} of {@code hex}
     */
    int corner(int hex, int k);

    /** @return how many land hexes touch {@code intersection} (1 to 3) */
    int hexCountAt(int intersection);

    /** @return the {@code k}-th land hex touching {@code intersection} */
    int hexAt(int intersection, int k);

    /** @return how many intersections neighbour {@code intersection} (2 or 3) */
    int neighbourCount(int intersection);

    /** @return the {@code k}-th neighbour of {@code intersection} */
    int neighbour(int intersection, int k);

    /** @return the path joining {@code intersection} to its {@code k}-th neighbour */
    int pathAt(int intersection, int k);

    /**
     * @param path a path id
     * @param end  0 or 1
     * @return the intersection at that end of the path
     */
    int end(int path, int end);

    /** @return the terrain of {@code hex} */
    Terrain terrain(int hex);

    /** @return the number token of {@code hex}, 2 to 12, or 0 for the desert */
    int token(int hex);

    /** @return the harbour at {@code intersection}, {@link Harbour#NONE} where there is none */
    Harbour harbour(int intersection);

    /**
     * @return the hex the robber stands on, or -1 while it is off the board (on some Seafarers
     *     scenarios until the first 7, docs/rules/seafarers.md#R-23.10.2)
     */
    int robber();

    /** @return the building on {@code intersection}, {@link Building#NONE} if empty */
    Building building(int intersection);

    /** @return the seat owning the building on {@code intersection}, or {@link #NOBODY} */
    int buildingOwner(int intersection);

    /** @return the seat owning the road on {@code path}, or {@link #NOBODY} */
    int roadOwner(int path);

    /**
     * Returns the owner of the ship on a path (docs/rules/seafarers.md#R-23.2). A default for
     * views written before ships: no ship anywhere.
     *
     * @param path a path id
     * @return the seat, or {@link #NOBODY} when no ship lies there (always on the standard island)
     * @since 0.2
     */
    default int shipOwner(int path) {
        return NOBODY;
    }

    /**
     * Returns the barbarians on a hex in Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1.3);
     * 3 make it conquered (docs/rules/traders-and-barbarians.md#R-24.1.4). A default for views written before it: none.
     *
     * @param hex a hex id
     * @return 0 to 3; always 0 outside Barbarian Attack
     * @since 0.4
     */
    default int barbarians(int hex) {
        return 0;
    }

    /**
     * Tells whether a hex is conquered in Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1.4):
     * it holds {@link org.knightsarena.api.rules.Limits#BARBARIANS_TO_CONQUER} barbarians, produces
     * nothing, and a building all of whose land hexes are conquered counts no point and uses no harbour.
     *
     * @param hex a hex id
     * @return true when conquered; always false outside Barbarian Attack
     * @since 0.4
     */
    default boolean isConquered(int hex) {
        return barbarians(hex) >= org.knightsarena.api.rules.Limits.BARBARIANS_TO_CONQUER;
    }

    /**
     * Returns the castle hex of Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1.1):
     * knights enter on its six paths. A default for views written before it: the hex whose terrain
     * is {@link Terrain#CASTLE}.
     *
     * @return the hex, or {@link #NOBODY} outside Barbarian Attack
     * @since 0.4
     */
    default int castle() {
        for (int hex = 0; hex < hexCount(); hex++) {
            if (terrain(hex) == Terrain.CASTLE) {
                return hex;
            }
        }
        return NOBODY;
    }

    /**
     * Returns the owner of the Barbarian Attack knight on a path (docs/rules/traders-and-barbarians.md#R-24.1.5).
     * A default for views written before it: no knight anywhere.
     *
     * @param path a path id
     * @return the seat, or {@link #NOBODY}; always {@link #NOBODY} outside Barbarian Attack
     * @since 0.4
     */
    default int pathKnightOwner(int path) {
        return NOBODY;
    }

    /**
     * Returns the strength of the Barbarian Attack knight on a path: 1 basic, 2 strong, 3 mighty with
     * Cities &amp; Knights pieces (docs/rules/variants.md#R-17.2.1), 1 with the base rules. A default for
     * views written before it: 1 wherever {@link #pathKnightOwner} names an owner.
     *
     * @param path a path id
     * @return 1 to 3, or 0 for no knight
     * @since 0.4
     */
    default int pathKnightStrength(int path) {
        return pathKnightOwner(path) == NOBODY ? 0 : 1;
    }

    /**
     * Returns whether the Barbarian Attack knight on a path is active (Cities &amp; Knights pieces,
     * docs/rules/variants.md#R-17.2.4). A default for views written before it: never.
     *
     * @param path a path id
     * @return true for an active knight; false for an inactive one, none, or with the base rules
     * @since 0.4
     */
    default boolean isPathKnightActive(int path) {
        return false;
    }

    /**
     * Returns the path of the Foreign Knight, the neutral knight of Barbarian Attack played as Catan
     * for Two (docs/rules/traders-and-barbarians.md#R-24.3.1): {@link #pathKnightOwner} gives the
     * first neutral colour there. Either player may move it in their movement phase, as a
     * {@code MovePathKnight} from this path among the options of {@code MoveKnightsOnPaths}; moving it
     * ends the mover's own knights' moves. A default for views written before it: none.
     *
     * @return the path, or {@link #NOBODY} before it enters and outside that game
     * @since 0.4
     */
    default int foreignKnightPath() {
        return NOBODY;
    }

    /**
     * Returns the island a hex belongs to on a Seafarers map (docs/rules/seafarers.md#R-23.9): the
     * islands are numbered from 0 in the map file's order. A default for views written before it:
     * every land hex on island 0.
     *
     * @param hex a hex id
     * @return the island, or -1 for a sea hex; 0 for every hex of the standard island
     * @since 0.4
     */
    default int island(int hex) {
        return terrain(hex) == Terrain.SEA ? -1 : 0;
    }

    /**
     * Returns the sea hex the pirate stands on (docs/rules/seafarers.md#R-23.6). A default for
     * views written before the pirate: no pirate.
     *
     * @return the hex, or {@link #NOBODY} on a map without sea (always on the standard island)
     * @since 0.2
     */
    default int pirate() {
        return NOBODY;
    }

    /**
     * Returns whether a city wall stands under the city on an intersection (Cities &amp; Knights,
     * docs/rules/cities-and-knights.md#R-6.4).
     *
     * @param intersection an intersection id
     * @return true if there is a wall; always false in the base game
     * @since 0.1
     */
    boolean hasWall(int intersection);

    /**
     * Returns the track of the metropolis on an intersection (docs/rules/cities-and-knights.md#R-8).
     *
     * @param intersection an intersection id
     * @return the track, present only when a metropolis stands on that city; empty in the base game
     * @since 0.1
     */
    Optional<Track> metropolis(int intersection);

    /**
     * Returns the owner of the knight on an intersection (docs/rules/cities-and-knights.md#R-9).
     *
     * @param intersection an intersection id
     * @return the seat, or {@link #NOBODY} when no knight stands there (always in the base game)
     * @since 0.1
     */
    int knightOwner(int intersection);

    /**
     * Returns the strength of the knight on an intersection (docs/rules/base.md#R-2.3,
     * docs/rules/cities-and-knights.md#R-9).
     *
     * @param intersection an intersection id
     * @return 1 basic, 2 strong, 3 mighty, or 0 when no knight stands there
     * @since 0.1
     */
    int knightStrength(int intersection);

    /**
     * Returns whether the knight on an intersection is active (docs/rules/cities-and-knights.md#R-9.2).
     *
     * @param intersection an intersection id
     * @return true for an active knight; false for an inactive one or none
     * @since 0.1
     */
    boolean isKnightActive(int intersection);

    /**
     * Returns the hex the merchant stands on (docs/rules/cities-and-knights.md#R-14).
     *
     * @return the hex, present only once a Merchant card has been played; empty in the base game
     * @since 0.1
     */
    OptionalInt merchant();
}
