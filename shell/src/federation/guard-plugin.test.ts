import { GUARD_PLUGIN_NAME, isStrictShareKey, shellSharesGuard, shellSharesOf } from './guard-plugin';

interface Entry {
  version: string;
  from: string;
}

const shellSession: Entry = { version: '1.0.0', from: 'shell' };
const remoteSession: Entry = { version: '1.0.0', from: 'mfe_properties' };
const shellKit: Entry = { version: '1.0.0', from: 'shell' };
const newerKit: Entry = { version: '1.1.0', from: 'mfe_complaints' };
const shellToasts: Entry = { version: '11.2.0', from: 'shell' };
const scopeMap = {
  default: {
    '@pgportal/runtime/session': { '1.0.0': shellSession },
    'react/jsx-runtime': { '19.3.1': { version: '19.3.1', from: 'shell' } },
    '@pgportal/ui': { '1.0.0': shellKit, '1.1.0': newerKit },
    'react-toastify': { '11.2.0': shellToasts },
    zustand: { '5.1.0': { version: '5.1.0', from: 'mfe_auth' } },
  },
};

/** Runs the guard's resolveShare the way Module Federation does: emit, then call the resolver. */
function resolveWith(
  pkgName: string,
  {
    required,
    chosen,
    brings = '1.0.0',
    singleton = true,
  }: { required: string | false; chosen: Entry | undefined; brings?: string; singleton?: boolean },
) {
  const plugin = shellSharesGuard(shellSharesOf(scopeMap, 'shell'));
  const original = jest.fn(() => (chosen ? { shared: chosen, useTreesShaking: false } : undefined));
  const args = {
    pkgName,
    scope: 'default',
    version: chosen?.version ?? '',
    shareScopeMap: scopeMap,
    shareInfo: { from: 'mfe_properties', version: brings, shareConfig: { singleton, requiredVersion: required } },
    resolver: original,
  };
  const emitted = plugin.resolveShare!(args as never) as unknown as typeof args;
  return { run: () => emitted.resolver(), emitted, original };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('isStrictShareKey', () => {
  it.each([
    ['react', true],
    ['react/jsx-runtime', true],
    ['react-dom/client', true],
    ['@pgportal/runtime/session', true],
    ['react-toastify', false],
    ['react-hook-form', false],
    ['@pgportal/ui', false],
    ['zod', false],
  ])('%s -> %s', (key, strict) => expect(isStrictShareKey(key)).toBe(strict));
});

describe('shellSharesOf', () => {
  it('keeps the entries the shell registered, with their version and the entry itself', () => {
    const shares = shellSharesOf(scopeMap, 'shell');
    expect([...shares.keys()].sort()).toEqual([
      '@pgportal/runtime/session',
      '@pgportal/ui',
      'react-toastify',
      'react/jsx-runtime',
    ]);
    expect(shares.get('@pgportal/ui')).toEqual({ version: '1.0.0', entry: shellKit });
    expect(shares.get('@pgportal/runtime/session')).toEqual({ version: '1.0.0', entry: shellSession });
  });
});

describe('strictSingletonGuard', () => {
  it('has a name, so registering it twice keeps one', () => {
    expect(shellSharesGuard(new Map()).name).toBe(GUARD_PLUGIN_NAME);
  });

  it('leaves the other singletons to Module Federation', () => {
    const { emitted, original } = resolveWith('react-toastify', { required: '^11.2.0', chosen: shellToasts });
    expect(emitted.resolver).toBe(original);
  });

  it("gives a remote the shell's kit whenever it is in range, even after a newer copy loaded", () => {
    const { run, original } = resolveWith('@pgportal/ui', { required: '^1.0.0', chosen: newerKit, singleton: false });
    expect(run()).toEqual({ shared: shellKit, useTreesShaking: false });
    expect(original).not.toHaveBeenCalled();
  });

  it("lets a remote built on a newer kit have another copy than the shell's", () => {
    const { run } = resolveWith('@pgportal/ui', { required: '^1.1.0', chosen: newerKit, singleton: false, brings: '1.1.0' });
    expect(run()).toEqual({ shared: newerKit, useTreesShaking: false });
  });

  it("lets a remote have the shell's copy in a version it accepts", () => {
    const { run } = resolveWith('@pgportal/runtime/session', { required: '^1.0.0', chosen: shellSession });
    expect(run()).toEqual({ shared: shellSession, useTreesShaking: false });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses an incompatible version, naming both, before Module Federation picks a copy', () => {
    const { run, original } = resolveWith('@pgportal/runtime/session', {
      required: '^2.0.0',
      chosen: shellSession,
      brings: '2.0.0',
    });
    expect(run).toThrow(
      'mfe_properties needs @pgportal/runtime/session ^2.0.0 (it brings 2.0.0), but the shell provides @pgportal/runtime/session 1.0.0',
    );
    expect(original).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('^2.0.0'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('provides @pgportal/runtime/session 1.0.0'));
  });

  it('refuses a strict package the shell does not provide (the remote would silently use its own)', () => {
    const { run } = resolveWith('zustand', { required: '^5.0.0', chosen: { version: '5.1.0', from: 'mfe_auth' } });
    expect(run).toThrow('the shell provides no zustand');
  });

  it("refuses any other copy than the shell's, even of the same version", () => {
    const { run } = resolveWith('@pgportal/runtime/session', { required: '^1.0.0', chosen: remoteSession });
    expect(run).toThrow("would get @pgportal/runtime/session 1.0.0 from mfe_properties instead of the shell's 1.0.0");
  });
});
