// Looking people up, for every module that needs an account: by id, email, sign-in name, Google id or
// username.
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

  isUsernameTaken(username: string) {
    return repo.isUsernameTaken(this.db, username);
  }
}
