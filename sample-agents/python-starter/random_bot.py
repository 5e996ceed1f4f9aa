"""A bot that plays legal moves at random: the baseline, and a measure of the protocol's cost.

    ./arena play --agents python:sample-agents/python-starter/random_bot.py,random,random,random
"""

from arena_client import act, choose, run


class RandomBot:

    def on_start(self, start, board, rng):
        self.rng = rng

    def decide(self, decision, view):
        if decision.options:
            return choose(self.rng.randrange(len(decision.options)))
        # A free-form decision without options: give up `count` random cards of the hand.
        source = dict(decision.fields.get("hand") or decision.fields.get("theirHand"))
        chosen = {}
        for _ in range(decision["count"]):
            card = self.rng.choice(sorted(c for c in source if source[c] > 0))
            source[card] -= 1
            chosen[card] = chosen.get(card, 0) + 1
        return act({"type": decision.free_form, "cards": chosen})


if __name__ == "__main__":
    run(RandomBot())
