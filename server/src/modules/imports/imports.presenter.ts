// The ImportJob wire shape from a job row (the stored file never leaves the server).
import type { ImportJob } from "@inkwell/contract";
import type { ImportRow } from "../../db/schema";

export function presentImport(job: ImportRow): ImportJob {
  return {
    id: job.id,
    status: job.status,
    source: job.source,
    filename: job.filename,
    counts: job.counts,
    progress: { done: job.done, total: job.total },
    errors: job.errors,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
