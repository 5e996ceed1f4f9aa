/**
 * The questions the engine asks a bot: a sealed family of immutable records, each listing its legal answers when they are finite.
 *
 * @since 0.1
 */
package org.knightsarena.api.decision;
