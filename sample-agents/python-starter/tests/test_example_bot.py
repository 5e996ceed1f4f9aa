"""Unit tests of the example bot's judgement, on hand-made messages."""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from arena_client import Board, Decision  # noqa: E402
from example_bot import ExampleBot  # noqa: E402
from random_bot import RandomBot  # noqa: E402

LAYOUT = {"hexes": [{"terrain": "FOREST", "corners": [0, 1, 2, 3, 4, 5]},
                    {"terrain": "HILLS", "corners": [2, 3, 6, 7, 8, 9]}],
          "intersections": [{"harbour": "NONE", "hexes": [0], "neighbours": [], "paths": []},
                            {"harbour": "NONE", "hexes": [0], "neighbours": [], "paths": []},
                            {"harbour": "NONE", "hexes": [0, 1], "neighbours": [], "paths": []}],
          "paths": []}


def view(buildings=(), hand=None, robber=5):
    return {"hand": hand or {}, "bankRates": {"brick": 4, "lumber": 4, "wool": 4, "grain": 4, "ore": 4},
            "players": [{"seat": s, "handSize": s, "piecesLeft": {"ROAD": 13}} for s in range(4)],
            "board": {"tokens": [6, 8], "robber": robber, "buildings": list(buildings)}}


def bot():
    b = ExampleBot()
    b.on_start({"seat": 0, "ruleset": "base"}, Board(LAYOUT), random.Random(1))
    return b


class ExampleBotTest(unittest.TestCase):

    def test_it_settles_where_most_is_produced(self):
        setup = Decision({"type": "Setup", "seat": 0, "piece": "SETTLEMENT", "freeForm": None, "options": [
            {"type": "BuildSettlement", "intersection": 0}, {"type": "BuildSettlement", "intersection": 2}]})
        self.assertEqual({"option": 1}, bot().decide(setup, view()))

    def test_it_builds_a_city_before_a_road(self):
        turn = Decision({"type": "MainTurn", "seat": 0, "freeForm": "OfferTrade", "options": [
            {"type": "BuildRoad", "path": 1}, {"type": "BuildCity", "intersection": 2}, {"type": "EndTurn"}]})
        self.assertEqual({"option": 1}, bot().decide(turn, view()))

    def test_it_trades_with_the_bank_only_a_card_held_beyond_the_rate(self):
        turn = Decision({"type": "MainTurn", "seat": 0, "freeForm": "OfferTrade", "options": [
            {"type": "TradeWithBank", "give": "ORE", "take": "BRICK"}, {"type": "EndTurn"}]})
        self.assertEqual({"option": 1}, bot().decide(turn, view(hand={"ore": 4})))
        self.assertEqual({"option": 0}, bot().decide(turn, view(hand={"ore": 5})))

    def test_it_puts_the_robber_on_the_others_and_not_on_itself(self):
        robber = Decision({"type": "PlaceRobber", "seat": 0, "freeForm": None, "options": [
            {"type": "MoveRobber", "hex": 0}, {"type": "MoveRobber", "hex": 1}]})
        buildings = [{"intersection": 0, "owner": 0, "building": "CITY"},
                     {"intersection": 7, "owner": 2, "building": "SETTLEMENT"}]
        self.assertEqual({"option": 1}, bot().decide(robber, view(buildings)))

    def test_it_discards_exactly_the_count_asked_the_most_plentiful_first(self):
        discard = Decision({"type": "Discard", "seat": 0, "count": 4, "freeForm": "DiscardCards",
                            "hand": {"lumber": 1, "wool": 5, "ore": 2}})
        answer = bot().decide(discard, view())
        cards = answer["action"]["cards"]
        self.assertEqual("DiscardCards", answer["action"]["type"])
        self.assertEqual(4, sum(cards.values()))
        self.assertGreaterEqual(cards["wool"], 3)
        hand = discard["hand"]
        self.assertTrue(all(cards[c] <= hand[c] for c in cards), cards)


class RandomBotTest(unittest.TestCase):

    def test_it_discards_exactly_the_count_asked_out_of_its_hand(self):
        bot = RandomBot()
        bot.on_start({"seat": 0}, Board(LAYOUT), random.Random(3))
        hand = {"lumber": 1, "wool": 5, "ore": 2}
        answer = bot.decide(Decision({"type": "Discard", "seat": 0, "count": 4, "freeForm": "DiscardCards",
                                      "hand": hand}), view())
        cards = answer["action"]["cards"]
        self.assertEqual(4, sum(cards.values()))
        self.assertTrue(all(cards[c] <= hand[c] for c in cards), cards)

    def test_it_picks_a_listed_option(self):
        bot = RandomBot()
        bot.on_start({"seat": 0}, Board(LAYOUT), random.Random(3))
        answer = bot.decide(Decision({"type": "BeforeRoll", "seat": 0, "freeForm": None,
                                      "options": [{"type": "RollDice"}, {"type": "EndTurn"}]}), view())
        self.assertIn(answer["option"], (0, 1))


if __name__ == "__main__":
    unittest.main()
