CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_option_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "stock_alerts_status_valid" CHECK ("stock_alerts"."status" IN ('pending','active','notified'))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_option_id_product_options_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("product_option_id","email") WHERE "stock_alerts"."status" IN ('pending','active');--> statement-breakpoint
CREATE INDEX "stock_alerts_active_idx" ON "stock_alerts" USING btree ("product_option_id") WHERE "stock_alerts"."status" = 'active';