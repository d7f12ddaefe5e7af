-- The language of the product page a back-in-stock alert was asked for on (de-AT or en): its
-- confirmation and back-in-stock mails speak it. Alerts from before speak German.
ALTER TABLE "stock_alerts" ADD COLUMN "locale" text DEFAULT 'de-AT' NOT NULL;