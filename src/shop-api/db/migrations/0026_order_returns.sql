CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"method" text NOT NULL,
	"pickup_date" date,
	"store_id" integer,
	"lines" jsonb NOT NULL,
	"idempotency_key" text,
	"request_fingerprint" text,
	"locale" text DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"refund_cents" integer,
	CONSTRAINT "order_returns_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "order_returns_code_unique" UNIQUE("code"),
	CONSTRAINT "order_returns_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_returns_method_valid" CHECK ("order_returns"."method" IN ('pickup','store')),
	CONSTRAINT "order_returns_pickup_has_date" CHECK ("order_returns"."method" <> 'pickup' OR "order_returns"."pickup_date" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_returned_within_kept" CHECK ("order_lines"."returned_quantity" >= 0 AND "order_lines"."returned_quantity" + "order_lines"."cancelled_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_cents" BETWEEN 0 AND "orders"."total_cents" - "orders"."cancelled_cents");--> statement-breakpoint
-- Orders returned before returns were recorded came back whole: their pieces count as returned, their payment as refunded.
UPDATE "order_lines" SET "returned_quantity" = "quantity" - "cancelled_quantity"
 WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "status" = 'returned');--> statement-breakpoint
UPDATE "orders" SET "refunded_cents" = "total_cents" - "cancelled_cents" WHERE "status" = 'returned';
