CREATE TABLE "sso_request_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_request_signatures_expires_idx" ON "sso_request_signatures" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_idx" ON "rate_limit_hits" USING btree ("resets_at");
--> statement-breakpoint
-- Counters only: not worth a write-ahead log entry per request, and nothing is lost that matters.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
