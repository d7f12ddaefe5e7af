-- The colour of an ordered product as named when it was ordered: the analytics purchase names a line
-- "colour / size" as add_to_cart did. Lines of earlier orders and services (mounting) have none.
ALTER TABLE "order_lines" ADD COLUMN "color" text DEFAULT '' NOT NULL;