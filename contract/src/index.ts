// Must stay the first import: zod settings apply only to schemas built after them.
import "./zod-config";
export * from "./common";
export * from "./users";
export * from "./auth";
export * from "./text";
export * from "./posts";
export * from "./realtime";
export * from "./community";
export * from "./assistant";
export * from "./messages";
export * from "./moderation";
