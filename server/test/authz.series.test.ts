// The authorization matrix (test/authz.ts) for series: anyone reads a series and each of its posts with only
// the parts they may read; only its author changes or deletes it, and nobody else learns it exists that way.
import { checkMatrix, row } from "./authz";
import type { Row } from "./authz";

const UNREAD = ["followers", "private", "draft", "scheduled"] as const;

const rows: Row[] = [
  // Reading: the parts the viewer may read, on the series' page and on a post of it.
  row("GET /series/{series.slug}", "anonymous", 200, { shows: ["public"], hides: [...UNREAD] }),
  row("GET /series/{series.slug}", "stranger", 200, { shows: ["public"], hides: [...UNREAD] }),
  row("GET /series/{series.slug}", "follower", 200, {
    shows: ["followers"],
    hides: ["private", "draft", "scheduled"],
  }),
  row("GET /series/{series.slug}", "author", 200, { shows: ["private", "draft", "scheduled"] }),
  row("GET /posts/{public}", "anonymous", 200, {
    shows: ["Matrix marsupial series"],
    hides: [...UNREAD],
  }),
  row("GET /posts/{public}", "stranger", 200, { hides: [...UNREAD] }),
  row("GET /posts/{followers}", "follower", 200, { hides: ["private", "draft", "scheduled"] }),
  row("GET /posts/{public}", "author", 200, { shows: ["draft"] }),

  // The author's own list.
  row("GET /me/series", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /me/series", "stranger", 200, { hides: ["Matrix marsupial series"] }),
  row("GET /me/series", "admin", 200, { hides: ["Matrix marsupial series"] }),
  row("GET /me/series", "author", 200, { shows: ["Matrix marsupial series"] }),

  // Writing: members make their own; only the author changes or deletes one.
  row("POST /series", "anonymous", 401, { code: "UNAUTHORIZED", payload: { title: "Nobody's" } }),
  row("POST /series", "stranger", 201, { payload: { title: "A stranger's own series" } }),
  row("PUT /series/{series}", "anonymous", 401, { code: "UNAUTHORIZED", payload: { title: "Taken" } }),
  row("PUT /series/{series}", "stranger", 404, { code: "SERIES_NOT_FOUND", payload: { title: "Taken" } }),
  row("PUT /series/{series}", "follower", 404, { code: "SERIES_NOT_FOUND", payload: { title: "Taken" } }),
  row("PUT /series/{series}", "admin", 404, { code: "SERIES_NOT_FOUND", payload: { title: "Taken" } }),
  row("PUT /series/{series}", "author", 200, {
    payload: { description: "Kept in order" },
    shows: ["draft"],
  }),
  // A post's place in a series: only its author moves it, and only into their own series.
  row("PUT /posts/{public}/series", "anonymous", 401, { code: "UNAUTHORIZED", payload: { seriesId: null } }),
  row("PUT /posts/{public}/series", "stranger", 404, {
    code: "POST_NOT_FOUND",
    payload: { newTitle: "Stolen" },
  }),
  row("PUT /posts/{public}/series", "follower", 404, { code: "POST_NOT_FOUND", payload: { seriesId: null } }),
  row("PUT /posts/{public}/series", "admin", 404, { code: "POST_NOT_FOUND", payload: { seriesId: null } }),
  row("PUT /posts/{elsewhere}/series", "author", 404, {
    code: "POST_NOT_FOUND",
    payload: { seriesId: "{series}" },
  }),
  row("PUT /posts/{new.public}/series", "author", 200, {
    payload: { seriesId: "{series}" },
    shows: ["Matrix marsupial series"],
  }),
  row("DELETE /series/{new.series}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /series/{new.series}", "stranger", 404, { code: "SERIES_NOT_FOUND" }),
  row("DELETE /series/{new.series}", "moderator", 404, { code: "SERIES_NOT_FOUND" }),
  row("DELETE /series/{new.series}", "author", 200),
];

checkMatrix(rows);
