ALTER TABLE "courses" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reviewer_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_template_id_courses_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;