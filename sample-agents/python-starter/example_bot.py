"""An example bot for Knights Arena that beats random play, on the standard library only.

Run it against the sample bots:

    ./arena play --agents python:sample-agents/python-starter/example_bot.py,heuristic,random,random

It settles on the intersections that produce most, builds cities before settlements before
roads, trades with the bank only what it holds in excess, robs the leader and keeps every other
choice to its seeded generator, so the same game is played the same way every time.
"""

from arena_client import act, choose, log, pips, run

# The main turn's builds, most wanted first.
BUILDS = ("BuildCity", "BuildSettlement", "BuildImprovement", "PlaceMetropolis", "BuyDevelopmentCard",
          "RecruitKnight", "ActivateKnight", "BuildRoad", "BuildShip")


class ExampleBot:

    def on_start(self, start, board, rng):
        self.seat = start["seat"]
        self.board = board
        self.rng = rng
        log("example bot in seat", self.seat, "playing", start["ruleset"])

    def decide(self, decision, view):
        handler = getattr(self, "on_" + decision.type, None)
        if handler is not None:
            answer = handler(decision, view)
            if answer is not None:
                return answer
        if not decision.options:
            return self.hand_over(decision)
        return choose(self.rng.randrange(len(decision.options)))

    # ------------------------------------------------------------------ decisions

    def on_Setup(self, decision, view):
        places = decision.indexes_of("BuildSettlement", "BuildCity")
        if places:
            return choose(max(places, key=lambda i: self.production(decision.options[i]["intersection"], view)))
        return None

    def on_BeforeRoll(self, decision, view):
        roll = decision.first_of("RollDice")
        return None if roll is None else choose(roll)

    def on_MainTurn(self, decision, view):
        left = view["players"][self.seat]["piecesLeft"]
        built = {"BuildRoad": 15 - left["ROAD"], "BuildShip": 15 - left.get("SHIP", 15)}
        for build in BUILDS:
            found = decision.indexes_of(build)
            if not found or built.get(build, 0) >= 8:
                continue
            if build in ("BuildSettlement", "BuildCity"):
                return choose(max(found, key=lambda i: self.production(decision.options[i]["intersection"], view)))
            return choose(self.rng.choice(found))
        trade = self.bank_trade(decision, view)
        if trade is not None:
            return choose(trade)
        end = decision.first_of("EndTurn")
        return None if end is None else choose(end)

    def on_PlaceRobber(self, decision, view):
        moves = decision.indexes_of("MoveRobber")
        if moves:
            return choose(max(moves, key=lambda i: self.harm(decision.options[i]["hex"], view)))
        return None

    def on_ChooseVictim(self, decision, view):
        players = view["players"]
        return choose(max(range(len(decision.options)),
                          key=lambda i: players[decision.options[i].get("victim", self.seat)]["handSize"]))

    def on_RespondToOffer(self, decision, view):
        decline = decision.first_of("DeclineOffer")
        return None if decline is None else choose(decline)

    # ------------------------------------------------------------------ judgement

    def production(self, intersection, view):
        """How much an intersection produces: the pips of its hexes, the robber's hex not counted."""
        tokens = view["board"]["tokens"]
        robber = view["board"]["robber"]
        return sum(pips(tokens[h]) for h in self.board.hexes_at(intersection) if h != robber)

    def harm(self, hex_id, view):
        """What the robber on a hex takes from the others, minus what it takes from this bot."""
        corners = set(self.board.hexes[hex_id]["corners"])
        token = pips(view["board"]["tokens"][hex_id])
        score = 0
        for building in view["board"]["buildings"]:
            if building["intersection"] in corners:
                weight = 2 if building["building"] == "CITY" else 1
                score += weight * token * (-3 if building["owner"] == self.seat else 1)
        return score

    def bank_trade(self, decision, view):
        """A bank trade of a card held beyond its rate for the resource held least, or None."""
        hand = view["hand"]
        trades = decision.indexes_of("TradeWithBank")
        best = None
        for i in trades:
            option = decision.options[i]
            give, take = option["give"].lower(), option["take"].lower()
            if hand.get(give, 0) > view["bankRates"][give] and hand.get(take, 0) == 0:
                if best is None or hand.get(give, 0) > hand.get(decision.options[best]["give"].lower(), 0):
                    best = i
        return best

    def hand_over(self, decision):
        """A free-form answer giving up cards (a discard, a gift, cards taken): the most plentiful first."""
        count = decision["count"]
        source = decision.fields.get("hand") or decision.fields.get("theirHand") or {}
        chosen = {}
        for _ in range(count):
            card = max(source, key=lambda c: source[c] - chosen.get(c, 0))
            chosen[card] = chosen.get(card, 0) + 1
        action = {"DiscardCards": "cards", "GiveCards": "cards", "TakeCards": "cards"}
        return act({"type": decision.free_form, action[decision.free_form]: chosen})


if __name__ == "__main__":
    run(ExampleBot())
