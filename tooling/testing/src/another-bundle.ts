import type * as ContractsApi from '@pgportal/contracts/api';

/**
 * A second, separate copy of @pgportal/contracts/api, as another Module Federation bundle carries
 * (each app bundles its own contracts). Jest otherwise runs every package in one module graph, so
 * an error made by "another remote" would be the very same class and hide cross-bundle bugs.
 */
export function anotherBundlesContracts(): typeof ContractsApi {
  let copy: typeof ContractsApi | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    copy = require('@pgportal/contracts/api') as typeof ContractsApi;
  });
  if (!copy) throw new Error('could not load a second copy of @pgportal/contracts/api');
  return copy;
}
