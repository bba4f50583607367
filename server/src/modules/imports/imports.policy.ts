// Whose import is whose: only the writer who started an import may see it; to anyone else it does not exist.
import type { ImportRow } from "../../db/schema";
import { notFound } from "../../platform/errors";

export function assertImporter(job: ImportRow | undefined, userId: number): asserts job is ImportRow {
  if (!job || job.userId !== userId) throw notFound("Import", "IMPORT_NOT_FOUND");
}
