/**
 * The actions a bot answers decisions with: a sealed family of immutable records.
 *
 * @since 0.1
 */
package org.knightsarena.api.action;
