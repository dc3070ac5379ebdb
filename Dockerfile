# One image per deployable, each holding only its own bundle (docs/deploy.md, "Images").
# The build stage installs from the lockfile (Prisma's clients are generated offline at install),
# bundles every entry (npm run build: esbuild, node_modules stays external) and then drops the
# dev dependencies: no bundle imports one. Each target below copies from it the runtime
# node_modules, its bundle and source map, and exactly the files that bundle reads at run time
# (scripts/build.ts points a bundle's import.meta at its source file's place under /app).
# test/docker.test.ts checks every target against its bundle, compose.yaml and deploy/k8s.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages ./packages
COPY identity ./identity
COPY gateway ./gateway
COPY registry ./registry
COPY subgraphs ./subgraphs
COPY prisma ./prisma
COPY prisma.config.ts codegen.ts supergraph.yaml supergraph.graphql tsconfig.json ./
COPY proto ./proto
COPY scripts ./scripts
COPY console ./console
RUN npm ci --include=dev && npm run build -- --force && npm prune --omit=dev --ignore-scripts && npm cache clean --force

# What every target shares: Node, the production dependencies and the volume mount points. A named
# volume takes its directory's owner on first use, so the `node` user can write keys,
# credentials, exports, mail and the events key.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
RUN mkdir -p /keys /exports /mail /events-keys && chown node:node /keys /exports /mail /events-keys
COPY --from=build /app/node_modules ./node_modules
USER node
# SERVICE is the bundle relative to /app (each target sets its own; scripts/platform.ts imageCommand);
# the bundle maps its stack traces to the .ts file and line (source-map-support, scripts/build.ts).
CMD ["sh", "-c", "exec node \"$SERVICE\""]

# One-shot: applies prisma/migrations.
FROM runtime AS migrate
COPY --from=build /app/dist/packages-db-src-cli-migrate.mjs /app/dist/packages-db-src-cli-migrate.mjs.map ./dist/
COPY --from=build /app/prisma/migrations ./prisma/migrations
ENV SERVICE=dist/packages-db-src-cli-migrate.mjs

# One-shot, development: the migrations, then identity's development tenant.
FROM runtime AS seed
COPY --from=build /app/dist/scripts-seed.mjs /app/dist/scripts-seed.mjs.map ./dist/
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/scripts-seed.mjs

FROM runtime AS identity
COPY --from=build /app/dist/identity.mjs /app/dist/identity.mjs.map ./dist/
COPY --from=build /app/proto ./proto
COPY --from=build /app/identity/node_modules ./identity/node_modules
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
COPY --from=build /app/packages/db/node_modules ./packages/db/node_modules
ENV SERVICE=dist/identity.mjs

# The supergraph file is read with SUPERGRAPH_SOURCE=file (the default); GraphiQL's assets come from
# the gateway's own node_modules and its boot script.
FROM runtime AS gateway
COPY --from=build /app/dist/gateway.mjs /app/dist/gateway.mjs.map ./dist/
COPY --from=build /app/supergraph.graphql ./
COPY --from=build /app/proto ./proto
COPY --from=build /app/gateway/src/graphql/graphiql/boot.js ./gateway/src/graphql/graphiql/
COPY --from=build /app/gateway/node_modules ./gateway/node_modules
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/gateway.mjs

FROM runtime AS registry
COPY --from=build /app/dist/registry.mjs /app/dist/registry.mjs.map ./dist/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
COPY --from=build /app/packages/db/node_modules ./packages/db/node_modules
ENV SERVICE=dist/registry.mjs

FROM runtime AS inference
COPY --from=build /app/dist/subgraphs-inference.mjs /app/dist/subgraphs-inference.mjs.map ./dist/
COPY --from=build /app/subgraphs/inference/schema.graphql ./subgraphs/inference/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/subgraphs-inference.mjs

FROM runtime AS billing
COPY --from=build /app/dist/subgraphs-billing.mjs /app/dist/subgraphs-billing.mjs.map ./dist/
COPY --from=build /app/subgraphs/billing/schema.graphql ./subgraphs/billing/
COPY --from=build /app/subgraphs/billing/catalogue/plans.json ./subgraphs/billing/catalogue/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
COPY --from=build /app/packages/db/node_modules ./packages/db/node_modules
ENV SERVICE=dist/subgraphs-billing.mjs

FROM runtime AS iam
COPY --from=build /app/dist/subgraphs-iam.mjs /app/dist/subgraphs-iam.mjs.map ./dist/
COPY --from=build /app/subgraphs/iam/schema.graphql ./subgraphs/iam/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/subgraphs-iam.mjs

FROM runtime AS audit
COPY --from=build /app/dist/subgraphs-audit.mjs /app/dist/subgraphs-audit.mjs.map ./dist/
COPY --from=build /app/subgraphs/audit/schema.graphql ./subgraphs/audit/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/subgraphs-audit.mjs

FROM runtime AS compliance
COPY --from=build /app/dist/subgraphs-compliance.mjs /app/dist/subgraphs-compliance.mjs.map ./dist/
COPY --from=build /app/subgraphs/compliance/schema.graphql ./subgraphs/compliance/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/subgraphs-compliance.mjs

FROM runtime AS receipts
COPY --from=build /app/dist/subgraphs-receipts.mjs /app/dist/subgraphs-receipts.mjs.map ./dist/
COPY --from=build /app/subgraphs/receipts/schema.graphql ./subgraphs/receipts/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/subgraphs-receipts.mjs

FROM runtime AS memory
COPY --from=build /app/dist/subgraphs-memory.mjs /app/dist/subgraphs-memory.mjs.map ./dist/
COPY --from=build /app/subgraphs/memory/schema.graphql ./subgraphs/memory/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/subgraphs-memory.mjs

FROM runtime AS agents
COPY --from=build /app/dist/subgraphs-agents.mjs /app/dist/subgraphs-agents.mjs.map ./dist/
COPY --from=build /app/subgraphs/agents/schema.graphql ./subgraphs/agents/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
COPY --from=build /app/packages/db/node_modules ./packages/db/node_modules
ENV SERVICE=dist/subgraphs-agents.mjs

FROM runtime AS prompts
COPY --from=build /app/dist/subgraphs-prompts.mjs /app/dist/subgraphs-prompts.mjs.map ./dist/
COPY --from=build /app/subgraphs/prompts/schema.graphql ./subgraphs/prompts/
COPY --from=build /app/proto ./proto
COPY --from=build /app/packages/core/node_modules ./packages/core/node_modules
ENV SERVICE=dist/subgraphs-prompts.mjs

# The console: its static server and the built single-page app (Vite, with .br/.gz beside each
# asset). It holds no secret: CONSOLE_AUTH_URL/CONSOLE_API_URL (or AUTH_ISSUER/API_AUDIENCE) name
# the public origins the browser calls.
FROM runtime AS console
COPY --from=build /app/dist/console-server-main.mjs /app/dist/console-server-main.mjs.map ./dist/
COPY --from=build /app/console/dist ./console/dist
ENV SERVICE=dist/console-server-main.mjs
