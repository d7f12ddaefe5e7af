CREATE TABLE "order_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"idempotency_key" text,
	"request_fingerprint" text,
	"lines" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancellations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cancellations_order_idx" ON "order_cancellations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","changed_at");--> statement-breakpoint
-- The order lifecycle (ADR 034): "placed" is now "received", "paid" (prepayment had arrived) "in
-- preparation"; click & collect orders are "ready for pick-up" in the store, then "picked up".
UPDATE "orders" SET "status" = CASE
  WHEN "status" = 'placed' THEN 'received'
  WHEN "status" = 'paid' THEN 'in_preparation'
  WHEN "status" = 'shipped' AND "delivery_type" = 'click_and_collect' THEN 'ready_for_pickup'
  WHEN "status" = 'delivered' AND "delivery_type" = 'click_and_collect' THEN 'picked_up'
  ELSE "status" END;--> statement-breakpoint
-- A cancelled order was cancelled whole: all its units, all its amount.
UPDATE "order_lines" SET "cancelled_quantity" = "quantity"
  WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "status" = 'cancelled');--> statement-breakpoint
UPDATE "orders" SET "cancelled_cents" = "total_cents" WHERE "status" = 'cancelled';--> statement-breakpoint
-- Earlier orders get a history of what is known: received when placed, and where they stand now.
INSERT INTO "order_status_changes" ("order_id", "status", "changed_at")
  SELECT "id", 'received', "placed_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_changes" ("order_id", "status", "changed_at")
  SELECT "id", "status", "placed_at" FROM "orders" WHERE "status" <> 'received';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_cancelled_within_quantity" CHECK ("order_lines"."cancelled_quantity" BETWEEN 0 AND "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" IN ('received','in_preparation','shipped','ready_for_pickup','picked_up','delivered','cancelled','partly_returned','returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_within_total" CHECK ("orders"."cancelled_cents" BETWEEN 0 AND "orders"."total_cents");