// Writes a brotli (.br) and a gzip (.gz) copy beside every text file a production build emits
// (scripts, CSS, mf-manifest.json, index.html, SVG, source maps), so the server sends them as they
// are (@fastify/static `preCompressed`) and no request pays for compression. A remote deployed
// alone carries its compressed copies in its dist.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text formats only (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:[cm]?js|css|json|html|svg|map|txt|xml|ico|webmanifest)$/i;

/**
 * The brotli and gzip copies of one file: maximum quality (built once, sent many times), except
 * for source maps, which only developer tools fetch (brotli 11 on them would triple the build).
 * A copy that is not smaller than the file is left out; the server then sends the file itself.
 * @param {Buffer} content
 * @param {{ fast?: boolean }} [options]
 * @returns {Promise<{ br?: Buffer, gz?: Buffer }>}
 */
export async function compressedCopies(content, { fast = false } = {}) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 5 : zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin has emitted its files (the MF manifest is emitted at OPTIMIZE_TRANSFER).
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        async () => {
          const names = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset) return;
              const content = Buffer.from(asset.source.buffer());
              const copies = await compressedCopies(content, { fast: name.endsWith('.map') });
              for (const [extension, buffer] of Object.entries(copies)) {
                compilation.emitAsset(`${name}.${extension}`, new sources.RawSource(buffer), {
                  immutable: Boolean(asset.info.immutable),
                });
              }
            }),
          );
        },
      );
    });
  }
}
