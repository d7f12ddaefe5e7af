-- The language a customer registered in (de-AT or en): mails that no page asks for, such as the
-- login warning, speak it. Accounts from before speak German, the shop's language.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'de-AT' NOT NULL;