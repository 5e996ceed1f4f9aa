package org.knightsarena.platform.chronicle;

/**
 * Thrown when replay JSON cannot be read: it is malformed, written in a newer format than this
 * engine reads, names an unknown action or event type, or breaks a rule of a record it describes.
 *
 * <p>The message says what is wrong and, when known, where: the JSON path (such as
 * {@code events[3].cards}) and the line and column in the text, for example
 * {@code unknown event type 'Harvest' at events[3] (line 9, column 15)}. The cause, when present,
 * is the parser's own exception.
 *
 * @since 0.1
 */
public final class ReplayFormatException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what is wrong and where, never null
     * @param cause   the underlying parser exception, or null if there is none
     */
    public ReplayFormatException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * Creates the exception without a cause.
     *
     * @param message what is wrong and where, never null
     */
    public ReplayFormatException(String message) {
        super(message);
    }
}
