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
import org.knightsarena.platform.game.state.Variant;

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
            h.put("island", board.island(hex));
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
        out.put("specialBuildPhase", view.isSpecialBuildPhase());
        ArrayNode neutrals = out.putArray("neutralColours");
        view.neutralColours().forEach(neutrals::add);
        out.put("tradeTokenSupply", view.tradeTokenSupply());
        out.set("islandBonuses", islandBonuses(view));
        out.set("movableShips", movableShips(view));
        out.set("board", pieces(view.board()));
        return out;
    }

    /**
     * @return the variants a view's game plays, by their {@code --variant} names: Seafarers on a
     *     scenario, Catan for Two at a table of two, Barbarian Attack on the castle's board
     */
    static ArrayNode variants(GameView view) {
        ArrayNode out = JSON.arrayNode();
        if (view.scenario().isPresent()) {
            out.add(Variant.SEAFARERS.id());
        }
        if (view.playerCount() == 2) {
            out.add(Variant.CATAN_FOR_TWO.id());
        }
        if (view.board().castle() != BoardView.NOBODY) {
            out.add(Variant.BARBARIAN_ATTACK.id());
        }
        return out;
    }

    /** The intersections where a settlement of the view's seat would earn island points now. */
    private static ArrayNode islandBonuses(GameView view) {
        ArrayNode out = JSON.arrayNode();
        for (int i = 0; i < view.board().intersectionCount(); i++) {
            int points = view.islandBonusAt(view.seat(), i);
            if (points > 0) {
                out.addObject().put("intersection", i).put("points", points);
            }
        }
        return out;
    }

    /** The paths of the view's seat's ships it may move now. */
    private static ArrayNode movableShips(GameView view) {
        ArrayNode out = JSON.arrayNode();
        for (int p = 0; p < view.board().pathCount(); p++) {
            if (view.board().shipOwner(p) == view.seat() && view.canMoveShip(p)) {
                out.add(p);
            }
        }
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
        p.put("tradeTokens", view.tradeTokens(seat));
        p.put("islandPoints", view.islandPoints(seat));
        p.put("gold", view.gold(seat));
        p.put("prisoners", view.prisoners(seat));
        return p;
    }

    /** What stands on the board now: tokens (the Inventor swaps them), robber, merchant and pieces. */
    private static ObjectNode pieces(BoardView board) {
        ObjectNode out = JSON.objectNode();
        ArrayNode tokens = out.putArray("tokens");
        for (int hex = 0; hex < board.hexCount(); hex++) {
            tokens.add(board.token(hex));
        }
        out.set("robber", hexOrNull(board.robber()));
        out.set("merchant", orNull(board.merchant()));
        out.set("pirate", hexOrNull(board.pirate()));
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
        ArrayNode ships = out.putArray("ships");
        ArrayNode pathKnights = out.putArray("pathKnights");
        for (int p = 0; p < board.pathCount(); p++) {
            if (board.roadOwner(p) != BoardView.NOBODY) {
                roads.addObject().put("path", p).put("owner", board.roadOwner(p));
            }
            if (board.shipOwner(p) != BoardView.NOBODY) {
                ships.addObject().put("path", p).put("owner", board.shipOwner(p));
            }
            if (board.pathKnightOwner(p) != BoardView.NOBODY) {
                pathKnights.addObject().put("path", p).put("owner", board.pathKnightOwner(p));
            }
        }
        ArrayNode barbarians = out.putArray("barbarians");
        ArrayNode conquered = out.putArray("conquered");
        for (int hex = 0; hex < board.hexCount(); hex++) {
            if (board.barbarians(hex) > 0) {
                barbarians.addObject().put("hex", hex).put("count", board.barbarians(hex));
            }
            if (board.isConquered(hex)) {
                conquered.add(hex);
            }
        }
        return out;
    }

    /** A hex, or null for a figure off the board ({@link BoardView#NOBODY}). */
    private static JsonNode hexOrNull(int hex) {
        return hex == BoardView.NOBODY ? JSON.nullNode() : JSON.numberNode(hex);
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
