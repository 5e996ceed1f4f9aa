package org.knightsarena.platform.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.knightsarena.api.GameView;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Building;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Track;

/**
 * The protocol's JSON form of what a seat may know ({@code docs/protocol.md}): the board's fixed
 * layout, sent once at the match start, and the seat's view, sent with each decision.
 *
 * <p>Both are read through the agent API's {@link GameView} alone, never from the engine's state,
 * so a process bot is told exactly what a JVM bot may ask, and nothing hidden can leak. The view's
 * event list is not repeated here: the events reach the bot as {@code event} messages. Stateless
 * and thread-safe.
 */
final class ViewJson {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final Piece[] PIECES = Piece.values();
    private static final Track[] TRACKS = Track.values();

    private ViewJson() {}

    /** @return the board's layout, which no move changes: hexes, intersections, paths, harbours */
    static ObjectNode layout(BoardView board) {
        ObjectNode layout = JSON.objectNode();
        ArrayNode hexes = layout.putArray("hexes");
        for (int hex = 0; hex < board.hexCount(); hex++) {
            ObjectNode h = hexes.addObject();
            h.put("terrain", board.terrain(hex).name());
            ArrayNode corners = h.putArray("corners");
            for (int k = 0; k < 6; k++) {
                corners.add(board.corner(hex, k));
            }
        }
        ArrayNode intersections = layout.putArray("intersections");
        for (int i = 0; i < board.intersectionCount(); i++) {
            ObjectNode node = intersections.addObject();
            node.put("harbour", board.harbour(i).name());
            ArrayNode touching = node.putArray("hexes");
            for (int k = 0; k < board.hexCountAt(i); k++) {
                touching.add(board.hexAt(i, k));
            }
            ArrayNode neighbours = node.putArray("neighbours");
            ArrayNode paths = node.putArray("paths");
            for (int k = 0; k < board.neighbourCount(i); k++) {
                neighbours.add(board.neighbour(i, k));
                paths.add(board.pathAt(i, k));
            }
        }
        ArrayNode paths = layout.putArray("paths");
        for (int p = 0; p < board.pathCount(); p++) {
            paths.addArray().add(board.end(p, 0)).add(board.end(p, 1));
        }
        return layout;
    }

    /** @return everything {@code view} tells its seat now, except the events it has seen */
    static ObjectNode view(GameView view) {
        ObjectNode out = JSON.objectNode();
        out.put("seat", view.seat());
        out.put("turn", view.turn());
        out.put("activePlayer", view.activePlayer());
        out.put("pointsToWin", view.pointsToWin());
        out.set("hand", Messages.tree(view.hand()));
        out.set("bank", Messages.tree(view.bank()));
        out.set("developmentCards", names(view.developmentCards()));
        out.put("developmentDeckSize", view.developmentDeckSize());
        out.set("progressCards", names(view.progressCards()));
        out.set("longestRoad", orNull(view.longestRoadHolder()));
        out.set("largestArmy", orNull(view.largestArmyHolder()));
        out.put("barbarianPosition", view.barbarianPosition());
        out.put("barbariansAttacked", view.hasBarbariansAttacked());
        ObjectNode rates = out.putObject("bankRates");
        for (Card card : Card.all()) {
            rates.put(card.name().toLowerCase(Locale.ROOT), view.bankRate(card));
        }
        ArrayNode players = out.putArray("players");
        for (int seat = 0; seat < view.playerCount(); seat++) {
            players.add(player(view, seat));
        }
        out.set("board", pieces(view.board()));
        return out;
    }

    /** A seat's public information (all of it for the view's own seat, whose points include hidden ones). */
    private static ObjectNode player(GameView view, int seat) {
        ObjectNode p = JSON.objectNode();
        p.put("seat", seat);
        p.put("victoryPoints", view.victoryPoints(seat));
        p.put("handSize", view.handSize(seat));
        p.put("developmentCards", view.developmentCardCount(seat));
        p.put("progressCards", view.progressCardCount(seat));
        p.put("knightsPlayed", view.knightsPlayed(seat));
        p.put("roadLength", view.roadLength(seat));
        ObjectNode pieces = p.putObject("piecesLeft");
        for (Piece piece : PIECES) {
            pieces.put(piece.name(), view.piecesLeft(seat, piece));
        }
        ObjectNode improvements = p.putObject("improvements");
        for (Track track : TRACKS) {
            improvements.put(track.name(), view.improvementLevel(seat, track));
        }
        return p;
    }

    /** What stands on the board now: tokens (the Inventor swaps them), robber, merchant and pieces. */
    private static ObjectNode pieces(BoardView board) {
        ObjectNode out = JSON.objectNode();
        ArrayNode tokens = out.putArray("tokens");
        for (int hex = 0; hex < board.hexCount(); hex++) {
            tokens.add(board.token(hex));
        }
        out.put("robber", board.robber());
        out.set("merchant", orNull(board.merchant()));
        ArrayNode buildings = out.putArray("buildings");
        ArrayNode knights = out.putArray("knights");
        for (int i = 0; i < board.intersectionCount(); i++) {
            if (board.building(i) != Building.NONE) {
                ObjectNode b = buildings.addObject();
                b.put("intersection", i);
                b.put("owner", board.buildingOwner(i));
                b.put("building", board.building(i).name());
                b.put("wall", board.hasWall(i));
                b.put("metropolis", board.metropolis(i).map(Track::name).orElse(null));
            }
            if (board.knightOwner(i) != BoardView.NOBODY) {
                ObjectNode k = knights.addObject();
                k.put("intersection", i);
                k.put("owner", board.knightOwner(i));
                k.put("strength", board.knightStrength(i));
                k.put("active", board.isKnightActive(i));
            }
        }
        ArrayNode roads = out.putArray("roads");
        for (int p = 0; p < board.pathCount(); p++) {
            if (board.roadOwner(p) != BoardView.NOBODY) {
                roads.addObject().put("path", p).put("owner", board.roadOwner(p));
            }
        }
        return out;
    }

    private static ArrayNode names(List<? extends Enum<?>> values) {
        ArrayNode out = JSON.arrayNode();
        for (Enum<?> value : values) {
            out.add(value.name());
        }
        return out;
    }

    private static JsonNode orNull(OptionalInt seat) {
        return seat.isPresent() ? JSON.numberNode(seat.getAsInt()) : JSON.nullNode();
    }
}
