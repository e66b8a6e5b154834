-- Phone numbers are stored in one form (contracts/format/phone.ts normalisePhone): an Indian
-- number as its 10 digits ('+91 98765-43210', '098765 43210' and '919876543210' become
-- '9876543210'), any other as its digits with a leading '+'. The schemas store new ones so;
-- this brings the rows written before them into the same form.
CREATE FUNCTION "normalised_phone"(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN compact ~ '^(\+91|0091|91|0)?[0-9]{10}$' THEN right(compact, 10)
    ELSE compact
  END
  FROM (SELECT regexp_replace(coalesce(typed, ''), '[\s().-]', '', 'g') AS compact) AS typed_number
$$;--> statement-breakpoint
UPDATE "users" SET "phone_number" = "normalised_phone"("phone_number")
  WHERE "phone_number" <> "normalised_phone"("phone_number");--> statement-breakpoint
UPDATE "tenants" SET "phone_number" = "normalised_phone"("phone_number")
  WHERE "phone_number" <> "normalised_phone"("phone_number");--> statement-breakpoint
UPDATE "tenants"
  SET "emergency_contact" = jsonb_set("emergency_contact", '{phone}',
    to_jsonb("normalised_phone"("emergency_contact"->>'phone')))
  WHERE jsonb_typeof("emergency_contact"->'phone') = 'string'
    AND "emergency_contact"->>'phone' <> "normalised_phone"("emergency_contact"->>'phone');--> statement-breakpoint
UPDATE "tenants"
  SET "local_guardian" = jsonb_set("local_guardian", '{contactNumber}',
    to_jsonb("normalised_phone"("local_guardian"->>'contactNumber')))
  WHERE jsonb_typeof("local_guardian"->'contactNumber') = 'string'
    AND "local_guardian"->>'contactNumber' <> "normalised_phone"("local_guardian"->>'contactNumber');--> statement-breakpoint
UPDATE "properties" SET "contact_number" = "normalised_phone"("contact_number")
  WHERE "contact_number" <> "normalised_phone"("contact_number");--> statement-breakpoint
DROP FUNCTION "normalised_phone"(text);
