package org.knightsarena.sandbox.cyclefixture.stage;

import org.knightsarena.sandbox.cyclefixture.Finding;

/** Not sandbox code: a stage that depends back on its root package, for {@code ArchitectureTest}. */
public final class Stage {

    private Stage() {}

    /** @return a finding's message */
    public static String check() {
        return new Finding("upward").message();
    }
}
