CREATE TABLE "exercise_versions" (
	"exercise_id" integer NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"stem_text" text NOT NULL,
	"analysis" text,
	"practice" boolean NOT NULL,
	"answer_shows" text NOT NULL,
	"difficulty" text NOT NULL,
	"score_tenths" integer NOT NULL,
	"spec" jsonb NOT NULL,
	"know_ids" jsonb NOT NULL,
	"edited_by" integer NOT NULL,
	"edited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exercise_versions_exercise_id_version_pk" PRIMARY KEY("exercise_id","version")
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "edited_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_regrades" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "exam_regrades" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "exercise_versions" ADD CONSTRAINT "exercise_versions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_versions" ADD CONSTRAINT "exercise_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_attempts_exercise_idx" ON "exercise_attempts" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "homework_answers_question_idx" ON "homework_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "exam_answers_question_idx" ON "exam_answers" USING btree ("question_id");--> statement-breakpoint
-- every question so far is version 1, last edited when it was last changed; who edited it is not known (its author)
UPDATE "exercises" SET "edited_at" = "updated_at";
