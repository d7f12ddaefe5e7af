CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"synonyms" text[] NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
