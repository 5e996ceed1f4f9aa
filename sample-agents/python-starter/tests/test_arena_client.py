"""Unit tests of the client module: python3 -m unittest discover -s tests (from python-starter/)."""

import io
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from arena_client import Decision, act, answer_line, choose, parse, pips, run  # noqa: E402

START = {"type": "start", "protocol": 1, "seat": 2, "players": 4, "ruleset": "base", "seed": 7,
         "pointsToWin": 10, "budget": {"perDecisionMs": 1000, "bankMs": 60000},
         "layout": {"hexes": [{"terrain": "FOREST", "corners": [0, 1, 2, 3, 4, 5]}],
                    "intersections": [{"harbour": "NONE", "hexes": [0], "neighbours": [1, 5], "paths": [0, 5]}],
                    "paths": [[0, 1]]}}
ROLL = {"type": "decide", "id": 5, "decision": {"type": "BeforeRoll", "seat": 2, "options": [
    {"type": "PlayDevelopmentCard", "card": "KNIGHT", "first": None, "second": None}, {"type": "RollDice"}],
    "freeForm": None}, "view": {}}
END = {"type": "end", "result": {"ending": "WON", "winner": 2, "points": [3, 4, 10, 2], "places": [3, 2, 1, 4],
                                 "turns": 80}}


def lines(*messages):
    return io.StringIO("".join(json.dumps(m) + "\n" for m in messages))


class Recorder:
    def __init__(self):
        self.calls = []

    def on_start(self, start, board, rng):
        self.calls.append(("start", start["seat"], board.hexes_at(0), rng.random()))

    def on_event(self, event):
        self.calls.append(("event", event["type"]))

    def decide(self, decision, view):
        self.calls.append(("decide", decision.type))
        return choose(decision.first_of("RollDice"))

    def on_end(self, result):
        self.calls.append(("end", result["winner"]))


class RunTest(unittest.TestCase):

    def test_a_match_calls_the_bot_in_order_and_writes_one_answer_line_per_decision(self):
        bot = Recorder()
        out = io.StringIO()
        run(bot, lines(START, {"type": "event", "event": {"type": "TurnStarted", "turn": 1, "player": 2}}, ROLL, END),
            out)
        self.assertEqual(['{"id":5,"option":1}'], out.getvalue().splitlines())
        self.assertEqual(["start", "event", "decide", "end"], [c[0] for c in bot.calls])
        self.assertEqual([0], bot.calls[0][2])

    def test_the_seeded_generator_gives_the_same_numbers_for_the_same_seed(self):
        first, second = Recorder(), Recorder()
        run(first, lines(START, END), io.StringIO())
        run(second, lines(START, END), io.StringIO())
        self.assertEqual(first.calls[0][3], second.calls[0][3])

    def test_another_protocol_version_exits_with_a_message(self):
        with self.assertRaises(SystemExit) as exit_:
            run(Recorder(), lines(dict(START, protocol=2)), io.StringIO())
        self.assertEqual(2, exit_.exception.code)


class MessagesTest(unittest.TestCase):

    def test_a_line_that_is_not_a_message_is_refused_with_its_text(self):
        with self.assertRaisesRegex(ValueError, 'a message is a JSON object with a "type": \\[1, 2\\]'):
            parse("[1, 2]")

    def test_answers_are_compact_single_lines(self):
        self.assertEqual('{"option":3}', answer_line(choose(3)))
        self.assertEqual('{"action":{"type":"EndTurn"}}', answer_line(act({"type": "EndTurn"})))

    def test_an_answer_carries_the_id_of_its_decide_first(self):
        self.assertEqual('{"id":12,"option":3}', answer_line(choose(3), 12))

    def test_an_answer_of_the_wrong_shape_is_refused_before_it_is_sent(self):
        with self.assertRaisesRegex(ValueError, "an answer is choose\\(index\\) or act\\(action\\)"):
            answer_line({"option": 1, "action": {}})


class DecisionTest(unittest.TestCase):

    def test_options_are_found_by_type_in_the_order_of_the_types_asked(self):
        decision = Decision({"type": "MainTurn", "seat": 0, "freeForm": "OfferTrade", "options": [
            {"type": "BuildRoad", "path": 3}, {"type": "EndTurn"}, {"type": "BuildRoad", "path": 4}]})
        self.assertEqual([0, 2], decision.indexes_of("BuildRoad"))
        self.assertEqual(1, decision.first_of("BuildCity", "EndTurn", "BuildRoad"))
        self.assertIsNone(decision.first_of("BuildCity"))
        self.assertEqual("OfferTrade", decision.free_form)

    def test_pips_count_the_rolls_that_produce(self):
        self.assertEqual(5, pips(6))
        self.assertEqual(1, pips(12))
        self.assertEqual(0, pips(0))


if __name__ == "__main__":
    unittest.main()
