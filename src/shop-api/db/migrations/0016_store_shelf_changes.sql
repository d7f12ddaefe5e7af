-- The stores' shelves in the catalogue index (the search filter "in my store") follow store stock
-- between rebuilds, announced like web stock (0001_catalog_change_triggers.sql): a reservation that
-- takes a store's last unit of a product, or a cancellation or expiry that puts one back, is one
-- message "shelf:{number}:{product ids}" on catalog_changed. Only products whose "some size on the
-- shelf" of some store may have flipped are named: those of (store, size) rows that went from 0 to
-- more or back; the index then compares each store's bit for them and copies only the changed ones.
-- The number comes from catalog_stock_seq, so a node that lost its connection notices missed ones.
CREATE OR REPLACE FUNCTION store_shelf_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT o.product_id) INTO changed
      FROM new_shelves n JOIN product_options o ON o.id = n.product_option_id
      WHERE n.quantity > 0;
  ELSIF TG_OP = 'DELETE' THEN
    -- A size deleted with its product (cascade) has no option any more: its product left the
    -- catalogue, which rebuilds the index anyway.
    SELECT array_agg(DISTINCT o.product_id) INTO changed
      FROM old_shelves x JOIN product_options o ON o.id = x.product_option_id
      WHERE x.quantity > 0;
  ELSE
    -- Rows on the shelf before and after, keyed by (store, size): those in one set only flipped.
    SELECT array_agg(DISTINCT o.product_id) INTO changed
      FROM (
        (SELECT store_id, product_option_id FROM old_shelves WHERE quantity > 0
          EXCEPT SELECT store_id, product_option_id FROM new_shelves WHERE quantity > 0)
        UNION
        (SELECT store_id, product_option_id FROM new_shelves WHERE quantity > 0
          EXCEPT SELECT store_id, product_option_id FROM old_shelves WHERE quantity > 0)
      ) f JOIN product_options o ON o.id = f.product_option_id;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  -- Beyond 500 products (a store's delivery, a day of sales replayed) a rebuild is cheaper, and the
  -- payload stays under NOTIFY's 8000 bytes.
  IF cardinality(changed) > 500 THEN
    PERFORM catalog_mark_changed();
  ELSE
    PERFORM pg_notify('catalog_changed',
      'shelf:' || nextval('catalog_stock_seq') || ':' || array_to_string(changed, ','));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_stock_shelf_inserted AFTER INSERT ON store_stock
  REFERENCING NEW TABLE AS new_shelves FOR EACH STATEMENT EXECUTE FUNCTION store_shelf_trigger();
--> statement-breakpoint
CREATE TRIGGER store_stock_shelf_updated AFTER UPDATE ON store_stock
  REFERENCING OLD TABLE AS old_shelves NEW TABLE AS new_shelves
  FOR EACH STATEMENT EXECUTE FUNCTION store_shelf_trigger();
--> statement-breakpoint
CREATE TRIGGER store_stock_shelf_deleted AFTER DELETE ON store_stock
  REFERENCING OLD TABLE AS old_shelves FOR EACH STATEMENT EXECUTE FUNCTION store_shelf_trigger();
--> statement-breakpoint
CREATE TRIGGER store_stock_catalog_truncated AFTER TRUNCATE ON store_stock
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
