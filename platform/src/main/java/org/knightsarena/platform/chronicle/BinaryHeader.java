package org.knightsarena.platform.chronicle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.chronicle.ReplayJson.HeaderDocument;
import org.knightsarena.platform.game.state.GameOptions;

/**
 * The header of a binary replay (format 3) in bytes: what format 1's {@code "header"} object holds,
 * field by field in the order of the records' components. Written by hand, because Jackson took a
 * third of the binary write's time for this one small object; {@code BinaryReplayTest} fails when
 * {@link GameOptions}, {@link Board.MapSpec} or {@link Replay.Header} gain a component this class
 * does not write, so a new option cannot be dropped silently. Stateless and thread-safe.
 */
final class BinaryHeader {

    private BinaryHeader() {}

    static void write(HeaderDocument header, ByteSink out, ConstantTable constants) {
        out.string(header.engineVersion());
        GameOptions o = header.options();
        out.varint(constants.indexOf(o.ruleset()));
        out.varint(o.playerCount());
        out.varint(o.pointsToWin());
        out.varint(o.turnCap());
        out.varint(constants.indexOf(o.map()));
        out.varint(constants.indexOf(o.start()));
        out.varint(o.scenario().isPresent() ? 1 : 0);
        o.scenario().ifPresent(out::string);
        out.varint(o.barbarianAttack() ? 1 : 0);
        out.varint(header.map().isPresent() ? 1 : 0);
        header.map().ifPresent(map -> {
            out.varint(map.terrains().size());
            map.terrains().forEach(t -> out.varint(constants.indexOf(t)));
            out.varint(map.tokens().size());
            map.tokens().forEach(out::varint);
            out.varint(map.harbours().size());
            map.harbours().forEach(h -> out.varint(constants.indexOf(h)));
        });
        out.fixed64(header.seed());
        out.varint(header.agents().size());
        header.agents().forEach(out::string);
    }

    /** @throws ReplayFormatException if the bytes end early or a value is refused by its record */
    static HeaderDocument read(ByteSource in, ConstantTable constants) {
        String engineVersion = in.string("the engine version");
        Ruleset ruleset = constants.constant(Ruleset.class, in.varint("the ruleset"), "the ruleset");
        int players = in.varint("the player count");
        int points = in.varint("the points to win");
        int turnCap = in.varint("the turn cap");
        GameOptions.MapChoice mapChoice =
                constants.constant(GameOptions.MapChoice.class, in.varint("the map choice"), "the map choice");
        GameOptions.Start start = constants.constant(GameOptions.Start.class, in.varint("the start"), "the start");
        Optional<String> scenario =
                flag(in, "the scenario's flag") ? Optional.of(in.string("the scenario")) : Optional.empty();
        boolean barbarianAttack = flag(in, "the Barbarian Attack flag");
        Optional<Board.MapSpec> map = Optional.empty();
        try {
            if (flag(in, "the map's flag")) {
                List<Terrain> terrains = new ArrayList<>();
                for (int i = in.varint("the number of terrains", in.remaining()); i > 0; i--) {
                    terrains.add(constants.constant(Terrain.class, in.varint("a terrain"), "a terrain"));
                }
                List<Integer> tokens = new ArrayList<>();
                for (int i = in.varint("the number of tokens", in.remaining()); i > 0; i--) {
                    tokens.add(in.varint("a token"));
                }
                List<Harbour> harbours = new ArrayList<>();
                for (int i = in.varint("the number of harbours", in.remaining()); i > 0; i--) {
                    harbours.add(constants.constant(Harbour.class, in.varint("a harbour"), "a harbour"));
                }
                map = Optional.of(new Board.MapSpec(terrains, tokens, harbours));
            }
            long seed = in.fixed64("the seed");
            List<String> agents = new ArrayList<>();
            for (int i = in.varint("the number of agents", in.remaining()); i > 0; i--) {
                agents.add(in.string("an agent's name"));
            }
            GameOptions options =
                    new GameOptions(ruleset, players, points, turnCap, mapChoice, start, scenario, barbarianAttack);
            return new HeaderDocument(engineVersion, options, map, seed, agents);
        } catch (IllegalArgumentException e) {
            throw new ReplayFormatException("invalid header: " + e.getMessage());
        }
    }

    private static boolean flag(ByteSource in, String what) {
        int start = in.offset();
        int value = in.varint(what);
        if (value > 1) {
            throw in.corrupt(what + " is " + value + ", not 0 or 1", start);
        }
        return value == 1;
    }
}
