ALTER TABLE "users" ADD COLUMN "created_in_class" integer;--> statement-breakpoint
-- Student accounts a class roster made before this column: made and put on the roster in one transaction, so both rows carry the same now().
UPDATE "users" SET "created_in_class" = cs."class_id" FROM "class_students" cs WHERE cs."user_id" = "users"."id" AND cs."joined_at" = "users"."created_at";
