CREATE TABLE "lab_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"clazz_id" integer,
	"image_id" integer NOT NULL,
	"runtime" text NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"stop_reason" text,
	"disk_used_mb" integer
);
--> statement-breakpoint
ALTER TABLE "lab_containers" ADD CONSTRAINT "lab_containers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_containers" ADD CONSTRAINT "lab_containers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_containers" ADD CONSTRAINT "lab_containers_clazz_id_classes_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_containers" ADD CONSTRAINT "lab_containers_image_id_lab_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."lab_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_containers_user_course_idx" ON "lab_containers" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "lab_containers_state_idx" ON "lab_containers" USING btree ("state");