// Looking people up, for every module that needs an account: by id, email, sign-in name, Google id or
// username.
import type { EmailNotifications } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import * as repo from "./users.repository";

export class UsersService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  byId(id: number) {
    return repo.findUserById(this.db, id);
  }

  byEmail(email: string) {
    return repo.findUserByEmail(this.db, email);
  }

  /** Sign-in accepts the email address or the username. */
  byLogin(login: string) {
    return repo.findUserByLogin(this.db, login);
  }

  byGoogleId(googleId: string) {
    return repo.findUserByGoogleId(this.db, googleId);
  }

  byUsername(username: string) {
    return repo.findUserByUsername(this.db, username);
  }

  /** Who of the named people (lowercase usernames) exist: id and username. */
  byUsernames(usernames: string[]) {
    return repo.findUsersByUsernames(this.db, usernames);
  }

  /** The member's choice of notification mails: the kinds named change, the others keep their value. */
  setEmailNotifications(id: number, change: Partial<EmailNotifications>) {
    return repo.mergeEmailNotifications(this.db, id, change);
  }

  isUsernameTaken(username: string) {
    return repo.isUsernameTaken(this.db, username);
  }
}
