CREATE TABLE "lab_image_courses" (
	"image_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "lab_image_courses_image_id_course_id_pk" PRIMARY KEY("image_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "lab_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"provides" text NOT NULL,
	"start_command" text NOT NULL,
	"oci_image" text,
	"memory_mb" integer NOT NULL,
	"cpu_tenths" integer NOT NULL,
	"max_processes" integer NOT NULL,
	"disk_mb" integer NOT NULL,
	"idle_minutes" integer NOT NULL,
	"lifetime_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_image_courses" ADD CONSTRAINT "lab_image_courses_image_id_lab_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."lab_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_image_courses" ADD CONSTRAINT "lab_image_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_images" ADD CONSTRAINT "lab_images_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_image_courses_course_idx" ON "lab_image_courses" USING btree ("course_id");