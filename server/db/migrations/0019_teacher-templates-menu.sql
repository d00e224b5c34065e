-- The teachers' template gallery (/teacher/templates) in the menu of a platform seeded before it existed: placed
-- after 我的课程 for every role that has 我的课程. A fresh database has no menu yet here (the seed makes it after the
-- migrations), so nothing is inserted then; an admin who renamed or moved things keeps their changes.
INSERT INTO "modules" ("parent_id", "name", "path", "icon", "sort", "visible")
SELECT "parent_id", '课程模板', '/teacher/templates', 'AppstoreOutlined', "sort" + 5, true
FROM "modules"
WHERE "path" = '/teacher/list' AND NOT EXISTS (SELECT 1 FROM "modules" WHERE "path" = '/teacher/templates')
ORDER BY "id"
LIMIT 1;--> statement-breakpoint
INSERT INTO "role_modules" ("role_id", "module_id")
SELECT DISTINCT rm."role_id", t."id"
FROM "role_modules" rm
JOIN "modules" l ON l."id" = rm."module_id" AND l."path" = '/teacher/list'
CROSS JOIN (SELECT "id" FROM "modules" WHERE "path" = '/teacher/templates' ORDER BY "id" LIMIT 1) t
ON CONFLICT DO NOTHING;
