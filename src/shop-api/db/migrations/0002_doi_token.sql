ALTER TABLE "users" ADD COLUMN "doi_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doi_token_hash_unique" UNIQUE("doi_token_hash");