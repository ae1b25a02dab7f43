ALTER TABLE "companies" ADD COLUMN "price_list_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "shop_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Companies made before this migration had their price list public already: it stays so (decision 0106).
UPDATE "companies" SET "price_list_published_at" = "created_at";