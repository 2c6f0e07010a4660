-- Two migrations were rewritten after they had run (decision 0070); their journal entries keep the `when`
-- they first shipped with, so a database that ran an earlier text does not run them again, and this gives
-- it what the later texts added. On any other database it changes nothing.
-- 0001 (rewritten 2026-11-22): the ideas' indexes in the deck queries' order.
DO $$
BEGIN
  IF (SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname = 'ideas_user_created_idx') LIKE '%NULLS LAST%' THEN
    DROP INDEX "ideas_user_created_idx";
    CREATE INDEX "ideas_user_created_idx" ON "ideas" USING btree ("user_id","created_at" DESC NULLS FIRST);
  END IF;
  IF (SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname = 'ideas_created_idx') LIKE '%NULLS LAST%' THEN
    DROP INDEX "ideas_created_idx";
    CREATE INDEX "ideas_created_idx" ON "ideas" USING btree ("created_at" DESC NULLS FIRST);
  END IF;
END $$;--> statement-breakpoint
-- 0017 (rewritten twice on 2026-11-24): a report outlives the account it names, and says how it was closed.
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "resolved_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "resolution" text;--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reported_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
