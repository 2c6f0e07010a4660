CREATE INDEX "swipes_idea_user_idx" ON "swipes" USING btree ("idea_id","user_id");--> statement-breakpoint
DROP INDEX "swipes_idea_idx";