CREATE TABLE "exam_answers" (
	"score_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"seq" bigint NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verdict" jsonb,
	"auto_tenths" integer,
	"manual_tenths" integer,
	"comment" text,
	CONSTRAINT "exam_answers_score_id_question_id_pk" PRIMARY KEY("score_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer,
	"course_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"questions" jsonb NOT NULL,
	"scenes" jsonb NOT NULL,
	"total_tenths" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"shuffle_questions" boolean NOT NULL,
	"shuffle_options" boolean NOT NULL,
	"show_score" text NOT NULL,
	"show_answer" text NOT NULL,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"exam_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"position" integer NOT NULL,
	"score_tenths" integer NOT NULL,
	CONSTRAINT "exam_questions_exam_id_exercise_id_pk" PRIMARY KEY("exam_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "exam_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text NOT NULL,
	"seed" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"score_tenths" integer,
	"pending_review" boolean DEFAULT false NOT NULL,
	"comment" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_minutes" integer NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_score_id_exam_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."exam_scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_scores" ADD CONSTRAINT "exam_scores_exam_class_id_exam_classes_id_fk" FOREIGN KEY ("exam_class_id") REFERENCES "public"."exam_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_scores" ADD CONSTRAINT "exam_scores_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_scores" ADD CONSTRAINT "exam_scores_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_classes_class_idx" ON "exam_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "exam_classes_exam_idx" ON "exam_classes" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_scores_student_idx" ON "exam_scores" USING btree ("exam_class_id","student_id");--> statement-breakpoint
CREATE INDEX "exam_scores_student_only_idx" ON "exam_scores" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "exam_scores_open_idx" ON "exam_scores" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "exams_course_idx" ON "exams" USING btree ("course_id");