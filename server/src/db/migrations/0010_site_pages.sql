CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"show_in_navigation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pages_status_idx" ON "pages" USING btree ("status");--> statement-breakpoint
-- The About page as it was written into the app, now a page administrators edit (in the site's default language).
INSERT INTO "pages" ("slug", "title", "html", "description", "status") VALUES ('about', 'A home for writing that lasts', '<p>Inkwell is a blogging platform for people who care about words. It gives writers a calm place to draft and publish, and gives readers a clean, distraction-free way to find stories worth their time.</p><h2>Write beautifully</h2><p>A focused editor, drafts, scheduling and SEO settings for every post.</p><h2>Build a readership</h2><p>Readers follow you, like and bookmark your work, and join the conversation.</p><h2>Talk directly</h2><p>Direct messages connect writers and readers without leaving the site.</p><h2>Own your platform</h2><p>Inkwell is self-hostable: your words, your server, your rules.</p><h2>Why we built it</h2><p>Most of the web is built for skimming. We wanted the opposite: a place where a post is given room to breathe, where topics help you wander into something new, and where feedback comes from real readers rather than an algorithm.</p><h2>Who it''s for</h2><p>Individual writers, small teams and communities who want a modern publishing experience without handing their audience to someone else. Everything — posts, comments, notifications and messages — runs on software you can host yourself.</p><h2>Your content, your choice</h2><p>Every post can be public, visible to your followers only, or kept private to you. You decide when it goes live, and you can schedule it for later.</p><p><a href="/register" target="_blank" rel="noopener noreferrer nofollow">Start writing</a> · <a href="/contact" target="_blank" rel="noopener noreferrer nofollow">Contact us</a></p>', 'What Inkwell is, who it is for and how it works.', 'published') ON CONFLICT DO NOTHING;
