package org.knightsarena.sandbox.cyclefixture;

import org.knightsarena.sandbox.cyclefixture.stage.Stage;

/**
 * Not sandbox code: the shape of the cycle issue 14 broke (the sandbox's entry point uses a stage,
 * the stage reports with a type of the entry point's package), kept so that
 * {@code ArchitectureTest} can show that its rule sees a cycle through a root package.
 */
public final class Entry {

    private Entry() {}

    static String run() {
        return Stage.check();
    }
}
