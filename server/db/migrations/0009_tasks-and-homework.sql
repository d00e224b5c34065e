CREATE TABLE "homework_answers" (
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"seq" bigint NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verdict" jsonb,
	"auto_tenths" integer,
	"manual_tenths" integer,
	"comment" text,
	CONSTRAINT "homework_answers_submission_id_question_id_pk" PRIMARY KEY("submission_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "homework_duplicates" (
	"homework_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"other_student_id" integer NOT NULL,
	"similarity" double precision NOT NULL,
	"questions" jsonb NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "homework_duplicates_homework_id_student_id_other_student_id_pk" PRIMARY KEY("homework_id","student_id","other_student_id")
);
--> statement-breakpoint
CREATE TABLE "homework_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"homework_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"score_tenths" integer,
	"pending_review" boolean DEFAULT false NOT NULL,
	"comment" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"returned_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer,
	"course_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"questions" jsonb NOT NULL,
	"scenes" jsonb NOT NULL,
	"total_tenths" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"late_policy" text NOT NULL,
	"late_until" timestamp with time zone,
	"late_penalty" integer DEFAULT 0 NOT NULL,
	"show_score" text NOT NULL,
	"show_answer" text NOT NULL,
	"duplicate_check" boolean NOT NULL,
	"duplicate_checked_at" timestamp with time zone,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_questions" (
	"task_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"position" integer NOT NULL,
	"score_tenths" integer NOT NULL,
	CONSTRAINT "task_questions_task_id_exercise_id_pk" PRIMARY KEY("task_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"description" text,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_duplicates" ADD CONSTRAINT "homework_duplicates_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_duplicates" ADD CONSTRAINT "homework_duplicates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_duplicates" ADD CONSTRAINT "homework_duplicates_other_student_id_users_id_fk" FOREIGN KEY ("other_student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_folders" ADD CONSTRAINT "task_folders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_folders" ADD CONSTRAINT "task_folders_parent_id_task_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."task_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_questions" ADD CONSTRAINT "task_questions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_questions" ADD CONSTRAINT "task_questions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_folder_id_task_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."task_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submissions_student_idx" ON "homework_submissions" USING btree ("homework_id","student_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_student_only_idx" ON "homework_submissions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "homeworks_class_idx" ON "homeworks" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "homeworks_task_idx" ON "homeworks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "homeworks_end_idx" ON "homeworks" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "task_folders_course_idx" ON "task_folders" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "tasks_course_idx" ON "tasks" USING btree ("course_id","folder_id");