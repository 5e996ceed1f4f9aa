/**
 * Classroom assignments: a private league that students join with a code, where their bots are
 * ranked against baselines the organiser chose. Before the deadline students upload, practise
 * against the baselines and play scrimmage rounds; at the deadline {@link
 * org.knightsarena.tournaments.classroom.Assignments#tick} starts the final season, and its
 * frozen standings are the grade sheet ({@link org.knightsarena.tournaments.classroom.GradeSheet}).
 * Independent of HTTP: the dashboard's pages and API call these classes.
 */
package org.knightsarena.tournaments.classroom;
