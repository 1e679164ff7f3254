CREATE TABLE "recharge_presets" (
	"preset_id" serial PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "recharge_presets_amount_range" CHECK ("recharge_presets"."amount" between 1 and 10000000),
	CONSTRAINT "recharge_presets_bonus_nonneg" CHECK ("recharge_presets"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"recharge_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"preset_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "recharges_amount_range" CHECK ("recharges"."amount" between 1 and 10000000),
	CONSTRAINT "recharges_bonus_nonneg" CHECK ("recharges"."bonus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_attempts" ALTER COLUMN "pay_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD COLUMN "recharge_no" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "operator" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD CONSTRAINT "pay_attempts_recharge_no_recharges_recharge_no_fk" FOREIGN KEY ("recharge_no") REFERENCES "public"."recharges"("recharge_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_attempts_recharge_idx" ON "pay_attempts" USING btree ("recharge_no");--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD CONSTRAINT "pay_attempts_one_purpose" CHECK (("pay_attempts"."pay_no" is null) <> ("pay_attempts"."recharge_no" is null));