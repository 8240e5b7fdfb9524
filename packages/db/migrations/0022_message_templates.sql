CREATE TABLE "message_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The platform's own replies, part of the product rather than demo data.
INSERT INTO "message_templates" ("title", "title_en", "body", "body_en", "position") VALUES
('興味があります', 'Interested', 'スカウトをいただきありがとうございます。ご提案のポジションに興味があります。ぜひ一度お話を伺えますでしょうか。ご都合のよい日時をいくつかお知らせいただけますと幸いです。', 'Thank you for your message. I am interested in the position you proposed and would be glad to talk. Could you suggest a few times that suit you?', 1),
('詳しい情報を知りたい', 'Tell me more', 'スカウトをいただきありがとうございます。ご提案の内容に関心があります。業務内容や想定年収、選考の流れについて、もう少し詳しく教えていただけますでしょうか。', 'Thank you for reaching out. I am interested, and would like to know more about the role, the expected salary and the selection process before we talk.', 2),
('オンラインで話したい', 'Happy to talk online', 'ご連絡ありがとうございます。まずはオンラインでカジュアルにお話しできれば幸いです。平日の夜か週末であれば調整しやすいです。', 'Thank you for your message. I would be happy to have a casual online conversation first. Weekday evenings or weekends are easiest for me.', 3),
('今は転職を考えていません', 'Not looking right now', 'スカウトをいただきありがとうございます。大変光栄ですが、現時点では転職を考えておりません。また機会がございましたら、よろしくお願いいたします。', 'Thank you for thinking of me. I am honoured, but I am not considering a change at the moment. I hope we may stay in touch for the future.', 4),
('希望条件と合わない', 'Not the right fit', 'ご連絡ありがとうございます。ご提案をありがたく拝見しましたが、今回は希望する職種や条件と合わないため、見送らせていただきます。', 'Thank you for your proposal. Having read it, I will pass this time, as the role and terms do not match what I am looking for.', 5);
