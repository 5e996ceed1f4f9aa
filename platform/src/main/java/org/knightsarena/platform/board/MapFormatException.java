package org.knightsarena.platform.board;

/**
 * Thrown when a map file cannot be used: malformed JSON, a missing or wrong field, or a layout that
 * breaks an invariant of docs/map-format.md. The message names the map and the offending value,
 * such as {@code map four-islands-4p: hexes[3].terrain: LAVA is not one of FOREST, ...}.
 *
 * @since 0.2
 */
public final class MapFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong and where */
    public MapFormatException(String message) {
        super(message);
    }
}
