-- A phone number the shopper may leave for questions about the delivery: optional, so null for
-- orders without one and for every order placed before it was asked.
ALTER TABLE "orders" ADD COLUMN "phone" text;
