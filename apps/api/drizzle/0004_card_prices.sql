-- The card price of every product, kept by the database so that listings filter and sort on a
-- column instead of pricing every variation of every product on each request (decision 27).
ALTER TABLE "products" ADD COLUMN "card_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_discounted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_discount_start_idx" ON "products" USING btree ("discount_start_at") WHERE "products"."discount_start_at" is not null;--> statement-breakpoint
CREATE INDEX "products_discount_end_idx" ON "products" USING btree ("discount_end_at") WHERE "products"."discount_end_at" is not null;--> statement-breakpoint
-- Not in the Drizzle schema (it cannot say INCLUDE): lets the listing read what its filters,
-- sorts and price bounds need from the index alone.
CREATE INDEX "products_listing_idx" ON "products" USING btree ("id") INCLUDE ("shop_id", "brand_id", "card_price", "is_discounted", "created_at") WHERE "products"."is_published";--> statement-breakpoint
-- INCLUDE (shop_id) is not in the Drizzle schema: the visibility test reads it from the index.
CREATE INDEX "products_top_selling_idx" ON "products" USING btree ("total_sale_count" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("shop_id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "catalog_price_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_price_state_single_row" CHECK ("catalog_price_state"."id" = 1)
);--> statement-breakpoint
INSERT INTO "catalog_price_state" ("id") VALUES (1);--> statement-breakpoint
-- card_price = the lowest price a variation costs now: a running published campaign overrides the
-- variation's own discount (the largest campaign discount wins), otherwise the own discount applies
-- inside the product's discount window; amounts are minor units, percentages basis points rounded
-- half up (contracts/pricing.ts `priceUnit`). is_discounted = some variation costs less now.
CREATE FUNCTION refresh_card_prices(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH camp AS (
    SELECT cp.product_variation_id,
      max(CASE WHEN cp.discount_type = 'amount' THEN least(cp.discount_value, cv.price)
        ELSE least((cv.price::bigint * cp.discount_value + 5000) / 10000, cv.price) END) AS off
    FROM campaign_products cp
    JOIN campaigns c ON c.id = cp.campaign_id
    JOIN product_variations cv ON cv.id = cp.product_variation_id
    WHERE cp.product_id = ANY (ids) AND c.is_published AND c.start_at <= now() AND c.end_at >= now()
    GROUP BY cp.product_variation_id
  ),
  dv AS (
    SELECT pv.product_id,
      min(pv.price - coalesce(camp.off, own.off)) AS min_eff,
      bool_or(coalesce(camp.off, own.off) > 0) AS discounted
    FROM product_variations pv
    JOIN products dp ON dp.id = pv.product_id
    LEFT JOIN camp ON camp.product_variation_id = pv.id
    CROSS JOIN LATERAL (
      SELECT CASE WHEN pv.discount_type = 'amount' THEN least(pv.discount_value, pv.price)
        ELSE least((pv.price::bigint * pv.discount_value + 5000) / 10000, pv.price) END AS off
    ) own
    WHERE pv.product_id = ANY (ids)
      AND (camp.product_variation_id IS NOT NULL
        OR (pv.discount_value > 0
          AND (dp.discount_start_at IS NULL OR dp.discount_start_at <= now())
          AND (dp.discount_end_at IS NULL OR dp.discount_end_at >= now())))
    GROUP BY pv.product_id
  ),
  priced AS (
    SELECT x.id, least(x.min_price, coalesce(dv.min_eff, x.min_price))::integer AS card_price,
      coalesce(dv.discounted, false) AS discounted
    FROM products x
    LEFT JOIN dv ON dv.product_id = x.id
    WHERE x.id = ANY (ids)
  )
  UPDATE products p SET card_price = priced.card_price, is_discounted = priced.discounted
  FROM priced
  WHERE p.id = priced.id
    AND (p.card_price IS DISTINCT FROM priced.card_price OR p.is_discounted IS DISTINCT FROM priced.discounted);
$$;--> statement-breakpoint
-- Statement triggers on tables with a product_id column: variations and campaign products.
CREATE FUNCTION refresh_card_prices_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_card_prices(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_card_prices(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM refresh_card_prices(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variations_card_prices_insert AFTER INSERT ON product_variations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_prices_of_rows();--> statement-breakpoint
CREATE TRIGGER product_variations_card_prices_update AFTER UPDATE ON product_variations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_prices_of_rows();--> statement-breakpoint
CREATE TRIGGER product_variations_card_prices_delete AFTER DELETE ON product_variations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_prices_of_rows();--> statement-breakpoint
CREATE TRIGGER campaign_products_card_prices_insert AFTER INSERT ON campaign_products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_prices_of_rows();--> statement-breakpoint
CREATE TRIGGER campaign_products_card_prices_update AFTER UPDATE ON campaign_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_prices_of_rows();--> statement-breakpoint
CREATE TRIGGER campaign_products_card_prices_delete AFTER DELETE ON campaign_products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_prices_of_rows();--> statement-breakpoint
-- A campaign published, withdrawn or moved in time reprices its products.
CREATE FUNCTION refresh_card_prices_of_campaign() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_card_prices(ARRAY(SELECT DISTINCT product_id FROM campaign_products WHERE campaign_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaigns_card_prices AFTER UPDATE OF is_published, start_at, end_at ON campaigns
  FOR EACH ROW EXECUTE FUNCTION refresh_card_prices_of_campaign();--> statement-breakpoint
-- A new product starts at its list price (its variations come next); a change of its list price or
-- discount window reprices it. Row triggers with a column list: the refresh's own update of
-- card_price does not fire them again.
CREATE FUNCTION card_price_of_new_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_price := NEW.min_price;
  NEW.is_discounted := false;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_card_price_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION card_price_of_new_product();--> statement-breakpoint
CREATE FUNCTION refresh_card_price_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_card_prices(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_card_price_update AFTER UPDATE OF min_price, discount_start_at, discount_end_at ON products
  FOR EACH ROW EXECUTE FUNCTION refresh_card_price_of_product();--> statement-breakpoint
-- The clock: reprices the products whose campaign or discount window opened or closed since the
-- last call (the server calls it every few seconds). Returns how many products it looked at; 0
-- when another caller holds the lock.
CREATE FUNCTION refresh_due_card_prices() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
  ids integer[];
BEGIN
  IF NOT pg_try_advisory_xact_lock(727210004) THEN
    RETURN 0;
  END IF;
  SELECT refreshed_at INTO since FROM catalog_price_state WHERE id = 1;
  IF since IS NULL THEN
    INSERT INTO catalog_price_state (id, refreshed_at) VALUES (1, now()) ON CONFLICT (id) DO NOTHING;
    RETURN 0;
  END IF;
  SELECT coalesce(array_agg(DISTINCT t.id), '{}') INTO ids FROM (
    SELECT p.id FROM products p WHERE p.discount_start_at >= since AND p.discount_start_at <= now()
    UNION SELECT p.id FROM products p WHERE p.discount_end_at >= since AND p.discount_end_at < now()
    UNION SELECT cp.product_id FROM campaign_products cp JOIN campaigns c ON c.id = cp.campaign_id
      WHERE (c.start_at >= since AND c.start_at <= now()) OR (c.end_at >= since AND c.end_at < now())
  ) t;
  IF array_length(ids, 1) > 0 THEN
    PERFORM refresh_card_prices(ids);
  END IF;
  UPDATE catalog_price_state SET refreshed_at = now() WHERE id = 1;
  RETURN coalesce(array_length(ids, 1), 0);
END $$;--> statement-breakpoint
SELECT refresh_card_prices(ARRAY(SELECT id FROM products));
