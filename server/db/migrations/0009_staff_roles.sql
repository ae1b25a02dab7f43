ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- Staff accounts made before roles could do everything: they become owners (decision 0061).
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role" CHECK (("users"."role" = 'staff' and "users"."staff_role" in ('owner', 'director', 'staff')) or ("users"."role" = 'family' and "users"."staff_role" is null));