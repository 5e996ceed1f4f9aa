"""Unit tests of the view model's readers for Seafarers and Barbarian Attack (docs/protocol.md)."""

import io
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from arena_client import Board, View, choose, run  # noqa: E402


def ring_layout(terrains):
    """A layout of hexes that all share one ring of six intersections 0..5, joined by paths 10..15."""
    intersections = []
    for i in range(6):
        before, after = (i - 1) % 6, (i + 1) % 6
        intersections.append({"harbour": "NONE", "hexes": list(range(len(terrains))),
                              "neighbours": [before, after], "paths": [10 + before, 10 + i]})
    hexes = [{"terrain": t, "island": island, "corners": [0, 1, 2, 3, 4, 5]} for t, island in terrains]
    return {"hexes": hexes, "intersections": intersections, "paths": [[i, (i + 1) % 6] for i in range(6)]}


SEAFARERS_VIEW = {
    "seat": 1, "players": [
        {"seat": 0, "islandPoints": 0, "gold": 0, "prisoners": 0},
        {"seat": 1, "islandPoints": 2, "gold": 0, "prisoners": 0}],
    "islandBonuses": [{"intersection": 4, "points": 2}], "movableShips": [12],
    "board": {"robber": None, "pirate": 7, "ships": [{"path": 12, "owner": 1}, {"path": 30, "owner": 0}],
              "pathKnights": [], "barbarians": [], "conquered": []}}

BARBARIAN_VIEW = {
    "seat": 0, "players": [
        {"seat": 0, "islandPoints": 0, "gold": 3, "prisoners": 5},
        {"seat": 1, "islandPoints": 0, "gold": 0, "prisoners": 1}],
    "islandBonuses": [], "movableShips": [],
    "board": {"robber": None, "pirate": None, "ships": [],
              "pathKnights": [{"path": 11, "owner": 0}, {"path": 40, "owner": 1}],
              "barbarians": [{"hex": 2, "count": 3}, {"hex": 5, "count": 1}], "conquered": [2]}}


class SeafarersViewTest(unittest.TestCase):

    def test_ships_pirate_and_islands_are_read_from_the_view(self):
        view = View(SEAFARERS_VIEW)
        self.assertEqual([12, 30], view.ships())
        self.assertEqual([12], view.ships(owner=1))
        self.assertEqual([12], view.movable_ships())
        self.assertEqual(7, view.pirate())
        self.assertIsNone(view.robber())
        self.assertEqual(2, view.island_bonus_at(4))
        self.assertEqual(0, view.island_bonus_at(5))
        self.assertEqual(2, view.island_points(1))

    def test_the_layout_tells_sea_gold_and_islands(self):
        board = Board(ring_layout([("SEA", -1), ("GOLD", 1), ("FOREST", 0)]))
        self.assertTrue(board.is_sea(0))
        self.assertEqual("GOLD", board.terrain(1))
        self.assertEqual(1, board.island(1))
        self.assertEqual([0, 1], board.islands_at(3))
        self.assertTrue(board.is_coastal(3))
        self.assertIsNone(board.castle())


class BarbarianAttackViewTest(unittest.TestCase):

    def test_barbarians_conquest_knights_gold_and_prisoners_are_read_from_the_view(self):
        view = View(BARBARIAN_VIEW)
        self.assertEqual(3, view.barbarians_on(2))
        self.assertEqual(1, view.barbarians_on(5))
        self.assertEqual(0, view.barbarians_on(0))
        self.assertTrue(view.is_conquered(2))
        self.assertFalse(view.is_conquered(5))
        self.assertEqual([11, 40], view.path_knights())
        self.assertEqual([40], view.path_knights(owner=1))
        self.assertEqual(3, view.gold(0))
        self.assertEqual(5, view.prisoners(0))
        self.assertEqual(1, view.prisoners(1))

    def test_the_castle_and_its_six_paths_come_from_the_layout(self):
        board = Board(ring_layout([("FOREST", 0), ("CASTLE", 0)]))
        self.assertEqual(1, board.castle())
        self.assertEqual([10, 11, 12, 13, 14, 15], board.paths_of_hex(1))


class TwoAndSixPlayersViewTest(unittest.TestCase):

    def test_neutral_colours_trade_tokens_and_the_special_build_phase_are_read_from_the_view(self):
        view = View({"seat": 0, "players": [{"seat": 0, "tradeTokens": 2}, {"seat": 1, "tradeTokens": 0}],
                     "neutralColours": [2, 3], "tradeTokenSupply": 9, "specialBuildPhase": True, "board": {}})
        self.assertEqual([2, 3], view.neutral_colours())
        self.assertEqual(2, view.trade_tokens(0))
        self.assertTrue(view.is_special_build_phase())


class OlderViewsTest(unittest.TestCase):

    def test_a_view_without_the_variants_fields_reads_as_the_standard_game(self):
        view = View({"seat": 0, "players": [{"seat": 0}], "board": {"robber": 7}})
        self.assertEqual([], view.ships())
        self.assertIsNone(view.pirate())
        self.assertEqual(7, view.robber())
        self.assertEqual([], view.path_knights())
        self.assertEqual(0, view.barbarians_on(3))
        self.assertFalse(view.is_conquered(3))
        self.assertEqual(0, view.gold(0) + view.prisoners(0) + view.island_points(0))
        self.assertEqual(0, view.island_bonus_at(1))
        self.assertEqual([], view.neutral_colours())
        self.assertEqual(0, view.trade_tokens(0))
        self.assertFalse(view.is_special_build_phase())

    def test_the_view_is_still_the_json_object(self):
        view = View(SEAFARERS_VIEW)
        self.assertEqual(7, view["board"]["pirate"])
        self.assertEqual(SEAFARERS_VIEW, json.loads(json.dumps(view)))


class RunHandsAViewTest(unittest.TestCase):

    def test_decide_receives_a_view(self):
        seen = []

        class Bot:
            def decide(self, decision, view):
                seen.append((type(view).__name__, view.gold(0)))
                return choose(0)

        decide = {"type": "decide", "id": 1, "decision": {"type": "BeforeRoll", "seat": 0,
                                                          "options": [{"type": "RollDice"}], "freeForm": None},
                  "view": BARBARIAN_VIEW}
        end = {"type": "end", "result": {}}
        out = io.StringIO()
        run(Bot(), io.StringIO(json.dumps(decide) + "\n" + json.dumps(end) + "\n"), out)
        self.assertEqual([("View", 3)], seen)
        self.assertEqual('{"id":1,"option":0}', out.getvalue().strip())


if __name__ == "__main__":
    unittest.main()
