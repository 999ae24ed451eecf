# syntax=docker/dockerfile:1
# The production image of the member portal (docs/operations.md "Deploying"): one Node process
# serving the API and the built web app on PORT. Multi-stage: `build` installs every dependency and
# builds the web app and the server bundle; `runtime` holds production dependencies only, runs as
# the unprivileged `node` user, keeps its data (PGlite, local files, dev outbox) in the /data volume.
# scripts/deploy-manifests.test.mjs checks this file against compose.yaml, the Helm chart and the server.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/test-support/package.json packages/test-support/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY clients/package.json clients/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --no-audit --no-fund -w apps/server && npm cache clean --force
# The server bundle (dist/server.mjs, dist/migrate.mjs), its migrations, worker scripts and fonts.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/src/lib apps/server/src/lib
COPY --from=build /app/apps/server/assets apps/server/assets
# The built web app and the tenants' public images.
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/public apps/web/public
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.mjs"]
