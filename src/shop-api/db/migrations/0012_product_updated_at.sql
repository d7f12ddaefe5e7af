-- When a product's page last changed in substance, for the sitemap's lastmod. Existing products are
-- taken as unchanged since they were added.
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Not a catalogue change (the search index does not read the column): without the statement trigger,
-- which would raise catalog_version even on an empty table.
ALTER TABLE "products" DISABLE TRIGGER "products_catalog_changed";
--> statement-breakpoint
UPDATE "products" SET "updated_at" = "added_at";
--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_catalog_changed";
--> statement-breakpoint
-- Any change of the product's row touches it, unless the statement sets updated_at itself (an import
-- that carries its own dates).
CREATE FUNCTION products_touch_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_touch BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_touch_trigger();
--> statement-breakpoint
-- A price change is a change of the page: the products whose prices a statement changed or deleted are
-- touched once per statement. Inserted prices are not: that is how a new product gets its prices,
-- right after its row (with its own updated_at). Stock is not either: every order changes it.
CREATE FUNCTION product_prices_touch_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products SET updated_at = now()
      WHERE id IN (SELECT product_id FROM old_prices) AND updated_at < now();
  ELSE
    UPDATE products SET updated_at = now()
      WHERE id IN (SELECT product_id FROM new_prices) AND updated_at < now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_prices_touch_updated AFTER UPDATE ON product_prices
  REFERENCING NEW TABLE AS new_prices FOR EACH STATEMENT EXECUTE FUNCTION product_prices_touch_trigger();
--> statement-breakpoint
CREATE TRIGGER product_prices_touch_deleted AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_prices FOR EACH STATEMENT EXECUTE FUNCTION product_prices_touch_trigger();
