# One image for every process; each Deployment picks its entry point (services/<name>/dist/main.js,
# gateway/dist/main.js). Built with `docker build -t degs .` where a Docker engine is available.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# Where the network's TLS is inspected, the machine's CA bundle comes in as the build secret "ca"
# (make cluster passes it); it is read by npm during the build and never stored in the image.
RUN --mount=type=secret,id=ca NODE_EXTRA_CA_CERTS=/run/secrets/ca npm ci --no-audit --no-fund \
  && npx tsc -b \
  && npm run bundle -w @degs/composer \
  && npm run build -w web \
  && npm prune --omit=dev

FROM node:20-bookworm-slim
# What the services run beside Node: Chromium (the generation worker's headless run and covers),
# ffmpeg and pocketsphinx with its US English model (the media service's offline transcription).
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-noto-color-emoji ffmpeg pocketsphinx pocketsphinx-en-us \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build --chown=node:node /app /app
USER node
CMD ["node", "gateway/dist/main.js"]
