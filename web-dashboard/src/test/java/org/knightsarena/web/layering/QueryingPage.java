package org.knightsarena.web.layering;

import org.jdbi.v3.core.Jdbi;

/** A web class that writes its own SQL, as no main class may: what {@code StorageLayeringTest} must catch. */
final class QueryingPage {
    private QueryingPage() {}

    static int count(Jdbi jdbi) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM agents")
                .mapTo(Integer.class)
                .one());
    }
}
