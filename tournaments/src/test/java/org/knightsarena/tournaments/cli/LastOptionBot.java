package org.knightsarena.tournaments.cli;

import java.nio.file.Path;
import java.util.Map;
import org.knightsarena.sandbox.TestJars;

/** A bot JAR the sandbox accepts, compiled in the test: it takes the last option, and the first cards asked for. */
final class LastOptionBot {

    private LastOptionBot() {}

    /** Compiles the bot into a JAR in {@code dir} and returns the JAR. */
    static Path jar(Path dir) {
        return TestJars.jar(dir, Map.of("bots.First", """
        package bots;
        import org.knightsarena.api.*;
        import org.knightsarena.api.action.*;
        import org.knightsarena.api.decision.*;
        public final class First implements Agent {
          public Action decide(GameView view, Decision decision) {
            if (decision instanceof Discard d) {
              return new DiscardCards(d.hand().first(d.count()));
            }
            if (decision instanceof ChooseGift d) {
              return new GiveCards(d.hand().first(d.count()));
            }
            if (decision instanceof ChooseCardsToTake d) {
              return new TakeCards(d.theirHand().first(d.count()));
            }
            return decision.options().get(decision.options().size() - 1);
          }
        }
        """), null);
    }
}
