# One image for every process of the platform; compose.yaml picks the entry point per service.
# Dependencies install from the npm registry only (Prisma's client is generated offline at
# install); TypeScript runs through tsx, as in development.
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
RUN npm ci --include=dev && npm cache clean --force
# The key, audit-export and mail volumes are mounted here; a named volume takes its directory's
# owner on first use, so the `node` user can write keys, credentials, exports and mail.
RUN mkdir -p /keys /exports /mail && chown node:node /keys /exports /mail
USER node
# SERVICE is the entry file relative to /app, e.g. gateway/src/main.ts
ENV SERVICE=gateway/src/main.ts
CMD ["sh", "-c", "exec node --import tsx \"$SERVICE\""]
