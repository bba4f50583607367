ALTER TABLE "posts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "posts_language_feed_idx" ON "posts" USING btree ("language","status","visibility","published_at");