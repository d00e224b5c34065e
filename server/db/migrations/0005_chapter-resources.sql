CREATE TABLE "chapter_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_id" integer,
	"url" text,
	"serial_num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapter_resources" ADD CONSTRAINT "chapter_resources_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_resources" ADD CONSTRAINT "chapter_resources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_resources_chapter_idx" ON "chapter_resources" USING btree ("chapter_id","serial_num");--> statement-breakpoint
CREATE INDEX "chapter_resources_file_idx" ON "chapter_resources" USING btree ("file_id");