package org.knightsarena.tournaments.board;

import java.util.OptionalLong;

/**
 * Whose eyes a read is for: an anonymous visitor, an account, or an admin, who sees everything.
 * Immutable.
 *
 * @param account the viewer's account id; empty for an anonymous visitor
 * @param reach how far the viewer sees
 */
public record Viewer(OptionalLong account, Reach reach) {

    /** How far a viewer sees. */
    public enum Reach {
        /** What the audience rule of {@link Audiences} allows. */
        AUDIENCE,
        /** Everything: admins. */
        EVERYTHING
    }

    /** An anonymous visitor. */
    public static final Viewer ANONYMOUS = new Viewer(OptionalLong.empty(), Reach.AUDIENCE);

    /** @throws IllegalArgumentException for an anonymous viewer who sees everything */
    public Viewer {
        if (account.isEmpty() && reach == Reach.EVERYTHING) {
            throw new IllegalArgumentException("only an account sees everything, not an anonymous visitor");
        }
    }

    /** @return an account that sees what the audience rule allows */
    public static Viewer account(long accountId) {
        return new Viewer(OptionalLong.of(accountId), Reach.AUDIENCE);
    }

    /** @return an admin's account, which sees everything */
    public static Viewer admin(long accountId) {
        return new Viewer(OptionalLong.of(accountId), Reach.EVERYTHING);
    }

    /** @return whether the viewer sees everything */
    public boolean isAdmin() {
        return reach == Reach.EVERYTHING;
    }
}
