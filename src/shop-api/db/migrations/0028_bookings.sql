CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"first_day" date,
	"last_day" date,
	"rental_category_id" integer,
	"rental_size" text,
	"fitting" jsonb,
	"price_cents" integer NOT NULL,
	"user_id" integer,
	"guest_request_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"access_key_hash" text NOT NULL,
	"locale" text NOT NULL,
	CONSTRAINT "bookings_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" IN ('booked','cancelled')),
	CONSTRAINT "bookings_timing_valid" CHECK (("bookings"."starts_at" IS NOT NULL AND "bookings"."ends_at" IS NOT NULL AND "bookings"."first_day" IS NULL)
        OR ("bookings"."first_day" IS NOT NULL AND "bookings"."last_day" IS NOT NULL AND "bookings"."last_day" >= "bookings"."first_day"
            AND "bookings"."rental_category_id" IS NOT NULL AND "bookings"."rental_size" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "rental_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"day_price_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"sizes" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rental_categories_price_positive" CHECK ("rental_categories"."day_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rental_stock" (
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "rental_stock_store_id_category_id_size_pk" PRIMARY KEY("store_id","category_id","size"),
	CONSTRAINT "rental_stock_quantity_valid" CHECK ("rental_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"bring" text NOT NULL,
	"bring_en" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"step_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"lead_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"page_path" text DEFAULT '' NOT NULL,
	"sports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "service_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "service_types_kind_valid" CHECK ("service_types"."kind" IN ('appointment','rental')),
	CONSTRAINT "service_types_price_valid" CHECK ("service_types"."price_cents" >= 0),
	CONSTRAINT "service_types_timing_valid" CHECK ("service_types"."kind" = 'rental' OR ("service_types"."duration_minutes" > 0 AND "service_types"."step_minutes" > 0))
);
--> statement-breakpoint
CREATE TABLE "store_service_offers" (
	"store_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "store_service_offers_store_id_service_type_id_pk" PRIMARY KEY("store_id","service_type_id"),
	CONSTRAINT "store_service_offers_capacity_positive" CHECK ("store_service_offers"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rental_category_id_rental_categories_id_fk" FOREIGN KEY ("rental_category_id") REFERENCES "public"."rental_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_categories" ADD CONSTRAINT "rental_categories_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_stock" ADD CONSTRAINT "rental_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_stock" ADD CONSTRAINT "rental_stock_category_id_rental_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."rental_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_service_offers" ADD CONSTRAINT "store_service_offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_service_offers" ADD CONSTRAINT "store_service_offers_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_request_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("store_id","service_type_id","starts_at") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_rental_idx" ON "bookings" USING btree ("store_id","rental_category_id","rental_size","first_day") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "rental_categories_slug_idx" ON "rental_categories" USING btree ("service_type_id","slug");