/**
 * The rows accounts, their sessions and their API tokens are stored in ({@link
 * org.knightsarena.tournaments.accounts.AccountRecords}), and the sign-up setting and invitations
 * ({@link org.knightsarena.tournaments.accounts.SignupRecords}); what an account may do is the web
 * module's.
 */
package org.knightsarena.tournaments.accounts;
