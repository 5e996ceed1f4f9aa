package org.knightsarena.tournaments.classroom;

/** Where an assignment is; {@link #code()} is what the API shows. */
public enum Phase {
    /**
     * Until the final season starts: before the deadline students join, upload, practise and play
     * scrimmage rounds.
     */
    OPEN("open"),
    /** The deadline has passed and the final season is being played. */
    FINAL("final"),
    /** The final season is closed: the standings are frozen and can be exported. */
    FINISHED("finished");

    private final String code;

    Phase(String code) {
        this.code = code;
    }

    /** The stable code the API shows. */
    public String code() {
        return code;
    }
}
