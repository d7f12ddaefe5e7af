ALTER TABLE "size_chart_rows" ADD COLUMN "inseam_min_cm" smallint;--> statement-breakpoint
ALTER TABLE "size_chart_rows" ADD COLUMN "inseam_max_cm" smallint;--> statement-breakpoint
ALTER TABLE "size_chart_rows" ADD CONSTRAINT "size_chart_rows_inseam" CHECK ("size_chart_rows"."inseam_min_cm" <= "size_chart_rows"."inseam_max_cm");