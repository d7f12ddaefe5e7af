-- Catalogue change detection for the in-memory search index (docs/decisions/008-catalogue-index-refresh.md).
-- Every writer (seed, checkout, manual SQL) is covered because the database itself reports changes:
-- catalogue tables bump catalog_version, and every change of catalog_version is announced on the
-- channel catalog_changed. Stock changes only announce the products whose sizes came into or went
-- out of stock, so that an order does not cost every node a full rebuild.

-- Numbers stock announcements ("stock:{number}:{product ids}"); a node that lost its LISTEN connection
-- compares the last number with the last it heard to notice missed ones.
-- A sequence rather than a column of catalog_version: orders would otherwise all queue on that one row.
CREATE SEQUENCE IF NOT EXISTS catalog_stock_seq;
--> statement-breakpoint
-- Raises catalog_version once per transaction, however many statements change the catalogue.
CREATE OR REPLACE FUNCTION catalog_mark_changed() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_marked', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO catalog_version (id, version, changed_at) VALUES (1, 1, now())
      ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1, changed_at = now();
    PERFORM set_config('shop.catalog_marked', 'on', true);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_changed_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_mark_changed();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Identical notifications of one transaction are delivered once, so a bulk change is one message.
CREATE OR REPLACE FUNCTION catalog_version_notify_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', 'catalog');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Products whose in-stock sizes may differ after the statement; more than 500 (or a truncate) is
-- treated as a catalogue change, which also keeps the payload under NOTIFY's 8000 bytes.
CREATE OR REPLACE FUNCTION catalog_stock_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM new_options;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM old_options;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO changed FROM (
      SELECT o.product_id FROM old_options o JOIN new_options n ON n.id = o.id
        WHERE (o.stock > 0) <> (n.stock > 0) OR o.label <> n.label OR o.product_id <> n.product_id
      UNION
      SELECT n.product_id FROM old_options o JOIN new_options n ON n.id = o.id
        WHERE o.product_id <> n.product_id
    ) moved;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(changed) > 500 THEN
    PERFORM catalog_mark_changed();
  ELSE
    PERFORM pg_notify('catalog_changed',
      'stock:' || nextval('catalog_stock_seq') || ':' || array_to_string(changed, ','));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_version_notify AFTER INSERT OR UPDATE ON catalog_version
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_notify_trigger();
--> statement-breakpoint
-- The seed loads with session_replication_role = replica (no per-row triggers) and raises the version
-- itself; the announcement must still go out.
ALTER TABLE catalog_version ENABLE ALWAYS TRIGGER catalog_version_notify;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
--> statement-breakpoint
CREATE TRIGGER colors_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
--> statement-breakpoint
CREATE TRIGGER sports_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sports
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
--> statement-breakpoint
CREATE TRIGGER autosuggest_phrases_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON autosuggest_phrases
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
--> statement-breakpoint
CREATE TRIGGER product_options_catalog_truncated AFTER TRUNCATE ON product_options
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
--> statement-breakpoint
CREATE TRIGGER product_options_stock_inserted AFTER INSERT ON product_options
  REFERENCING NEW TABLE AS new_options FOR EACH STATEMENT EXECUTE FUNCTION catalog_stock_trigger();
--> statement-breakpoint
CREATE TRIGGER product_options_stock_updated AFTER UPDATE ON product_options
  REFERENCING OLD TABLE AS old_options NEW TABLE AS new_options
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stock_trigger();
--> statement-breakpoint
CREATE TRIGGER product_options_stock_deleted AFTER DELETE ON product_options
  REFERENCING OLD TABLE AS old_options FOR EACH STATEMENT EXECUTE FUNCTION catalog_stock_trigger();
