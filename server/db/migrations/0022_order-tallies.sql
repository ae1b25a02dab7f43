CREATE TABLE "order_tallies" (
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"fulfilment" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_tallies_company_id_location_id_fulfilment_pk" PRIMARY KEY("company_id","location_id","fulfilment")
);
--> statement-breakpoint
ALTER TABLE "order_tallies" ADD CONSTRAINT "order_tallies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tallies" ADD CONSTRAINT "order_tallies_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The order tallies are the database's to keep (decision 0083): a paid order counts once under its
-- location and fulfilment status; paying it, moving it (accepted, delivered, cancelled, another
-- location) and removing it move one count. An unpaid or declined checkout counts nowhere. On an
-- update the two rows are touched in key order, so two orders moving in opposite directions at once
-- cannot deadlock.
CREATE FUNCTION "order_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP <> 'INSERT' AND OLD.status = 'paid';
  new_counts boolean := TG_OP <> 'DELETE' AND NEW.status = 'paid';
  old_first boolean := TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND
    ROW(OLD.company_id, OLD.location_id, OLD.fulfilment) < ROW(NEW.company_id, NEW.location_id, NEW.fulfilment));
BEGIN
  IF TG_OP = 'UPDATE' AND old_counts = new_counts AND
    ROW(OLD.company_id, OLD.location_id, OLD.fulfilment) = ROW(NEW.company_id, NEW.location_id, NEW.fulfilment) THEN
    RETURN NULL;
  END IF;
  IF old_counts AND old_first THEN
    UPDATE "order_tallies" SET "orders" = "orders" - 1
      WHERE "company_id" = OLD.company_id AND "location_id" = OLD.location_id AND "fulfilment" = OLD.fulfilment;
  END IF;
  IF new_counts THEN
    INSERT INTO "order_tallies" AS t ("company_id", "location_id", "fulfilment", "orders")
      VALUES (NEW.company_id, NEW.location_id, NEW.fulfilment, 1)
      ON CONFLICT ("company_id", "location_id", "fulfilment") DO UPDATE SET "orders" = t."orders" + 1;
  END IF;
  IF old_counts AND NOT old_first THEN
    UPDATE "order_tallies" SET "orders" = "orders" - 1
      WHERE "company_id" = OLD.company_id AND "location_id" = OLD.location_id AND "fulfilment" = OLD.fulfilment;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_tally"
  AFTER INSERT OR DELETE OR UPDATE OF "company_id", "location_id", "fulfilment", "status"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_tally"();--> statement-breakpoint
INSERT INTO "order_tallies" ("company_id", "location_id", "fulfilment", "orders")
  SELECT "company_id", "location_id", "fulfilment", count(*)::int FROM "orders" WHERE "status" = 'paid'
  GROUP BY "company_id", "location_id", "fulfilment";
