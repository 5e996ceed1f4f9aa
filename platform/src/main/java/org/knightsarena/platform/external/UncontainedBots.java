package org.knightsarena.platform.external;

import java.util.Optional;

/**
 * What becomes of process bots on a machine without bubblewrap ({@link Containment#NONE}), where
 * they could only run with the rights of the user who runs {@code arena}.
 */
public enum UncontainedBots {

    /**
     * They run, after a warning: the command line ({@code arena play}, {@code arena tournament}),
     * where the user runs bots they chose themselves.
     */
    RUN_WITH_WARNING,

    /**
     * Their seats do not play (benched with {@link #refusal}'s reason, ranked last): a server that
     * plays other people's uploads ({@code arena serve}, {@code arena worker}), unless its admin
     * allows them with {@code --allow-uncontained-bots}.
     */
    REFUSE;

    /** The option of {@code arena serve} and {@code arena worker} that chooses {@link #RUN_WITH_WARNING}. */
    public static final String ALLOW_OPTION = "--allow-uncontained-bots";

    /**
     * @param containment how process bots would run here, never null
     * @return why a process bot may not play here, or empty when it may
     */
    public Optional<String> refusal(Containment containment) {
        if (containment == Containment.BUBBLEWRAP || this == RUN_WITH_WARNING) {
            return Optional.empty();
        }
        return Optional.of("bubblewrap (" + Containment.BWRAP + ") is not installed here, and process bots do not"
                + " run uncontained on this server (its admin may allow it with " + ALLOW_OPTION + ")");
    }

    /**
     * @param containment how process bots would run here, never null
     * @return the warning to print before process bots play here, or empty when they are contained
     */
    public Optional<String> warning(Containment containment) {
        if (containment == Containment.BUBBLEWRAP) {
            return Optional.empty();
        }
        return Optional.of(
                this == RUN_WITH_WARNING
                        ? "warning: bubblewrap (" + Containment.BWRAP
                                + ") is not installed: process bots (python:...) run"
                                + " uncontained, with your rights, network and files; install it (apt-get install bubblewrap)"
                                + " before you run bots you did not write"
                        : "warning: bubblewrap (" + Containment.BWRAP
                                + ") is not installed: process bots (uploaded zips)"
                                + " will not play, their seats are benched; install it (apt-get install bubblewrap), or allow"
                                + " them uncontained with " + ALLOW_OPTION);
    }
}
