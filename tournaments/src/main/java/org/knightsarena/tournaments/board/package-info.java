/**
 * The typed reads the dashboard's pages and API show (issue 19: storage in one place): leagues
 * with their progress and leaderboards, and who may see what ({@link
 * org.knightsarena.tournaments.board.Audiences}). Each read takes the {@link
 * org.knightsarena.tournaments.board.Viewer} it is for and returns records; the web module only
 * translates HTTP.
 */
package org.knightsarena.tournaments.board;
