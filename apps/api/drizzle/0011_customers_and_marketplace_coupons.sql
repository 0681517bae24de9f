ALTER TABLE "coupons" ADD COLUMN "is_marketplace" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
CREATE INDEX "coupons_marketplace_idx" ON "coupons" USING btree ("is_marketplace") WHERE "coupons"."is_marketplace";