ALTER TABLE "products" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_held_check" CHECK ("products"."held_reason" is null or not "products"."is_published");