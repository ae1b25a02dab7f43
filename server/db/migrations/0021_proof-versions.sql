DROP INDEX "memorial_videos_case_unique";--> statement-breakpoint
DROP INDEX "stationery_proofs_case_item_unique";--> statement-breakpoint
ALTER TABLE "memorial_videos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memorial_videos" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "proof_comments" ADD COLUMN "answers_comment_id" integer;--> statement-breakpoint
ALTER TABLE "stationery_proofs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stationery_proofs" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "proof_comments" ADD CONSTRAINT "proof_comments_answers_comment_id_proof_comments_id_fk" FOREIGN KEY ("answers_comment_id") REFERENCES "public"."proof_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_videos_case_version_unique" ON "memorial_videos" USING btree ("case_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_videos_case_draft_unique" ON "memorial_videos" USING btree ("case_id") WHERE "memorial_videos"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stationery_proofs_case_item_version_unique" ON "stationery_proofs" USING btree ("case_id","item_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "stationery_proofs_case_item_draft_unique" ON "stationery_proofs" USING btree ("case_id","item_type") WHERE "stationery_proofs"."sent_at" is null;