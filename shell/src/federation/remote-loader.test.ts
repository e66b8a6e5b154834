import { createRemoteLoader, RemoteUnavailableError } from './remote-loader';

const routesModule = { routes: [{ path: '/app/properties' }] };

describe('createRemoteLoader', () => {
  it('preloads a remote once: opening it afterwards reuses what the preload fetched', async () => {
    const importRoutes = jest.fn(async () => routesModule);
    const loader = createRemoteLoader(importRoutes);
    loader.preload('mfe_properties');
    loader.preload('mfe_properties');
    await expect(loader.load('mfe_properties')).resolves.toBe(routesModule);
    expect(importRoutes).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so opening the page tries again instead of showing the old error', async () => {
    const importRoutes = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(routesModule);
    const loader = createRemoteLoader(importRoutes);
    loader.preload('mfe_tenants');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.load('mfe_tenants')).resolves.toBe(routesModule);
    expect(importRoutes).toHaveBeenCalledTimes(2);
  });

  it('keeps a page load that failed until Retry forgets it, even when its link is hovered again', async () => {
    const importRoutes = jest.fn(async () => {
      throw new Error('network down');
    });
    const loader = createRemoteLoader(importRoutes);
    await expect(loader.load('mfe_auth')).rejects.toBeInstanceOf(RemoteUnavailableError);
    loader.preload('mfe_auth');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.load('mfe_auth')).rejects.toThrow('mfe_auth is unavailable: network down');
    expect(importRoutes).toHaveBeenCalledTimes(1);
    loader.forget('mfe_auth');
    await expect(loader.load('mfe_auth')).rejects.toThrow('network down');
    expect(importRoutes).toHaveBeenCalledTimes(2);
  });

  it('keeps the failure of a preload a page was waiting for, until Retry', async () => {
    const importRoutes = jest.fn(async () => {
      throw new Error('network down');
    });
    const loader = createRemoteLoader(importRoutes);
    loader.preload('mfe_properties');
    const page = loader.load('mfe_properties');
    await expect(page).rejects.toThrow('network down');
    loader.preload('mfe_properties');
    expect(loader.load('mfe_properties')).toBe(page);
    expect(importRoutes).toHaveBeenCalledTimes(1);
  });
});
