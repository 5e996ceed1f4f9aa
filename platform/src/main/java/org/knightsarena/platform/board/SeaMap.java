package org.knightsarena.platform.board;

/**
 * One match's board on a map file: the filled {@link Board} on the map's topology, its
 * areas and islands, and where the robber and the pirate start. Built by {@link SeaMapFill} from
 * the match's seed; the same map and seed give the same sea map.
 *
 * @param file the map file it was filled from, for its scenario facts (target, players, name)
 * @param board the hexes, tokens and harbours; sea hexes are {@code Terrain.SEA} with token 0
 * @param areas the areas and islands of each hex and intersection
 * @param robberHex where the robber starts; -1 when it starts off the board
 * @param pirateHex where the pirate starts; -1 on a map without sea
 */
public record SeaMap(MapFile file, Board board, MapAreas areas, int robberHex, int pirateHex) {}
