package org.knightsarena.platform.game.state;

/**
 * Thrown when a position cannot be read: malformed text, another format version, or data that does
 * not describe a consistent game. The message names the JSON path of the offending value, such as
 * {@code seats[2].hand.ore: must be 0 to 2147483647, not -1}.
 *
 * @since 0.1
 */
public final class PositionFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong and where */
    public PositionFormatException(String message) {
        super(message);
    }
}
