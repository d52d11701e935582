import { constants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

/**
 * @fastify/compress settings for every reply. bench/http-overhead.bench.ts chose them: with a sync ceiling
 * above our API pages it costs what our own onSend hook did (within noise), where its defaults cost ~3x.
 */
export const compressionOptions: FastifyCompressOptions = {
  // Replies only: request bodies stay as sent, so the body limit keeps counting what is parsed.
  globalDecompression: false,
  encodings: ["br", "gzip"],
  threshold: 1024,
  // One synchronous call up to 4 MB: the plugin's ceiling (8 KB on two cores) streams an 11 KB page
  // through the threadpool at twice the CPU. Bigger bodies and files still stream.
  syncThreshold: 4 * 1024 * 1024,
  // Replaces the plugin's params (quality 4) whole. Dynamic JSON: 1 is ~15% larger than 4 at a third of the CPU.
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};
