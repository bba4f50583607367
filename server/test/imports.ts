// Sending files to the import endpoint in tests, as a browser's form would, and reading back what an import
// made (from the file's shared app, test/suite.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ImportJob, Post } from "@inkwell/contract";
import type { TestApp } from "./app";
import { t } from "./suite";

/** A file of test/fixtures. */
export const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name));

export function fileForm(
  filename: string,
  data: Buffer | string,
  field = "file",
  type = "application/octet-stream",
) {
  const boundary = "----inkwellimport";
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Starts an import and returns the job as it stands once its background work has finished. */
export async function importFile(t: TestApp, token: string, filename: string, data: Buffer | string) {
  const started = await t.request({
    method: "POST",
    url: "/api/v1/imports",
    token,
    ...fileForm(filename, data),
  });
  if (started.statusCode !== 202) throw new Error(`import refused: ${started.statusCode} ${started.body}`);
  const { id } = started.json<{ data: { id: number } }>().data;
  await t.app.services.imports.runPending();
  const job = await t.request({ method: "GET", url: `/api/v1/imports/${id}`, token });
  return job.json<{ data: ImportJob }>().data;
}

/** Every post of the token's writer, each read in full as the editor would. */
export async function myPosts(token: string): Promise<Post[]> {
  const res = await t.request({ method: "GET", url: "/api/v1/posts/my-posts?limit=50", token });
  const list = res.json<{ data: Post[] }>().data;
  return Promise.all(
    list.map(async (p) => {
      const full = await t.request({ method: "GET", url: `/api/v1/posts/write/${p.id}`, token });
      return full.json<{ data: Post }>().data;
    }),
  );
}
export const byTitle = (list: Post[], title: string) => list.find((p) => p.title === title);

/** What a second import must leave as it was: each post's body, state and last change, by id. */
export const postStates = (list: Post[]) =>
  list
    .map((p) => ({ id: p.id, content: p.content, updatedAt: p.updatedAt, status: p.status }))
    .sort((a, b) => a.id - b.id);

/**
 * A post's body without the reading aids a save adds (heading ids, highlighted code), so a test reads the
 * structure an import gave it.
 */
export const bodyOf = (post: Post) =>
  (post.content ?? "")
    .replace(/<(h[2-4]) id="user-content-[^"]*">/g, "<$1>")
    .replace(/<span class="hljs-[^"]*">|<\/span>/g, "");
