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

    def terrain(self, hex_id):
        """The hex's terrain: HILLS, FOREST, PASTURE, FIELDS, MOUNTAINS, DESERT, GOLD, SEA or CASTLE."""
        return self.hexes[hex_id]["terrain"]

    def is_sea(self, hex_id):
        return self.terrain(hex_id) == "SEA"

    def island(self, hex_id):
        """The island of a hex on a Seafarers map (from 0), -1 for sea; 0 on the standard island."""
        return self.hexes[hex_id].get("island", -1 if self.is_sea(hex_id) else 0)

    def islands_at(self, intersection):
        """The islands an intersection touches (none for one out at sea)."""
        return sorted({self.island(h) for h in self.hexes_at(intersection)} - {-1})

    def is_coastal(self, intersection):
        """Whether an intersection touches the sea, where ships can start (Seafarers)."""
        return any(self.is_sea(h) for h in self.hexes_at(intersection))

    def castle(self):
        """Barbarian Attack's castle hex, whose six paths knights enter on, or None without one."""
        for hex_id in range(len(self.hexes)):
            if self.terrain(hex_id) == "CASTLE":
                return hex_id
        return None

    def paths_of_hex(self, hex_id):
        """The six paths around a hex, clockwise from its top corner: where Barbarian Attack's knights stand."""
        corners = self.hexes[hex_id]["corners"]
        found = []
        for k in range(6):
            a, b = corners[k], corners[(k + 1) % 6]
            node = self.intersections[a]
            found.append(node["paths"][node["neighbours"].index(b)])
        return found


class View(dict):
    """One decide message's view: the JSON object itself (view["hand"], view["board"]["roads"]),
    with readers for the facts of Seafarers and Barbarian Attack. Every reader answers as the
    standard game would (no ships, no barbarians, 0 gold) when the view does not carry its field."""

    @property
    def seat(self):
        return self["seat"]

    def player(self, seat):
        return self["players"][seat]

    @property
    def pieces(self):
        return self.get("board", {})

    def robber(self):
        """The robber's hex, or None while it is off the board (always in Barbarian Attack)."""
        return self.pieces.get("robber")

    def pirate(self):
        """The pirate's sea hex, or None on a map without sea."""
        return self.pieces.get("pirate")

    def ships(self, owner=None):
        """The paths holding ships, of one owner or of all."""
        return _paths(self.pieces.get("ships", []), owner)

    def movable_ships(self):
        """The paths of this seat's ships it may move now."""
        return list(self.get("movableShips", []))

    def island_bonus_at(self, intersection):
        """The island points a settlement of this seat would earn at an intersection now (0 for none)."""
        for bonus in self.get("islandBonuses", []):
            if bonus["intersection"] == intersection:
                return bonus["points"]
        return 0

    def island_points(self, seat):
        return self.player(seat).get("islandPoints", 0)

    def path_knights(self, owner=None):
        """The paths holding Barbarian Attack's knights, of one owner or of all."""
        return _paths(self.pieces.get("pathKnights", []), owner)

    def barbarians_on(self, hex_id):
        """How many barbarians stand on a hex (0 to 3)."""
        for entry in self.pieces.get("barbarians", []):
            if entry["hex"] == hex_id:
                return entry["count"]
        return 0

    def is_conquered(self, hex_id):
        """Whether a hex holds 3 barbarians: it produces nothing."""
        return hex_id in self.pieces.get("conquered", [])

    def gold(self, seat):
        return self.player(seat).get("gold", 0)

    def prisoners(self, seat):
        return self.player(seat).get("prisoners", 0)

    def neutral_colours(self):
        """Catan for Two's neutral colours ([2, 3]), owners of pieces that take no seat; [] otherwise."""
        return list(self.get("neutralColours", []))

    def trade_tokens(self, seat):
        return self.player(seat).get("tradeTokens", 0)

    def is_special_build_phase(self):
        """Whether play is in the special build phase of 5 and 6 players (builds and EndTurn only)."""
        return self.get("specialBuildPhase", False)


def _paths(owned, owner):
    return [entry["path"] for entry in owned if owner is None or entry["owner"] == owner]


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
    define decide(decision, view), returning choose(i) or act(action); view is a View, the view's
    JSON object with readers for the variants' facts. rng is a random.Random
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
            answer = bot.decide(Decision(message["decision"]), View(message["view"]))
            stdout.write(answer_line(answer, message.get("id")) + "\n")
            stdout.flush()
        elif kind == "end":
            if hasattr(bot, "on_end"):
                bot.on_end(message["result"])
            return
        else:
            log("ignoring a message of unknown type", kind)
