ALTER TABLE "arrangements" ADD COLUMN "required_purchases_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "arrangements" ADD COLUMN "embalming_reason" text DEFAULT '' NOT NULL;