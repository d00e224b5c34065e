CREATE TABLE "homework_regrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"homework_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"regraded_by" integer NOT NULL,
	"regraded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_count" integer NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_regrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_class_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"regraded_by" integer NOT NULL,
	"regraded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_count" integer NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_answers" ADD COLUMN "regrade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "regrade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_regrades" ADD CONSTRAINT "homework_regrades_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_regrades" ADD CONSTRAINT "homework_regrades_regraded_by_users_id_fk" FOREIGN KEY ("regraded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_regrades" ADD CONSTRAINT "exam_regrades_exam_class_id_exam_classes_id_fk" FOREIGN KEY ("exam_class_id") REFERENCES "public"."exam_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_regrades" ADD CONSTRAINT "exam_regrades_regraded_by_users_id_fk" FOREIGN KEY ("regraded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_regrades_homework_idx" ON "homework_regrades" USING btree ("homework_id");--> statement-breakpoint
CREATE INDEX "exam_regrades_exam_class_idx" ON "exam_regrades" USING btree ("exam_class_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_ungraded_idx" ON "homework_submissions" USING btree ("homework_id") WHERE status in ('submitted', 'reviewed') and score_tenths is null;