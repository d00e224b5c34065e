CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"exercise_id" integer,
	"scene_id" integer,
	"shared_by" integer NOT NULL,
	"recipient_id" integer,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_object_recipient_key" UNIQUE NULLS NOT DISTINCT("kind","exercise_id","scene_id","recipient_id"),
	CONSTRAINT "shares_one_object" CHECK (("shares"."kind" = 'exercise' and "shares"."exercise_id" is not null and "shares"."scene_id" is null) or ("shares"."kind" = 'scene' and "shares"."scene_id" is not null and "shares"."exercise_id" is null))
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_recipient_idx" ON "shares" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "shares_shared_by_idx" ON "shares" USING btree ("shared_by");--> statement-breakpoint
CREATE INDEX "shares_exercise_idx" ON "shares" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "shares_scene_idx" ON "shares" USING btree ("scene_id");