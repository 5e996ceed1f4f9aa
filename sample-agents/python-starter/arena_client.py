"""A client for the Knights Arena bot protocol, version 1 (docs/protocol.md).

The platform writes one JSON object per line to the bot's standard input (start, event, decide,
end); the bot answers each decide with one line on its standard output. Standard error is the
bot's log: the platform keeps it, capped, for the bot's owner. Never print anything else to
standard output: every line there is read as an answer.

Write a bot as a class with a decide method and hand it to run():

    class FirstOption:
        def decide(self, decision, view):
            return choose(0)

    if __name__ == "__main__":
        run(FirstOption())

Standard library only.
"""

import json
import random
import sys

PROTOCOL_VERSION = 1


def log(*parts):
    """Writes one line to the bot's log (standard error)."""
    print(*parts, file=sys.stderr, flush=True)


def choose(index):
    """The answer naming one of the decision's listed options by its index."""
    return {"option": index}


def act(action):
    """The answer giving a free-form action, such as {"type": "DiscardCards", "cards": {"ore": 2}}."""
    return {"action": action}


class Decision:
    """One decide message's decision: its type, its listed options and its other fields."""

    def __init__(self, fields):
        self.fields = fields
        self.type = fields["type"]
        self.seat = fields["seat"]
        self.options = fields.get("options", [])
        self.free_form = fields.get("freeForm")

    def __getitem__(self, name):
        return self.fields[name]

    def indexes_of(self, *types):
        """The indexes of the listed options of the given action types, in list order."""
        return [i for i, option in enumerate(self.options) if option["type"] in types]

    def first_of(self, *types):
        """The index of the first listed option among the given types, in the order of the types, or None."""
        for wanted in types:
            for i, option in enumerate(self.options):
                if option["type"] == wanted:
                    return i
        return None


class Board:
    """The board's fixed layout from the start message: hexes, intersections and paths by id."""

    def __init__(self, layout):
        self.hexes = layout["hexes"]
        self.intersections = layout["intersections"]
        self.paths = layout["paths"]

    def hexes_at(self, intersection):
        return self.intersections[intersection]["hexes"]


# Chances in 36 of rolling each number: the usual measure of how much a hex produces.
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


def pips(token):
    """How many of the 36 rolls of two dice produce on a hex with this number token (0 for none)."""
    return PIPS.get(token, 0)


def parse(line):
    """Reads one message line; raises ValueError naming the problem when it is not a message."""
    message = json.loads(line)
    if not isinstance(message, dict) or "type" not in message:
        raise ValueError("a message is a JSON object with a \"type\": " + line[:200])
    return message


def answer_line(answer, decide_id=None):
    """The line that carries an answer: compact JSON, no line end, with the id of the decide it
    answers first when there is one (so the platform can never take it for another decide's)."""
    if not isinstance(answer, dict) or len(answer) != 1 or not ({"option", "action"} & answer.keys()):
        raise ValueError("an answer is choose(index) or act(action), not %r" % (answer,))
    line = answer if decide_id is None else dict({"id": decide_id}, **answer)
    return json.dumps(line, separators=(",", ":"))


def run(bot, stdin=None, stdout=None):
    """Plays one match: reads messages until end, calls the bot, writes its answers.

    The bot may define on_start(start, board, rng), on_event(event) and on_end(result); it must
    define decide(decision, view), returning choose(i) or act(action). rng is a random.Random
    seeded with the seat's seed from the start message, so a bot that uses it plays the same
    game the same way every time.
    """
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    for line in stdin:
        message = parse(line)
        kind = message["type"]
        if kind == "start":
            if message["protocol"] != PROTOCOL_VERSION:
                log("this client speaks protocol %d, the platform %d" % (PROTOCOL_VERSION, message["protocol"]))
                sys.exit(2)
            if hasattr(bot, "on_start"):
                bot.on_start(message, Board(message["layout"]), random.Random(message["seed"]))
        elif kind == "event":
            if hasattr(bot, "on_event"):
                bot.on_event(message["event"])
        elif kind == "decide":
            answer = bot.decide(Decision(message["decision"]), message["view"])
            stdout.write(answer_line(answer, message.get("id")) + "\n")
            stdout.flush()
        elif kind == "end":
            if hasattr(bot, "on_end"):
                bot.on_end(message["result"])
            return
        else:
            log("ignoring a message of unknown type", kind)
