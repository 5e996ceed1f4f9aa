/**
 * The Knights Arena bot API: everything a bot author compiles against.
 *
 * <h2>How a match talks to a bot</h2>
 * A bot is a public class implementing {@link org.knightsarena.api.Agent} with a public
 * no-argument constructor. For each match the platform makes a fresh instance, calls
 * {@code onMatchStart} with a {@link org.knightsarena.api.MatchContext} (seat, rules, a seeded
 * {@link java.util.Random}, a {@link org.knightsarena.api.TimeBudget} and a capped
 * {@link org.knightsarena.api.AgentLog}), then asks it one
 * {@link org.knightsarena.api.decision.Decision} at a time. The bot answers each with an
 * {@link org.knightsarena.api.action.Action}; the events of the chronicle reach it through
 * {@code onEvent} as its seat may see them.
 *
 * <h2>Conventions</h2>
 * <ul>
 *   <li>Seats are 0 to {@code playerCount - 1} in clockwise order; seat 0 places first and
 *       plays the first turn.</li>
 *   <li>Land hexes are numbered row by row from the top (rows of 3, 4, 5, 4, 3 on the standard
 *       map, 19 hexes); intersections (54) and paths (72) each have one canonical id, ordered
 *       top to bottom, then left to right. The same ids appear in actions, events and views; the
 *       {@link org.knightsarena.api.board.BoardView} gives the adjacency.</li>
 *   <li>Hidden information never reaches a bot: opponents' hands and development cards are
 *       counts, deck order is unknown. {@link org.knightsarena.api.GameView#simulate()} gives a
 *       forward model in which what the seat cannot know is re-drawn.</li>
 *   <li>Rules are cited as {@code docs/rules/PAGE.md#R-x.y}: the page of the repository's
 *       {@code docs/rules/} folder and the rule's id on it (docs/rules/README.md explains the
 *       ids). What each purchase costs and how many pieces and cards a player may have are
 *       constants of {@link org.knightsarena.api.rules.Costs} and
 *       {@link org.knightsarena.api.rules.Limits}.</li>
 *   <li>A bot that throws, answers an illegal action, or overruns its time gets a default move
 *       and a fault in the chronicle. Use the context's {@code Random} for every random choice so
 *       that replays re-run exactly.</li>
 * </ul>
 *
 * @since 0.1
 */
package org.knightsarena.api;
