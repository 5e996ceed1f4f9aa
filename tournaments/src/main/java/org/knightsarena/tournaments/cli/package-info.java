/**
 * The subcommands this module adds to {@code arena}: {@code tournament} (a local round-robin into
 * a data folder, resumable) and {@code bench-tournament} (throughput and storage figures).
 */
package org.knightsarena.tournaments.cli;
