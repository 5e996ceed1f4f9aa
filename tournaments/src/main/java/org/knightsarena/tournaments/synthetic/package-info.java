/**
 * Synthetic leagues for measuring the dashboard ({@code arena bench-dashboard}): seasons of
 * finished matches written in bulk, with ratings that follow the recorder's rules ({@link
 * org.knightsarena.tournaments.synthetic.BenchDatabase}).
 */
package org.knightsarena.tournaments.synthetic;
