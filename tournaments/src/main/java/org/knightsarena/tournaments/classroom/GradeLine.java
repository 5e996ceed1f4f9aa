package org.knightsarena.tournaments.classroom;

import java.util.Objects;

/**
 * One line of an assignment's final standings.
 *
 * @param rank 1 for the best
 * @param student the account name that owns the bot; empty for a baseline
 * @param bot the bot's name
 * @param version the version that played the final season
 * @param rating the final Elo rating
 * @param low the low end of the rating's 95% interval
 * @param high the high end of the rating's 95% interval
 * @param games games played in the final season
 * @param wins games won
 * @param meanPlace mean finishing place, 1 being first
 * @param faults faults recorded against the bot in the final season
 * @param baseline whether this line is a baseline bot
 * @param beatBaseline for a student, whether they finished above every baseline
 */
public record GradeLine(
        int rank,
        String student,
        String bot,
        String version,
        double rating,
        double low,
        double high,
        int games,
        int wins,
        double meanPlace,
        int faults,
        boolean baseline,
        boolean beatBaseline) {

    public GradeLine {
        Objects.requireNonNull(student, "student");
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(version, "version");
    }
}
