package org.knightsarena.tournaments.classroom;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.storage.Database;

/**
 * An assignment's grade sheet: its final season's frozen standings, one line per bot, with who
 * owns each bot and whether it beat the baselines. Read-only; thread-safe.
 */
public final class GradeSheet {

    /** The CSV header, in the column order of {@link #csv}. */
    public static final String HEADER =
            "rank,student,bot,version,rating,rating_low,rating_high,games,wins,mean_place,faults,baseline,beat_baseline";

    private final Jdbi jdbi;

    /** Reads from {@code database}. */
    public GradeSheet(Database database) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
    }

    /**
     * Returns the final standings, best first; empty until the final season is closed.
     *
     * <p>A student beat the baselines when they finished above every one of them.
     */
    public Optional<List<GradeLine>> lines(Assignment assignment) {
        if (assignment.phase() != Phase.FINISHED) {
            return Optional.empty();
        }
        long season = assignment.finalSeasonId().getAsLong();
        List<Row> rows = jdbi.withHandle(h -> rows(h, assignment.leagueId(), season));
        int bestBaseline =
                rows.stream().filter(Row::baseline).mapToInt(Row::rank).min().orElse(Integer.MAX_VALUE);
        List<GradeLine> lines = new ArrayList<>();
        for (Row r : rows) {
            lines.add(new GradeLine(
                    r.rank(),
                    r.baseline() ? "" : r.owner(),
                    r.bot(),
                    r.version(),
                    r.rating(),
                    r.low(),
                    r.high(),
                    r.games(),
                    r.wins(),
                    r.meanPlace(),
                    r.faults(),
                    r.baseline(),
                    !r.baseline() && r.rank() < bestBaseline));
        }
        return Optional.of(List.copyOf(lines));
    }

    /** A line of the final season's standings as stored, with the bot's owner and whether it is a baseline. */
    private record Row(
            int rank,
            String owner,
            String bot,
            String version,
            double rating,
            double low,
            double high,
            int games,
            int wins,
            double meanPlace,
            int faults,
            boolean baseline) {}

    private static List<Row> rows(Handle h, long leagueId, long season) {
        return h.createQuery("SELECT ss.rank, COALESCE(ac.username, ''), a.name,"
                        + " v.version, ss.rating,"
                        + " ss.rating_low, ss.rating_high, ss.games, ss.wins, ss.mean_place, ss.faults,"
                        + " COALESCE(le.baseline, 0) AS baseline FROM season_standings ss"
                        + " JOIN entrants e ON e.id = ss.entrant_id JOIN agent_versions v ON v.id = e.agent_version_id"
                        + " JOIN agents a ON a.id = v.agent_id LEFT JOIN accounts ac ON ac.id = a.owner_account_id"
                        + " LEFT JOIN league_entrants le ON le.league_id = :l AND le.agent_id = a.id"
                        + " WHERE ss.season_id = :s ORDER BY ss.rank")
                .bind("l", leagueId)
                .bind("s", season)
                .map((rs, ctx) -> new Row(
                        rs.getInt(1),
                        rs.getString(2),
                        rs.getString(3),
                        rs.getString(4),
                        rs.getDouble(5),
                        rs.getDouble(6),
                        rs.getDouble(7),
                        rs.getInt(8),
                        rs.getInt(9),
                        rs.getDouble(10),
                        rs.getInt(11),
                        rs.getInt(12) == 1))
                .list();
    }

    /**
     * Writes lines as CSV (RFC 4180, CRLF line ends) with {@link #HEADER}. Ratings have one
     * decimal, mean places two. A text cell that a spreadsheet would run as a formula (starting
     * with {@code = + - @}) is prefixed with an apostrophe.
     */
    public static String csv(List<GradeLine> lines) {
        StringBuilder b = new StringBuilder(HEADER).append("\r\n");
        for (GradeLine l : lines) {
            b.append(l.rank())
                    .append(',')
                    .append(cell(l.student()))
                    .append(',')
                    .append(cell(l.bot()))
                    .append(',')
                    .append(cell(l.version()))
                    .append(',')
                    .append(decimal(l.rating(), 1))
                    .append(',')
                    .append(decimal(l.low(), 1))
                    .append(',')
                    .append(decimal(l.high(), 1))
                    .append(',')
                    .append(l.games())
                    .append(',')
                    .append(l.wins())
                    .append(',')
                    .append(decimal(l.meanPlace(), 2))
                    .append(',')
                    .append(l.faults())
                    .append(',')
                    .append(l.baseline() ? "yes" : "no")
                    .append(',')
                    .append(l.baseline() ? "" : l.beatBaseline() ? "yes" : "no")
                    .append("\r\n");
        }
        return b.toString();
    }

    private static String decimal(double value, int places) {
        return String.format(Locale.ROOT, "%." + places + "f", value);
    }

    private static String cell(String text) {
        String t = !text.isEmpty() && "=+-@".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        if (t.indexOf(',') >= 0 || t.indexOf('"') >= 0 || t.indexOf('\n') >= 0 || t.indexOf('\r') >= 0) {
            return '"' + t.replace("\"", "\"\"") + '"';
        }
        return t;
    }
}
