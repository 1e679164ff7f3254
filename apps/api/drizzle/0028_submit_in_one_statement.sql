-- souk_abort(reason): raises SQLSTATE 'SOUK0' with `reason` as the message, so that ONE data-modifying
-- statement whose conditional writes missed (a token already used, a SKU no longer reservable) rolls
-- itself back, and the caller learns why (ADR 0031-submit-path, follow-up 2). PL/pgSQL ships with
-- PostgreSQL and PGlite alike.
CREATE FUNCTION "souk_abort"("reason" text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'SOUK0', MESSAGE = reason;
END
$$;
