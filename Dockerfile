# Tidemark API image. Used by docker-compose.yml (`docker compose up --build`), or on its own:
#   docker build -t tidemark .
#   docker run -p 3000:3000 -v tidemark-data:/app/data -e AUTH_TOKENS=admin:<16+ characters> tidemark
# (the default store is SQLite in /app/data).
# The image sets NODE_ENV=production, so auth is on unless AUTH=off (see docs/http-api.md, "Authentication").

# --- build: every dependency (native modules compile here), then the app, then prune dev deps
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: production dependencies and the compiled app only, as the non-root `node` user
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
# The default store (EVENT_STORE_URL=sqlite:./data/tidemark.db) and the SQLite state files live
# here; it is the only directory the app may write.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/apps/api/main.js"]
