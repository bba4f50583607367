export * from "./common";
export * from "./users";
export * from "./auth";
export * from "./text";
export * from "./posts";
export * from "./realtime";
export * from "./community";
export * from "./chatbot";
