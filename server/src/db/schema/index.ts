// Every table of the application; drizzle-kit reads this file to generate migrations.
export * from "./users";
export * from "./posts";
export * from "./community";
export * from "./messages";
export * from "./assistant";
export * from "./reach";
export * from "./moderation";
