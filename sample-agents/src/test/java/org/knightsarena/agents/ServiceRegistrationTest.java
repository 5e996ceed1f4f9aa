package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Agent;

class ServiceRegistrationTest {

    @Test
    void serviceLoaderFindsEveryBuiltInAgentUnderItsShortName() {
        Set<String> names = new TreeSet<>();
        for (ServiceLoader.Provider<Agent> provider :
                ServiceLoader.load(Agent.class).stream().toList()) {
            String simple = provider.type().getSimpleName();
            names.add(simple.substring(0, simple.length() - "Agent".length()).toLowerCase(Locale.ROOT));
        }
        assertEquals(Set.of("heuristic", "mcts", "random"), names);
    }
}
