CREATE TABLE "course_members" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_members_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "practice_resets" (
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"know_id" integer NOT NULL,
	"reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_resets_user_id_class_id_know_id_pk" PRIMARY KEY("user_id","class_id","know_id")
);
--> statement-breakpoint
CREATE TABLE "homework_audience" (
	"homework_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "homework_audience_homework_id_student_id_pk" PRIMARY KEY("homework_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "homework_extensions" (
	"homework_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"granted_by" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_extensions_homework_id_student_id_pk" PRIMARY KEY("homework_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "homework_submission_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"version" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"score_tenths" integer,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_audience" (
	"exam_class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "exam_audience_exam_class_id_student_id_pk" PRIMARY KEY("exam_class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_extensions" (
	"exam_class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"extra_minutes" integer NOT NULL,
	"granted_by" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_extensions_exam_class_id_student_id_pk" PRIMARY KEY("exam_class_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "open_to_students" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "allow_resubmit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "targeted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD COLUMN "targeted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_resets" ADD CONSTRAINT "practice_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_resets" ADD CONSTRAINT "practice_resets_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_resets" ADD CONSTRAINT "practice_resets_know_id_knowledge_points_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_audience" ADD CONSTRAINT "homework_audience_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_audience" ADD CONSTRAINT "homework_audience_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_extensions" ADD CONSTRAINT "homework_extensions_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_extensions" ADD CONSTRAINT "homework_extensions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_extensions" ADD CONSTRAINT "homework_extensions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submission_versions" ADD CONSTRAINT "homework_submission_versions_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_audience" ADD CONSTRAINT "exam_audience_exam_class_id_exam_classes_id_fk" FOREIGN KEY ("exam_class_id") REFERENCES "public"."exam_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_audience" ADD CONSTRAINT "exam_audience_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_extensions" ADD CONSTRAINT "exam_extensions_exam_class_id_exam_classes_id_fk" FOREIGN KEY ("exam_class_id") REFERENCES "public"."exam_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_extensions" ADD CONSTRAINT "exam_extensions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_extensions" ADD CONSTRAINT "exam_extensions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_members_user_idx" ON "course_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "homework_audience_student_idx" ON "homework_audience" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submission_versions_idx" ON "homework_submission_versions" USING btree ("submission_id","version");--> statement-breakpoint
CREATE INDEX "exam_audience_student_idx" ON "exam_audience" USING btree ("student_id");