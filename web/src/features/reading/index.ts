// The public face of reading positions: the "continue reading" list, and the marker on a post that remembers
// how far a signed-in reader got (loaded when first rendered: anonymous readers never get it).
export { ContinueReading } from "./ContinueReading";
export { ReadingPosition } from "./LazyReadingPosition";
