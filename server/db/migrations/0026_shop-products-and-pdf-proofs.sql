ALTER TABLE "media" DROP CONSTRAINT "media_kind";--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "no_flowers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stationery_pages" ADD COLUMN "pdf_page" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_kind" CHECK ("media"."kind" in ('photo', 'video', 'audio', 'captions', 'pdf'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_at_most" CHECK ("products"."price_cents" <= 1000000);--> statement-breakpoint
ALTER TABLE "stationery_pages" ADD CONSTRAINT "stationery_pages_pdf_page" CHECK ("stationery_pages"."pdf_page" is null or "stationery_pages"."pdf_page" between 1 and 4);