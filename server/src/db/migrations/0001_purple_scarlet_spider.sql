CREATE TABLE "chat_training_suggestion_votes" (
	"suggestion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_training_suggestion_votes_suggestion_id_user_id_pk" PRIMARY KEY("suggestion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_training_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"folded" text NOT NULL,
	"agent_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_training_suggestion_votes" ADD CONSTRAINT "chat_training_suggestion_votes_suggestion_id_chat_training_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."chat_training_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_training_suggestion_votes" ADD CONSTRAINT "chat_training_suggestion_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_training_suggestions" ADD CONSTRAINT "chat_training_suggestions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_suggestions_folded_agent_unique" ON "chat_training_suggestions" USING btree ("folded","agent_name");--> statement-breakpoint
CREATE INDEX "chat_suggestions_status_idx" ON "chat_training_suggestions" USING btree ("status");