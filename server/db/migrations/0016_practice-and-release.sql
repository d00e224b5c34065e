ALTER TABLE "exercises" ADD COLUMN "practice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "answer_shows" text DEFAULT 'afterCorrect' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD COLUMN "release_verdicts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "exercises" SET "answer_shows" = 'afterSubmit' WHERE "analysis_open";--> statement-breakpoint
ALTER TABLE "exercises" DROP COLUMN "analysis_open";
