/**
 * The chronicle's events, as the engine records them and bots receive them: a sealed family of immutable records.
 *
 * @since 0.1
 */
package org.knightsarena.api.event;
