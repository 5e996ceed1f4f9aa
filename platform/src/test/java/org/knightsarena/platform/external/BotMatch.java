package org.knightsarena.platform.external;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;

/**
 * A real game (base, unless told otherwise) with a process bot in seat 0 and random agents in the others, for the tests
 * of process bots.
 *
 * @param record the played match
 * @param agent  the process bot's agent, whose process can be checked afterwards
 */
record BotMatch(MatchRecord record, ProcessAgent agent) {

    /** Plays seed 11 to a turn cap of 40 with the given clock and strike limit. */
    static BotMatch play(ExternalBot bot, Containment containment, TimeBudget budget, int strikes) {
        return play(
                bot,
                containment,
                budget,
                strikes,
                GameOptions.standard(Ruleset.BASE, 4).withTurnCap(40),
                11);
    }

    /** Plays a game of {@code options} from {@code seed} with the given clock and strike limit. */
    static BotMatch play(
            ExternalBot bot, Containment containment, TimeBudget budget, int strikes, GameOptions options, long seed) {
        ProcessAgent agent = new ProcessAgent(bot, containment);
        List<Agent> agents = new ArrayList<>(List.of(agent));
        for (int seat = 1; seat < 4; seat++) {
            agents.add(new RandomAgent());
        }
        MatchRecord record =
                new MatchRunner(options, budget, strikes).play(seed, agents, List.of("bot", "r1", "r2", "r3"));
        return new BotMatch(record, agent);
    }

    /** @return the faults recorded against the process bot, in order */
    List<FaultRecorded> faults() {
        List<FaultRecorded> faults = new ArrayList<>();
        for (GameEvent event : record.game().events()) {
            if (event instanceof FaultRecorded fault && fault.player() == 0) {
                faults.add(fault);
            }
        }
        return faults;
    }

    /** @return the process bot's log lines */
    List<String> log() {
        return record.logs().get(0);
    }
}
