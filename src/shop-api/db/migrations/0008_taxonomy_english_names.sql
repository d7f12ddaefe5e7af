ALTER TABLE "categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "sports" ADD COLUMN "name_en" text;