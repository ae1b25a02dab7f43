CREATE TABLE "planning_request_tallies" (
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"case_status" text NOT NULL,
	"request_status" text NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "planning_request_tallies_company_id_location_id_case_status_request_status_pk" PRIMARY KEY("company_id","location_id","case_status","request_status")
);
--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "cases_decedent_trgm_idx";--> statement-breakpoint
DROP INDEX "case_invitations_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (translate(lower("users"."name"), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽðÐ', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiiillnnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzzdd')) STORED;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decedent_name_folded" text GENERATED ALWAYS AS (translate(lower("cases"."decedent_name"), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽðÐ', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiiillnnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzzdd')) STORED;--> statement-breakpoint
ALTER TABLE "case_invitations" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (translate(lower("case_invitations"."name"), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽðÐ', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiiillnnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzzdd')) STORED;--> statement-breakpoint
ALTER TABLE "planning_request_tallies" ADD CONSTRAINT "planning_request_tallies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_request_tallies" ADD CONSTRAINT "planning_request_tallies_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_folded_trgm_idx" ON "users" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cases_decedent_folded_trgm_idx" ON "cases" USING gin ("decedent_name_folded" gin_trgm_ops) WHERE "cases"."opened_at" is not null;--> statement-breakpoint
CREATE INDEX "case_invitations_name_folded_trgm_idx" ON "case_invitations" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
-- The request tallies are the database's to keep (decision 0069): every insert, status change and
-- removal of a request moves one count. On an update the two rows are touched in key order, so two
-- requests changing status in opposite directions at once cannot deadlock.
CREATE FUNCTION "planning_request_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_first boolean := TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND
    ROW(OLD.company_id, OLD.location_id, OLD.case_status, OLD.request_status) <
    ROW(NEW.company_id, NEW.location_id, NEW.case_status, NEW.request_status));
BEGIN
  IF TG_OP = 'UPDATE' AND
    ROW(OLD.company_id, OLD.location_id, OLD.case_status, OLD.request_status) =
    ROW(NEW.company_id, NEW.location_id, NEW.case_status, NEW.request_status) THEN
    RETURN NULL;
  END IF;
  IF old_first THEN
    UPDATE "planning_request_tallies" SET "requests" = "requests" - 1
      WHERE "company_id" = OLD.company_id AND "location_id" = OLD.location_id
        AND "case_status" = OLD.case_status AND "request_status" = OLD.request_status;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "planning_request_tallies" AS t ("company_id", "location_id", "case_status", "request_status", "requests")
      VALUES (NEW.company_id, NEW.location_id, NEW.case_status, NEW.request_status, 1)
      ON CONFLICT ("company_id", "location_id", "case_status", "request_status") DO UPDATE SET "requests" = t."requests" + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND NOT old_first THEN
    UPDATE "planning_request_tallies" SET "requests" = "requests" - 1
      WHERE "company_id" = OLD.company_id AND "location_id" = OLD.location_id
        AND "case_status" = OLD.case_status AND "request_status" = OLD.request_status;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "planning_request_tally"
  AFTER INSERT OR DELETE OR UPDATE OF "company_id", "location_id", "case_status", "request_status"
  ON "planning_submissions" FOR EACH ROW EXECUTE FUNCTION "planning_request_tally"();--> statement-breakpoint
INSERT INTO "planning_request_tallies" ("company_id", "location_id", "case_status", "request_status", "requests")
  SELECT "company_id", "location_id", "case_status", "request_status", count(*)::int FROM "planning_submissions"
  GROUP BY "company_id", "location_id", "case_status", "request_status";
