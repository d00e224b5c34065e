CREATE TABLE "knowledge_edges" (
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "knowledge_edges_from_id_to_id_kind_pk" PRIMARY KEY("from_id","to_id","kind")
);
--> statement-breakpoint
CREATE TABLE "knowledge_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"x" double precision,
	"y" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_edges" ADD CONSTRAINT "knowledge_edges_from_id_knowledge_points_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_edges" ADD CONSTRAINT "knowledge_edges_to_id_knowledge_points_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_points" ADD CONSTRAINT "knowledge_points_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_edges_to_idx" ON "knowledge_edges" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "knowledge_points_course_idx" ON "knowledge_points" USING btree ("course_id");