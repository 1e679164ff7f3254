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
CREATE TABLE "gift_card_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_amount_nonzero" CHECK ("gift_card_ledger"."amount" <> 0),
	CONSTRAINT "gift_card_ledger_balance_nonneg" CHECK ("gift_card_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"card_id" serial PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"password_hash" text NOT NULL,
	"par_value" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"user_id" integer,
	"batch" text NOT NULL,
	"issued_by" text NOT NULL,
	"bound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."balance" >= 0 and "gift_cards"."balance" <= "gift_cards"."par_value"),
	CONSTRAINT "gift_cards_par_pos" CHECK ("gift_cards"."par_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_attempts" ALTER COLUMN "pay_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD COLUMN "recharge_no" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "operator" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_card_id_gift_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_ref_uq" ON "gift_card_ledger" USING btree ("card_id","ref_type","ref_id","reason");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_ref_idx" ON "gift_card_ledger" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_no_uq" ON "gift_cards" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "gift_cards_user_idx" ON "gift_cards" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD CONSTRAINT "pay_attempts_recharge_no_recharges_recharge_no_fk" FOREIGN KEY ("recharge_no") REFERENCES "public"."recharges"("recharge_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_attempts_recharge_idx" ON "pay_attempts" USING btree ("recharge_no");--> statement-breakpoint
ALTER TABLE "pay_attempts" ADD CONSTRAINT "pay_attempts_one_purpose" CHECK (("pay_attempts"."pay_no" is null) <> ("pay_attempts"."recharge_no" is null));