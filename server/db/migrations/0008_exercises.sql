CREATE TABLE "exercise_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean,
	"score_tenths" integer,
	"max_tenths" integer NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_knowledge" (
	"exercise_id" integer NOT NULL,
	"know_id" integer NOT NULL,
	CONSTRAINT "exercise_knowledge_exercise_id_know_id_pk" PRIMARY KEY("exercise_id","know_id")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"folder_id" integer,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"stem_text" text NOT NULL,
	"analysis" text,
	"analysis_open" boolean DEFAULT false NOT NULL,
	"difficulty" text DEFAULT 'medium' NOT NULL,
	"score_tenths" integer NOT NULL,
	"spec" jsonb NOT NULL,
	"scene_id" integer,
	"copied_from" integer,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_folders" ADD CONSTRAINT "exercise_folders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_folders" ADD CONSTRAINT "exercise_folders_parent_id_exercise_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exercise_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_knowledge" ADD CONSTRAINT "exercise_knowledge_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_knowledge" ADD CONSTRAINT "exercise_knowledge_know_id_knowledge_points_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_folder_id_exercise_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."exercise_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_attempts_key_idx" ON "exercise_attempts" USING btree ("user_id","attempt_key");--> statement-breakpoint
CREATE INDEX "exercise_attempts_student_idx" ON "exercise_attempts" USING btree ("user_id","class_id","exercise_id");--> statement-breakpoint
CREATE INDEX "exercise_attempts_class_idx" ON "exercise_attempts" USING btree ("class_id","exercise_id");--> statement-breakpoint
CREATE INDEX "exercise_folders_course_idx" ON "exercise_folders" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "exercise_knowledge_know_idx" ON "exercise_knowledge" USING btree ("know_id");--> statement-breakpoint
CREATE INDEX "exercises_course_idx" ON "exercises" USING btree ("course_id","folder_id");--> statement-breakpoint
CREATE INDEX "exercises_scene_idx" ON "exercises" USING btree ("scene_id");