// A real S3-compatible server for tests and the cluster: s3rver (from npm) on loopback, keeping
// its objects in a temporary folder, with the portal's bucket made. No mock of the AWS SDK.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_BUCKET = 'pgportal';

export interface S3TestServer {
  /** the S3_URL the portal is configured with */
  url: string;
  close: () => Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'pgportal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  return {
    // s3rver's fixed development credentials
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${S3_BUCKET}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
