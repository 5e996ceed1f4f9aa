/**
 * The board as a bot sees it: terrain, harbours, pieces and the read-only {@link org.knightsarena.api.board.BoardView}.
 *
 * @since 0.1
 */
package org.knightsarena.api.board;
