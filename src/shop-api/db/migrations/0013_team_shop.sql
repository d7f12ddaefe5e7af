-- The team shops: private teams and club colours, members, team prices per kit product and price
-- type, team lines in carts (their team and price type) and the channel an order came through. Every
-- new NOT NULL column has a default, so existing teams stay public and existing orders are the shop's.
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_product_prices" (
	"team_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "team_product_prices_team_id_product_id_price_type_pk" PRIMARY KEY("team_id","product_id","price_type"),
	CONSTRAINT "team_product_prices_positive" CHECK ("team_product_prices"."price_cents" > 0),
	CONSTRAINT "team_product_prices_type_valid" CHECK ("team_product_prices"."price_type" IN ('vk','premium','staff','pro'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "primary_color" text DEFAULT '#0b2545' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "accent_color" text DEFAULT '#ffffff' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_product_prices" ADD CONSTRAINT "team_product_prices_team_id_product_id_team_products_team_id_product_id_fk" FOREIGN KEY ("team_id","product_id") REFERENCES "public"."team_products"("team_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_team_line" CHECK (("cart_items"."team_id" IS NULL) = ("cart_items"."price_type" IS NULL) AND ("cart_items"."price_type" IS NULL OR "cart_items"."price_type" IN ('vk','premium','staff','pro')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_valid" CHECK ("orders"."channel" IN ('shop','team'));--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_colors_hex" CHECK ("teams"."primary_color" ~ '^#[0-9a-f]{6}$' AND "teams"."accent_color" ~ '^#[0-9a-f]{6}$');