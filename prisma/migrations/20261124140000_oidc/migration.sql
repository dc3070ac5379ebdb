-- OpenID Connect on the authorization-code flow (issue 17): the code remembers what the
-- authorization request asked of OIDC, so the token endpoint can mint the matching id_token.
ALTER TABLE "identity"."authorization_codes"
  ADD COLUMN "oidc_scope" TEXT,
  ADD COLUMN "nonce" TEXT,
  ADD COLUMN "auth_time" TIMESTAMP(3);
