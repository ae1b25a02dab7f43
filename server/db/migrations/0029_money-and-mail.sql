ALTER TABLE "companies" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
ALTER TABLE "company_mail_settings" ADD COLUMN "notification_address" text;--> statement-breakpoint
ALTER TABLE "case_payments" ADD COLUMN "received_on" date;