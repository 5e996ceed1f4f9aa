package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GoldChosen;
import org.knightsarena.api.event.IslandBonusEarned;
import org.knightsarena.api.event.PirateMoved;
import org.knightsarena.api.event.ShipMoved;

/**
 * The Seafarers sentences (docs/rules/seafarers.md): gold picks, island bonuses, ship moves and the
 * pirate. A built ship is the base game's {@code Built}. Immutable and thread-safe.
 *
 * @param names how the sentences name the seats
 */
record SeafarersText(SeatNames names) implements EventWords {

    @Override
    public Optional<String> describe(GameEvent event) {
        if (event instanceof GoldChosen e) {
            return Optional.of(seat(e.player()) + " took 1 " + PlainWords.name(e.resource()) + " for gold");
        }
        if (event instanceof IslandBonusEarned e) {
            return Optional.of(
                    seat(e.player()) + " earned " + e.points() + " special VP for settling area " + e.area());
        }
        if (event instanceof ShipMoved e) {
            return Optional.of(seat(e.player()) + " moved a ship from path " + e.from() + " to path " + e.to());
        }
        if (event instanceof PirateMoved e) {
            return Optional.of(seat(e.player()) + " moved the pirate to sea hex " + e.hex());
        }
        return Optional.empty();
    }

    private String seat(int seat) {
        return names.seat(seat);
    }
}
