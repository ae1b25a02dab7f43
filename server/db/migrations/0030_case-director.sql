ALTER TABLE "cases" ADD COLUMN "director_user_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_director_user_id_users_id_fk" FOREIGN KEY ("director_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_company_director_idx" ON "cases" USING btree ("company_id","director_user_id","opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cases"."opened_at" is not null and "cases"."director_user_id" is not null;--> statement-breakpoint
ALTER TABLE "cases" DROP COLUMN "director_name";--> statement-breakpoint
ALTER TABLE "cases" DROP COLUMN "director_phone";