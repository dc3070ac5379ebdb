# One image for every process of the platform; compose.yaml picks the entry point per service.
# Dependencies install from the npm registry only (Prisma's client is generated offline at
# install); every entry is precompiled at image build time (npm run build: esbuild bundles under
# dist/, node_modules stays external), so a container starts plain node, no TypeScript loader.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
COPY packages ./packages
COPY identity ./identity
COPY gateway ./gateway
COPY subgraphs ./subgraphs
COPY prisma ./prisma
COPY prisma.config.ts codegen.ts supergraph.yaml supergraph.graphql tsconfig.json ./
COPY proto ./proto
COPY scripts ./scripts
RUN npm ci --include=dev && npm run build -- --force && npm cache clean --force
# The key, audit-export and mail volumes are mounted here; a named volume takes its directory's
# owner on first use, so the `node` user can write keys, credentials, exports, mail and the events key.
RUN mkdir -p /keys /exports /mail /events-keys && chown node:node /keys /exports /mail /events-keys
USER node
# SERVICE is the bundle relative to /app, e.g. dist/gateway.mjs (scripts/platform.ts builtEntry);
# source maps point stack traces at the .ts files, which the image keeps.
ENV SERVICE=dist/gateway.mjs
CMD ["sh", "-c", "exec node --enable-source-maps \"$SERVICE\""]
