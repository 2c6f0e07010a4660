CREATE TABLE "ended_matches" (
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ended_matches_user_a_user_b_pk" PRIMARY KEY("user_a","user_b"),
	CONSTRAINT "ended_matches_pair_ordered" CHECK ("ended_matches"."user_a" < "ended_matches"."user_b")
);
--> statement-breakpoint
ALTER TABLE "ended_matches" ADD CONSTRAINT "ended_matches_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ended_matches" ADD CONSTRAINT "ended_matches_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_matches_user_b_idx" ON "ended_matches" USING btree ("user_b");