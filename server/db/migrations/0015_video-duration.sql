ALTER TABLE "files" ADD COLUMN "duration" double precision;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "duration_read_at" timestamp with time zone;