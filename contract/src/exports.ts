// Exports on the wire: a writer's posts as Markdown or for Ghost.
import "./zod-config";
import { z } from "zod";

export const EXPORT_FORMATS = ["markdown", "ghost"] as const;
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be markdown or ghost" }),
});
