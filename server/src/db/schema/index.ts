// Every table of the application; drizzle-kit reads this file to generate migrations.
export * from "./users";
export * from "./posts";
export * from "./comments";
export * from "./social";
export * from "./notifications";
export * from "./reading";
export * from "./contact";
export * from "./messages";
export * from "./assistant";
export * from "./imports";
export * from "./newsletter";
export * from "./moderation";
export * from "./pages";
export * from "./site";
export * from "./invites";
export * from "./previews";
export * from "./series";
