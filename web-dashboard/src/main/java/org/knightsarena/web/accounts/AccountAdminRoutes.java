package org.knightsarena.web.accounts;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.JsonBody;
import org.knightsarena.web.http.Page;

/**
 * What admins do to other accounts, as API and as the {@code /accounts} page: disable and enable
 * an account, reset its password. Handlers only translate HTTP; {@link Accounts} does the work.
 */
public final class AccountAdminRoutes {
    private final Accounts accounts;
    private final SignupAdminRoutes signup;

    /**
     * @param accounts never null
     * @param signup   the page's sign-up section and its actions; never null
     */
    public AccountAdminRoutes(Accounts accounts, SignupAdminRoutes signup) {
        this.accounts = Objects.requireNonNull(accounts, "accounts");
        this.signup = Objects.requireNonNull(signup, "signup");
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.post("/api/accounts/{username}/disable", ctx -> ctx.json(setDisabled(ctx, true)));
        routes.post("/api/accounts/{username}/enable", ctx -> ctx.json(setDisabled(ctx, false)));
        routes.put("/api/accounts/{username}/password", this::resetPassword);
        routes.get("/accounts", ctx -> page(ctx, Optional.empty()));
        routes.post("/accounts/signup", ctx -> fromPage(ctx, () -> signup.setMode(Forms.field(ctx, "mode"))));
        routes.post(
                "/accounts/people-league",
                ctx -> fromPage(ctx, () -> signup.setPeopleLeague(Forms.field(ctx, "rated"))));
        routes.post("/accounts/invitations", this::inviteFromPage);
        routes.post("/accounts/invitations/{id}/delete", ctx -> fromPage(ctx, () -> signup.delete(ctx)));
        routes.post("/accounts/{username}/disable", ctx -> fromPage(ctx, () -> setDisabled(ctx, true)));
        routes.post("/accounts/{username}/enable", ctx -> fromPage(ctx, () -> setDisabled(ctx, false)));
        routes.post(
                "/accounts/{username}/password",
                ctx -> fromPage(ctx, () -> resetPassword(ctx, Forms.field(ctx, "password"))));
    }

    private Account setDisabled(Context ctx, boolean disabled) {
        Caller admin = Authentication.requireRole(ctx, Role.ADMIN);
        String username = ctx.pathParam("username");
        if (disabled && admin.account().username().equalsIgnoreCase(username)) {
            // It might be the last admin; the command line can still do it (arena accounts disable).
            throw new BadRequestResponse("you cannot disable your own account; another admin can");
        }
        return found(ctx, accounts.setDisabled(username, disabled));
    }

    /** The body of {@code PUT /api/accounts/{username}/password}. */
    record PasswordReset(String password) {}

    private void resetPassword(Context ctx) {
        Authentication.requireRole(ctx, Role.ADMIN);
        PasswordReset reset = JsonBody.read(ctx, PasswordReset.class, "{\"password\": \"at least 10 characters\"}");
        resetPassword(ctx, reset.password());
        ctx.status(HttpStatus.NO_CONTENT);
    }

    private Account resetPassword(Context ctx, String password) {
        Authentication.requireRole(ctx, Role.ADMIN);
        try {
            return found(ctx, accounts.resetPassword(ctx.pathParam("username"), password));
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
    }

    private static Account found(Context ctx, Optional<Account> account) {
        return account.orElseThrow(() -> new NotFoundResponse(
                "there is no account '" + ctx.pathParam("username") + "'; GET /api/accounts lists them"));
    }

    /** Does a page form's action and goes back to the accounts page. */
    private static void fromPage(Context ctx, Runnable action) {
        Authentication.requirePage(ctx);
        Authentication.requireRole(ctx, Role.ADMIN);
        action.run();
        ctx.redirect("/accounts", HttpStatus.SEE_OTHER);
    }

    /** Makes an invitation and shows the page with its code, which is shown only then. */
    private void inviteFromPage(Context ctx) {
        Caller admin = Authentication.requirePage(ctx);
        Authentication.requireRole(ctx, Role.ADMIN);
        int days;
        try {
            days = Integer.parseInt(
                    Optional.ofNullable(Forms.field(ctx, "days")).orElse("").strip());
        } catch (NumberFormatException e) {
            throw new BadRequestResponse(
                    "an invitation is valid for a whole number of days, 1 to " + Signups.LONGEST_VALIDITY.toDays());
        }
        Signups.NewInvitation made = signup.invite(admin, Forms.field(ctx, "note"), days);
        ctx.status(HttpStatus.CREATED);
        page(ctx, Optional.of(made));
    }

    private void page(Context ctx, Optional<Signups.NewInvitation> made) {
        Caller admin = Authentication.requirePage(ctx);
        Authentication.requireRole(ctx, Role.ADMIN);
        String csrf = "<input type=\"hidden\" name=\"csrf\" value=\""
                + Html.text(admin.csrfToken().orElse("")) + "\">";
        StringBuilder b = new StringBuilder("<h1>Accounts</h1>\n<p>A disabled account cannot log in, and its sessions"
                + " and API tokens are refused at once; its bots keep playing. Resetting a password ends the"
                + " account's sessions.</p>\n<table id=\"accounts\"><tr><th>User name</th><th>Role</th><th>State</th>"
                + "<th></th><th>New password</th></tr>\n");
        for (Account a : accounts.list()) {
            String base = "/accounts/" + a.username(); // user names need no URL encoding (Accounts.checkUsername)
            String toggle = a.disabled() ? "enable" : "disable";
            b.append("<tr><td>")
                    .append(Html.text(a.username()))
                    .append("</td><td>")
                    .append(Html.text(a.role().code()))
                    .append("</td><td>")
                    .append(a.disabled() ? "disabled" : "active")
                    .append("</td><td>")
                    .append("<form method=\"post\" action=\"")
                    .append(Html.text(base + "/" + toggle))
                    .append("\">")
                    .append(csrf)
                    .append("<button type=\"submit\">")
                    .append(a.disabled() ? "Enable" : "Disable")
                    .append("</button></form></td><td><form method=\"post\" action=\"")
                    .append(Html.text(base + "/password"))
                    .append("\">")
                    .append(csrf)
                    .append("<input name=\"password\" type=\"password\" autocomplete=\"new-password\" minlength=\"10\""
                            + " required aria-label=\"New password for ")
                    .append(Html.text(a.username()))
                    .append("\"><button type=\"submit\">Reset</button></form></td></tr>\n");
        }
        b.append("</table>\n").append(signup.section(csrf, made)).append(signup.peopleLeagueSection(csrf));
        ctx.html(Page.render("Accounts", Authentication.signedIn(ctx), b.toString(), List.of()));
    }
}
