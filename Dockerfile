# syntax=docker/dockerfile:1
# PG Portal in one image: the compiled API serving the built shell and remotes on one port.
# docs/deploying.md says how to run it, alone or as deploy/compose.yaml's cluster.

# Build: every workspace's dependencies, the front ends and the API bundle.
FROM node:24-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund --loglevel=error \
 && npm run build \
 && node scripts/build-api.mjs \
 && npm prune --omit=dev --no-audit --no-fund --loglevel=error

# Run: the compiled API, the built front ends, production dependencies; not root.
FROM node:24-bookworm-slim
# pg_dump and pg_restore for `node api/dist/backup.js` (docs/operations.md "Backups")
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data UIDAI_CERT_DIR=/app/api/certs/uidai
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
# UIDAI's public certificates that verify Aadhaar QRs (docs/kyc.md)
COPY --from=build /app/api/certs ./api/certs
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mfe-auth/dist ./mfe-auth/dist
COPY --from=build /app/mfe-properties/dist ./mfe-properties/dist
COPY --from=build /app/mfe-tenants/dist ./mfe-tenants/dist
COPY --from=build /app/mfe-complaints/dist ./mfe-complaints/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "api/dist/server.js"]
