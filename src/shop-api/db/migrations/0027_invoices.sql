CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_counters_kind_valid" CHECK ("document_counters"."kind" IN ('invoice','credit_note'))
);
--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vat_rate_valid" CHECK ("order_lines"."vat_rate" IN (10, 13, 20));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_valid" CHECK ("products"."vat_rate" IN (10, 13, 20));--> statement-breakpoint
-- Orders placed before invoices were numbered get theirs now, per year (Vienna) in placing order; cancellations and received returns their credit notes.
UPDATE "orders" AS o SET "invoice_number" = 'RE-' || s.y || '-' || lpad(s.n::text, 6, '0')
  FROM (SELECT "id", extract(year FROM "placed_at" AT TIME ZONE 'Europe/Vienna')::int AS y,
               row_number() OVER (PARTITION BY extract(year FROM "placed_at" AT TIME ZONE 'Europe/Vienna') ORDER BY "placed_at", "id") AS n
          FROM "orders") AS s
 WHERE s."id" = o."id";--> statement-breakpoint
WITH issued AS (
  SELECT 'c' AS source, "id", "created_at" AS at FROM "order_cancellations"
  UNION ALL
  SELECT 'r', "id", "received_at" FROM "order_returns" WHERE "received_at" IS NOT NULL
), numbered AS (
  SELECT source, "id", 'GS-' || extract(year FROM at AT TIME ZONE 'Europe/Vienna')::int || '-' ||
         lpad(row_number() OVER (PARTITION BY extract(year FROM at AT TIME ZONE 'Europe/Vienna') ORDER BY at, source, "id")::text, 6, '0') AS number
    FROM issued
), cancellations AS (
  UPDATE "order_cancellations" AS c SET "credit_note_number" = numbered.number
    FROM numbered WHERE numbered.source = 'c' AND numbered."id" = c."id"
)
UPDATE "order_returns" AS r SET "credit_note_number" = numbered.number
  FROM numbered WHERE numbered.source = 'r' AND numbered."id" = r."id";--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "year", "last")
SELECT 'invoice', split_part("invoice_number", '-', 2)::int, max(split_part("invoice_number", '-', 3)::int)
  FROM "orders" WHERE "invoice_number" IS NOT NULL GROUP BY 2
UNION ALL
SELECT 'credit_note', split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int)
  FROM (SELECT "credit_note_number" AS number FROM "order_cancellations"
        UNION ALL SELECT "credit_note_number" FROM "order_returns") AS notes
 WHERE number IS NOT NULL GROUP BY 2;
