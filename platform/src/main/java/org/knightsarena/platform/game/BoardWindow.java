package org.knightsarena.platform.game;

import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.api.board.Building;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Track;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.barbarianattack.ForeignKnight;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.Pieces;

/**
 * The part of a seat's {@link org.knightsarena.api.board.BoardView} that reads what lies on the
 * board: terrain and tokens, the robber, the pirate and the merchant, buildings, roads, ships and
 * knights, and Barbarian Attack's barbarians, castle and path knights. All of it is public, the
 * same for every seat, so it reads the live state alone; {@link SeatView} adds what its seat knows.
 */
abstract class BoardWindow extends TopologyWindow {
    private static final Track[] TRACKS = Track.values();

    /** @return the live state being viewed */
    abstract GameState state();

    @Override
    Topology topology() {
        return state().topology;
    }

    @Override
    public Terrain terrain(int hex) {
        return state().board.terrain(hex);
    }

    @Override
    public int token(int hex) {
        return state().board.token(hex);
    }

    @Override
    public Harbour harbour(int intersection) {
        return state().board.harbour(intersection);
    }

    @Override
    public int robber() {
        return state().figures.robber;
    }

    @Override
    public int island(int hex) {
        GameState s = state();
        if (s.sea == null) {
            return 0;
        }
        int area = s.sea.areas().areaOf(hex);
        return area < 0 ? -1 : s.sea.areas().island(area);
    }

    @Override
    public int pirate() {
        return state().figures.pirate;
    }

    @Override
    public Building building(int intersection) {
        byte kind = state().pieces.buildingKind[intersection];
        switch (kind) {
            case 0:
                return Building.NONE;
            case Pieces.SETTLEMENT:
                return Building.SETTLEMENT;
            case Pieces.CITY:
                return Building.CITY;
            default:
                throw new AssertionError(kind);
        }
    }

    @Override
    public int buildingOwner(int intersection) {
        return state().pieces.buildingOwner[intersection];
    }

    @Override
    public int roadOwner(int path) {
        return state().pieces.roadOwner[path];
    }

    @Override
    public int shipOwner(int path) {
        return state().ships.ownerOf(path);
    }

    @Override
    public int barbarians(int hex) {
        GameState s = state();
        return s.isBarbarianAttack() ? s.castle.barbarians[hex] : 0;
    }

    @Override
    public int castle() {
        GameState s = state();
        return s.isBarbarianAttack() ? s.castle.castleHex : NOBODY;
    }

    @Override
    public int pathKnightOwner(int path) {
        GameState s = state();
        return s.isBarbarianAttack() ? s.castle.knightOwner[path] : NOBODY;
    }

    @Override
    public int foreignKnightPath() {
        GameState s = state();
        return s.isBarbarianAttack() ? ForeignKnight.path(s) : NOBODY; // -1, NOBODY, before it enters
    }

    @Override
    public int pathKnightStrength(int path) {
        GameState s = state();
        return s.isBarbarianAttack() ? s.castle.knightStrength[path] : 0;
    }

    @Override
    public boolean isPathKnightActive(int path) {
        GameState s = state();
        return s.isBarbarianAttack() && s.castle.isActive(path);
    }

    @Override
    public boolean hasWall(int intersection) {
        GameState s = state();
        return s.isCitiesAndKnights() && s.improvements.wall[intersection] != 0;
    }

    @Override
    public Optional<Track> metropolis(int intersection) {
        for (Track track : TRACKS) {
            if (state().improvements.metropolisNode[track.ordinal()] == intersection) {
                return Optional.of(track);
            }
        }
        return Optional.empty();
    }

    @Override
    public int knightOwner(int intersection) {
        GameState s = state();
        return s.isCitiesAndKnights() ? s.knights.owner[intersection] : NOBODY;
    }

    @Override
    public int knightStrength(int intersection) {
        return knightOwner(intersection) == NOBODY ? 0 : state().knights.strength[intersection];
    }

    @Override
    public boolean isKnightActive(int intersection) {
        return knightOwner(intersection) != NOBODY && KnightFlags.active(state().knights.flags[intersection]);
    }

    @Override
    public OptionalInt merchant() {
        int hex = state().figures.merchantHex;
        return hex == NOBODY ? OptionalInt.empty() : OptionalInt.of(hex);
    }
}
