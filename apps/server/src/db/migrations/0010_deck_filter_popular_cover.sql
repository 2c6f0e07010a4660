ALTER TABLE "users" ADD COLUMN "deck_filter" jsonb DEFAULT '{"mode":"all"}'::jsonb NOT NULL;--> statement-breakpoint
DROP INDEX "ideas_popular_idx";--> statement-breakpoint
CREATE INDEX "ideas_popular_idx" ON "ideas" USING btree ("swipe_rights" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) INCLUDE ("id","user_id");
