// The console area's Vietnamese interface strings (see ../catalogue.ts).
import type { Translation } from "../catalogue";
import type english from "../en/console";

const messages: Translation<typeof english> = {};

export default messages;
