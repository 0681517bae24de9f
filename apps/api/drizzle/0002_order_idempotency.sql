ALTER TABLE "order_groups" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_idempotency_idx" ON "order_groups" USING btree ("user_id","idempotency_key") WHERE "order_groups"."idempotency_key" is not null;
