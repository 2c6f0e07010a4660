ALTER TYPE "public"."referral_event" ADD VALUE 'left';--> statement-breakpoint
ALTER TABLE "referral_points" DROP CONSTRAINT "referral_points_friend_id_users_id_fk";
--> statement-breakpoint
-- Accounts deleted before now left their likes counted: count them again from the swipes that remain.
UPDATE "ideas" SET "swipe_rights" = (SELECT count(*) FROM "swipes" WHERE "swipes"."idea_id" = "ideas"."id" AND "swipes"."direction" = 'RIGHT');
