ALTER TABLE "mvp_submissions" ADD COLUMN "idea_id" uuid;--> statement-breakpoint
ALTER TABLE "mvp_submissions" ADD CONSTRAINT "mvp_submissions_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mvp_submissions_idea_idx" ON "mvp_submissions" USING btree ("idea_id");--> statement-breakpoint
-- Submissions made before the form named an idea ship the founder's newest idea at submission time (what
-- the feed showed them as), else the founder's first idea made after it.
UPDATE "mvp_submissions" SET "idea_id" = coalesce(
  (SELECT "id" FROM "ideas" WHERE "ideas"."user_id" = "mvp_submissions"."user_id" AND "ideas"."created_at" <= "mvp_submissions"."submitted_at" ORDER BY "ideas"."created_at" DESC LIMIT 1),
  (SELECT "id" FROM "ideas" WHERE "ideas"."user_id" = "mvp_submissions"."user_id" ORDER BY "ideas"."created_at" ASC LIMIT 1)
);
