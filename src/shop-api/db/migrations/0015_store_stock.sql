CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"product_option_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"user_id" integer,
	"guest_request_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"pickup_code" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"locale" text NOT NULL,
	CONSTRAINT "reservations_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "reservations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "reservations_status_valid" CHECK ("reservations"."status" IN ('held','collected','cancelled','expired')),
	CONSTRAINT "reservations_quantity_positive" CHECK ("reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"store_id" integer NOT NULL,
	"product_option_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_product_option_id_store_id_pk" PRIMARY KEY("product_option_id","store_id"),
	CONSTRAINT "store_stock_quantity_non_negative" CHECK ("store_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_product_option_id_product_options_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_option_id_product_options_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_guest_idx" ON "reservations" USING btree ("guest_request_id");--> statement-breakpoint
CREATE INDEX "reservations_held_expiry_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_held_code_idx" ON "reservations" USING btree ("store_id","pickup_code") WHERE "reservations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "store_stock_in_stock_idx" ON "store_stock" USING btree ("store_id","product_option_id") WHERE "store_stock"."quantity" > 0;