CREATE TABLE "investor_reviews" (
	"investor_id" uuid NOT NULL,
	"founder_id" uuid NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_reviews_investor_id_founder_id_pk" PRIMARY KEY("investor_id","founder_id")
);
--> statement-breakpoint
CREATE TABLE "investor_shortlists" (
	"investor_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_shortlists_investor_id_item_id_pk" PRIMARY KEY("investor_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "investor_reviews" ADD CONSTRAINT "investor_reviews_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_reviews" ADD CONSTRAINT "investor_reviews_founder_id_users_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_shortlists" ADD CONSTRAINT "investor_shortlists_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mvp_submissions_recent_idx" ON "mvp_submissions" USING btree ("submitted_at" DESC NULLS FIRST);