CREATE TABLE "guide_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "guide_authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "guide_articles" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "guide_articles" ADD CONSTRAINT "guide_articles_author_id_guide_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."guide_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Bylines written before this migration become authors (bios empty until the editors write them),
-- with the slug the seed gives them: lower case, umlauts spelt out, other characters as hyphens.
INSERT INTO "guide_authors" ("slug", "name")
SELECT DISTINCT ON (slug) slug, "author" FROM (
  SELECT "author", trim(BOTH '-' FROM regexp_replace(
    replace(replace(replace(replace(lower("author"), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'),
    '[^a-z0-9]+', '-', 'g')) AS slug
  FROM "guide_articles"
) AS bylines
WHERE slug <> ''
ORDER BY slug, "author";
--> statement-breakpoint
UPDATE "guide_articles" SET "author_id" = "guide_authors"."id" FROM "guide_authors"
WHERE "guide_authors"."name" = "guide_articles"."author";
