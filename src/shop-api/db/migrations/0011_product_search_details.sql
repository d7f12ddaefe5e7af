-- The attributes whose values the search finds a product by: what it is made of and with which
-- technology ("goretex", "merino", "primaloft", "mips"). Care instructions, weights and measures
-- are not searchable: "tennisbälle" would find down jackets (dried with tennis balls), "30" half the
-- catalogue. Immutable, as a generated column requires: the result depends on the argument alone.
CREATE FUNCTION product_search_details(attributes jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT string_agg(a.value ->> 'value', ' | ')
  FROM jsonb_array_elements(attributes) AS a
  WHERE a.value ->> 'name' = ANY (ARRAY[
    'Material', 'Obermaterial', 'Membran', 'Füllung', 'Isolierung', 'Futter', 'Sohle',
    'Rahmenmaterial', 'Schaltung', 'Motor', 'Rotationsschutz', 'Kern', 'Schale', 'Geruchshemmend',
    'Wasserabweisend', 'Sitzpolster', 'Funktion'
  ])
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_details" text GENERATED ALWAYS AS (product_search_details(attributes)) STORED;
