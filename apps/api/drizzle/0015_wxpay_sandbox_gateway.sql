CREATE TABLE "sandbox_wx_payments" (
	"prepay_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
