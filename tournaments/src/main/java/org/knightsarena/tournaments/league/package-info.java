/**
 * Leagues and seasons: a league's entries (one agent version per agent), its rules and limits,
 * and its seasons, each a round-robin tournament that is frozen when it closes ({@link
 * org.knightsarena.tournaments.league.Leagues}).
 */
package org.knightsarena.tournaments.league;
