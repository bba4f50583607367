CREATE TABLE "import_chunks" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
ALTER TABLE "import_chunks" ADD CONSTRAINT "import_chunks_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "import_chunks" ("import_id", "seq", "bytes")
SELECT "id", n, substring("file" from n * 1048576 + 1 for 1048576)
FROM "imports", generate_series(0, (length("file") - 1) / 1048576) AS n
WHERE "file" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" DROP COLUMN "file";