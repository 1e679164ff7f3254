CREATE TABLE "shop_applications" (
	"apply_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"mobile" text NOT NULL,
	"province_id" integer NOT NULL,
	"province" text NOT NULL,
	"city_id" integer NOT NULL,
	"city" text NOT NULL,
	"area_id" integer NOT NULL,
	"area" text NOT NULL,
	"addr" text NOT NULL,
	"intro" text NOT NULL,
	"shop_logo" text NOT NULL,
	"business_license" text NOT NULL,
	"identity_card_front" text NOT NULL,
	"identity_card_later" text NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"shop_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_applications_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "shop_staff" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_applications_status_idx" ON "shop_applications" USING btree ("audit_status","updated_at");--> statement-breakpoint
ALTER TABLE "shop_staff" ADD CONSTRAINT "shop_staff_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;