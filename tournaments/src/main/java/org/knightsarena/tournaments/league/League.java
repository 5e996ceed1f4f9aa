package org.knightsarena.tournaments.league;

import java.time.Instant;
import java.util.Objects;

/**
 * A row of {@code leagues}.
 *
 * @param id the row id
 * @param name unique among leagues
 * @param rules its rules and limits
 * @param createdAt when it was created
 */
public record League(long id, String name, LeagueRules rules, Instant createdAt) {

  public League {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(createdAt, "createdAt");
  }
}
