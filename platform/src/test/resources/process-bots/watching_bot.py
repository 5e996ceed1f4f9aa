"""The starter's example bot, also keeping its own account of the variants' pieces from the events it
is sent and checking, at every decide, that the view says the same (ProcessBotVariantsTest).

It logs each disagreement (the first 20) and, at the end, one SUMMARY line of what it met.
"""

from arena_client import log, run
from example_bot import ExampleBot


class WatchingBot(ExampleBot):

    def on_start(self, start, board, rng):
        super().on_start(start, board, rng)
        log("START variants=%s scenario=%s castle=%s" % (",".join(start["variants"]), start["scenario"],
                                                          board.castle()))
        self.account = None
        self.mismatches = 0
        self.decides = 0
        self.met = {"ships": 0, "pirate moves": 0, "barbarians": 0, "conquered": 0, "path knights": 0,
                    "gold": 0, "prisoners": 0, "movable ships": 0}

    def on_event(self, event):
        if self.account is None:  # what came before the first decide is in its view already
            return
        a, kind = self.account, event["type"]
        if kind == "Built" and event["piece"] == "SHIP":
            a["ships"][event["location"]] = event["player"]
        elif kind == "ShipMoved":
            a["ships"][event["to"]] = a["ships"].pop(event["from"])
        elif kind == "PirateMoved":
            a["pirate"] = event["hex"]
            self.met["pirate moves"] += 1
        elif kind == "BarbarianLanded":
            a["barbarians"][event["hex"]] = event["barbarians"]
        elif kind == "BarbarianMoved":
            a["barbarians"][event["from"]] -= 1
            a["barbarians"][event["to"]] = a["barbarians"].get(event["to"], 0) + 1
        elif kind == "BarbariansCaptured":
            a["barbarians"][event["hex"]] -= sum(event["prisoners"])
            for seat, taken in enumerate(event["prisoners"]):
                a["prisoners"][seat] += taken
        elif kind == "GoldChanged":
            a["gold"][event["player"]] = event["gold"]
        elif kind == "PathKnightPlaced":
            a["knights"][event["path"]] = event["player"]
        elif kind == "PathKnightMoved":
            a["knights"][event["to"]] = a["knights"].pop(event["from"])
        elif kind == "KnightCasualty":
            del a["knights"][event["path"]]
        a["barbarians"] = {hex_id: n for hex_id, n in a["barbarians"].items() if n}  # the view lists hexes holding some

    def decide(self, decision, view):
        self.decides += 1
        seen = self.read(view)
        if self.account is None:
            self.account = seen
        elif seen != self.account:
            self.mismatches += 1
            if self.mismatches <= 20:
                log("MISMATCH at decide %d: view %s, events %s" % (self.decides, seen, self.account))
            self.account = seen
        self.count(view)
        return super().decide(decision, view)

    @staticmethod
    def read(view):
        """The variants' pieces as the view tells them, in the form the account keeps."""
        players = range(len(view["players"]))
        return {
            "ships": {e["path"]: e["owner"] for e in view["board"]["ships"]},
            "pirate": view.pirate(),
            "barbarians": {e["hex"]: e["count"] for e in view["board"]["barbarians"]},
            "knights": {e["path"]: e["owner"] for e in view["board"]["pathKnights"]},
            "gold": [view.gold(seat) for seat in players],
            "prisoners": [view.prisoners(seat) for seat in players],
        }

    def count(self, view):
        met = self.met
        met["ships"] = max(met["ships"], len(view.ships()))
        met["movable ships"] = max(met["movable ships"], len(view.movable_ships()))
        met["barbarians"] = max(met["barbarians"], sum(view.barbarians_on(h) for h in range(len(self.board.hexes))))
        met["conquered"] = max(met["conquered"], sum(1 for h in range(len(self.board.hexes)) if view.is_conquered(h)))
        met["path knights"] = max(met["path knights"], len(view.path_knights()))
        met["gold"] = max(met["gold"], max(view.gold(s) for s in range(len(view["players"]))))
        met["prisoners"] = max(met["prisoners"], sum(view.prisoners(s) for s in range(len(view["players"]))))

    def on_end(self, result):
        # the account may be behind the end by the events since the last decide, so it is not compared here
        log("SUMMARY decides=%d mismatches=%d %s" % (
            self.decides, self.mismatches, " ".join("%s=%d" % (k.replace(" ", "-"), v) for k, v in self.met.items())))


if __name__ == "__main__":
    run(WatchingBot())
