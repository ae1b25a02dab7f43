ALTER TABLE "obituaries" ALTER COLUMN "died_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "text_approved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "publication_state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD COLUMN "completed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "obituaries" ADD CONSTRAINT "obituaries_text_approved_by_user_id_users_id_fk" FOREIGN KEY ("text_approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obituaries_company_created_idx" ON "obituaries" USING btree ("company_id","created_at","id");--> statement-breakpoint
-- Written by hand (decision 0063): existing obituaries get their state before the checks below hold them.
-- Published and complete: published. Published without text to show: unpublished (no longer public).
UPDATE "obituaries" SET "publication_state" = 'published' WHERE "published_at" IS NOT NULL AND "text_html" <> '' AND btrim("full_name") <> '';--> statement-breakpoint
UPDATE "obituaries" SET "publication_state" = 'unpublished', "published_at" = NULL WHERE "published_at" IS NOT NULL AND "publication_state" = 'draft';--> statement-breakpoint
-- Not published, with a name, a date of death and approved text, nothing waiting: ready (the family approved it).
UPDATE "obituaries" SET "publication_state" = 'ready' WHERE "published_at" IS NULL AND "publication_state" = 'draft' AND btrim("full_name") <> '' AND "died_on" IS NOT NULL AND "text_html" <> '' AND "text_approved_at" IS NOT NULL AND "draft_text_html" IS NULL;--> statement-breakpoint
ALTER TABLE "obituaries" ADD CONSTRAINT "obituaries_publication_state" CHECK ("obituaries"."publication_state" in ('draft', 'awaiting-family', 'ready', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "obituaries" ADD CONSTRAINT "obituaries_published_at" CHECK (("obituaries"."publication_state" = 'published') = ("obituaries"."published_at" is not null));--> statement-breakpoint
ALTER TABLE "obituaries" ADD CONSTRAINT "obituaries_ready_or_public" CHECK ("obituaries"."publication_state" not in ('ready', 'published') or (btrim("obituaries"."full_name") <> '' and "obituaries"."died_on" is not null and "obituaries"."text_html" <> ''));--> statement-breakpoint
ALTER TABLE "obituaries" ADD CONSTRAINT "obituaries_ready_no_draft" CHECK ("obituaries"."publication_state" <> 'ready' or "obituaries"."draft_text_html" is null);