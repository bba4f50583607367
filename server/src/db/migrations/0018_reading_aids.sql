ALTER TABLE "posts" ADD COLUMN "table_of_contents" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "body_format" integer DEFAULT 0 NOT NULL;