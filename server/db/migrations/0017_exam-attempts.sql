-- One name per concept (docs/glossary.md): a student's sitting of an exam-class is an attempt. Renamed in place, so
-- no row moves and every index keeps its pages.
ALTER TABLE "exam_scores" RENAME TO "exam_attempts";--> statement-breakpoint
ALTER SEQUENCE "exam_scores_id_seq" RENAME TO "exam_attempts_id_seq";--> statement-breakpoint
ALTER TABLE "exam_attempts" RENAME CONSTRAINT "exam_scores_pkey" TO "exam_attempts_pkey";--> statement-breakpoint
ALTER TABLE "exam_attempts" RENAME CONSTRAINT "exam_scores_exam_class_id_exam_classes_id_fk" TO "exam_attempts_exam_class_id_exam_classes_id_fk";--> statement-breakpoint
ALTER TABLE "exam_attempts" RENAME CONSTRAINT "exam_scores_student_id_users_id_fk" TO "exam_attempts_student_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "exam_attempts" RENAME CONSTRAINT "exam_scores_reviewed_by_users_id_fk" TO "exam_attempts_reviewed_by_users_id_fk";--> statement-breakpoint
ALTER INDEX "exam_scores_student_idx" RENAME TO "exam_attempts_student_idx";--> statement-breakpoint
ALTER INDEX "exam_scores_student_only_idx" RENAME TO "exam_attempts_student_only_idx";--> statement-breakpoint
ALTER INDEX "exam_scores_open_idx" RENAME TO "exam_attempts_open_idx";--> statement-breakpoint
ALTER TABLE "exam_answers" RENAME COLUMN "score_id" TO "attempt_id";--> statement-breakpoint
ALTER TABLE "exam_answers" RENAME CONSTRAINT "exam_answers_score_id_question_id_pk" TO "exam_answers_attempt_id_question_id_pk";--> statement-breakpoint
ALTER TABLE "exam_answers" RENAME CONSTRAINT "exam_answers_score_id_exam_scores_id_fk" TO "exam_answers_attempt_id_exam_attempts_id_fk";
