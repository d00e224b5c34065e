CREATE TABLE "library_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"conversion" text,
	"conversion_started_at" timestamp with time zone,
	"conversion_error" text,
	"pdf_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapter_resources" ADD COLUMN "library_resource_id" integer;--> statement-breakpoint
ALTER TABLE "chapter_resources" ADD COLUMN "task_point" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_resources" ADD COLUMN "allow_seek" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "library_resources" ADD CONSTRAINT "library_resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_resources" ADD CONSTRAINT "library_resources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_resources" ADD CONSTRAINT "library_resources_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_resources_file_idx" ON "library_resources" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "library_resources_owner_idx" ON "library_resources" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "library_resources_shared_idx" ON "library_resources" USING btree ("shared","id");--> statement-breakpoint
CREATE INDEX "library_resources_conversion_idx" ON "library_resources" USING btree ("conversion","id");--> statement-breakpoint
ALTER TABLE "chapter_resources" ADD CONSTRAINT "chapter_resources_library_resource_id_library_resources_id_fk" FOREIGN KEY ("library_resource_id") REFERENCES "public"."library_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_resources_library_idx" ON "chapter_resources" USING btree ("library_resource_id");--> statement-breakpoint
-- Every file already uploaded to a chapter becomes a library item of its uploader (the course's owner when the
-- uploader is unknown), once per file: copies of a course share their files, so they share the item. Its title is
-- the one of its first use; Office documents wait for conversion (a platform without LibreOffice marks them
-- download-only at start).
INSERT INTO "library_resources" ("owner_id", "file_id", "kind", "title", "conversion", "created_at", "updated_at")
SELECT DISTINCT ON (cr."file_id")
  coalesce(f."owner_id", c."owner_id"), cr."file_id", cr."kind", cr."title",
  CASE WHEN cr."kind" = 'document' THEN 'pending' END, f."created_at", f."created_at"
FROM "chapter_resources" cr
JOIN "files" f ON f."id" = cr."file_id"
JOIN "chapters" ch ON ch."id" = cr."chapter_id"
JOIN "courses" c ON c."id" = ch."course_id"
WHERE cr."file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "library_resources" lr WHERE lr."file_id" = cr."file_id")
ORDER BY cr."file_id", cr."id";--> statement-breakpoint
UPDATE "chapter_resources" cr SET "library_resource_id" = lr."id"
FROM "library_resources" lr
WHERE lr."file_id" = cr."file_id" AND cr."library_resource_id" IS NULL;--> statement-breakpoint
-- 资源库 in the menu of a platform seeded before it existed: after 课程模板 for teachers (after 我的课程 where there is
-- no gallery) and after the experts' 课程模板. A fresh database has no menu yet here (the seed makes it afterwards).
INSERT INTO "modules" ("parent_id", "name", "path", "icon", "sort", "visible")
SELECT "parent_id", '资源库', '/library', 'FolderOpenOutlined', "sort" + 2, true
FROM "modules"
WHERE "path" IN ('/teacher/templates', '/teacher/list') AND NOT EXISTS (SELECT 1 FROM "modules" WHERE "path" = '/library')
ORDER BY "path" = '/teacher/templates' DESC, "id"
LIMIT 1;--> statement-breakpoint
INSERT INTO "role_modules" ("role_id", "module_id")
SELECT DISTINCT rm."role_id", l."id"
FROM "role_modules" rm
JOIN "modules" m ON m."id" = rm."module_id" AND m."path" IN ('/teacher/list', '/expert/list')
CROSS JOIN (SELECT "id" FROM "modules" WHERE "path" = '/library' ORDER BY "id" LIMIT 1) l
ON CONFLICT DO NOTHING;
