// The people area's English interface strings (see ../catalogue.ts).
const messages = {} as const;

export default messages;
