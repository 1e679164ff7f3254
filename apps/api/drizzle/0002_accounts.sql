CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"type" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"addr_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"mobile" text NOT NULL,
	"province_id" integer NOT NULL,
	"province" text NOT NULL,
	"city_id" integer NOT NULL,
	"city" text NOT NULL,
	"area_id" integer NOT NULL,
	"area" text NOT NULL,
	"addr" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_regions" (
	"user_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"path" jsonb NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_regions_user_id_area_id_pk" PRIMARY KEY("user_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "prod_collections" (
	"collection_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_collections" (
	"collection_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"footprint_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"browse_date" date NOT NULL,
	"browsed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD CONSTRAINT "sso_tickets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_regions" ADD CONSTRAINT "user_regions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_collections" ADD CONSTRAINT "prod_collections_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_collections" ADD CONSTRAINT "prod_collections_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_collections" ADD CONSTRAINT "shop_collections_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_collections" ADD CONSTRAINT "shop_collections_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_accounts" ADD CONSTRAINT "shop_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_type_idx" ON "sms_codes" USING btree ("mobile","type","created_at");--> statement-breakpoint
CREATE INDEX "sso_tickets_expires_idx" ON "sso_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default_uq" ON "user_addresses" USING btree ("user_id") WHERE "user_addresses"."is_default" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "prod_collections_user_prod_uq" ON "prod_collections" USING btree ("user_id","prod_id");--> statement-breakpoint
CREATE INDEX "prod_collections_user_time_idx" ON "prod_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_collections_user_shop_uq" ON "shop_collections" USING btree ("user_id","shop_id");--> statement-breakpoint
CREATE INDEX "shop_collections_user_time_idx" ON "shop_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "footprints_user_prod_day_uq" ON "footprints" USING btree ("user_id","prod_id","browse_date");--> statement-breakpoint
CREATE INDEX "footprints_user_time_idx" ON "footprints" USING btree ("user_id","browsed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_uq" ON "users" USING btree (lower("user_name"));