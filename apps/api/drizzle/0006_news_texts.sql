CREATE TABLE "news_texts" (
	"news_id" integer NOT NULL,
	"language" text NOT NULL,
	"header" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"link_text" text DEFAULT '' NOT NULL,
	"message_extended" text DEFAULT '' NOT NULL,
	CONSTRAINT "news_texts_news_id_language_pk" PRIMARY KEY("news_id","language")
);
--> statement-breakpoint
ALTER TABLE "news_texts" ADD CONSTRAINT "news_texts_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The texts of articles written before move over in the language they were written in.
INSERT INTO "news_texts" ("news_id", "language", "header", "message", "link_url", "link_text", "message_extended")
  SELECT "id", "language", "header", "message", "link_url", "link_text", "message_extended" FROM "news"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- 'A4' was never a print format of its own: laser A4 is PDF.
UPDATE "customers" SET "print_format" = 'PDF' WHERE "print_format" NOT IN ('PDF', 'LABEL', 'ZPL');--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "header";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "link_url";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "link_text";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "message_extended";
