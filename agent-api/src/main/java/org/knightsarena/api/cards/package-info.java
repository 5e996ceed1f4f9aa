/**
 * Cards: the hand-card kinds, immutable card bundles, and development cards.
 *
 * @since 0.1
 */
package org.knightsarena.api.cards;
