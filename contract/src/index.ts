// Every module that builds schemas imports ./zod-config first (zod settings apply to schemas built after
// them); limits, links, realtime names and text helpers do not use zod, so a page that needs only those loads
// no zod.
export * from "./limits";
export * from "./links";
export * from "./embeds";
export * from "./common";
export * from "./users";
export * from "./auth";
export * from "./text";
export * from "./posts";
export * from "./revisions";
export * from "./realtime";
export * from "./realtime-auth";
export * from "./comments";
export * from "./profiles";
export * from "./notifications";
export * from "./assistant";
export * from "./messages";
export * from "./imports";
export * from "./exports";
export * from "./newsletter";
export * from "./stats";
export * from "./moderation";
export * from "./contact";
export * from "./pages";
export * from "./social";
export * from "./reading";
export * from "./render";
export * from "./accent";
export * from "./languages";
export * from "./preferences";
export * from "./error-messages";
export * from "./site";
export * from "./site-head";
export * from "./invites";
export * from "./previews";
export * from "./series";
