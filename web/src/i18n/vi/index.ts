// The Vietnamese catalogue: every interface string of the app, gathered from its areas' files.
import type { Translation } from "../catalogue";
import type english from "../en";
import common from "./common";
import reading from "./reading";
import people from "./people";
import account from "./account";
import writing from "./writing";
import revisions from "./revisions";
import directMessages from "./messages";
import adminConsole from "./console";
import preview from "./preview";

const catalogue: Translation<typeof english> = {
  ...common,
  ...reading,
  ...people,
  ...account,
  ...writing,
  ...revisions,
  ...directMessages,
  ...adminConsole,
  ...preview,
};

export default catalogue;
