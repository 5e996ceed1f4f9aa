/**
 * Where agents' code comes from: a typed {@link org.knightsarena.tournaments.source.AgentSource}
 * (a built-in name, or a stored bot file by digest) as agent versions store it, the bot files in
 * the database by digest ({@link org.knightsarena.tournaments.source.BotFiles}), each machine's
 * verified copies of them ({@link org.knightsarena.tournaments.source.BotFileCache}), and the
 * executor that turns a queued match's sources into what plays ({@link
 * org.knightsarena.tournaments.source.SourceResolvingExecutor}).
 */
package org.knightsarena.tournaments.source;
