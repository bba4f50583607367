// Imports (module imports): starting one from a file, and the member's imports, polled while they run.
import type { ImportJob } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import { fileBody } from "./fileBody";

export const importsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    startImport: build.mutation<{ id: number; status: ImportJob["status"] }, File>({
      query: (file) => ({ url: "/imports", method: "POST", body: fileBody(file) }),
      invalidatesTags: [{ type: "Import", id: "LIST" }],
    }),
    getImports: build.query<ImportJob[], void>({
      query: () => ({ url: "/imports" }),
      providesTags: [{ type: "Import", id: "LIST" }],
    }),
  }),
});

export const { useStartImportMutation, useGetImportsQuery } = importsApi;
