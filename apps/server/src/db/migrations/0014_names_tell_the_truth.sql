ALTER TABLE "users" RENAME COLUMN "firebase_uid" TO "oidc_subject";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "timezone" TO "location";--> statement-breakpoint
ALTER TABLE "users" RENAME CONSTRAINT "users_firebase_uid_unique" TO "users_oidc_subject_unique";
