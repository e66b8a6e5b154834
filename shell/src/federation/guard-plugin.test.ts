import { GUARD_PLUGIN_NAME, isStrictShareKey, shellSharesOf, strictSingletonGuard } from './guard-plugin';

interface Entry {
  version: string;
  from: string;
}

const shellSession: Entry = { version: '1.0.0', from: 'shell' };
const remoteSession: Entry = { version: '1.0.0', from: 'mfe_properties' };
const shellKit: Entry = { version: '1.0.0', from: 'shell' };
const scopeMap = {
  default: {
    '@pgportal/runtime/session': { '1.0.0': shellSession },
    'react/jsx-runtime': { '19.3.1': { version: '19.3.1', from: 'shell' } },
    '@pgportal/ui': { '1.0.0': shellKit },
    zustand: { '5.1.0': { version: '5.1.0', from: 'mfe_auth' } },
  },
};

/** Runs the guard's resolveShare the way Module Federation does: emit, then call the resolver. */
function resolveWith(
  pkgName: string,
  { required, chosen, brings = '1.0.0' }: { required: string | false; chosen: Entry | undefined; brings?: string },
) {
  const plugin = strictSingletonGuard(shellSharesOf(scopeMap, 'shell'));
  const original = jest.fn(() => (chosen ? { shared: chosen, useTreesShaking: false } : undefined));
  const args = {
    pkgName,
    scope: 'default',
    version: chosen?.version ?? '',
    shareScopeMap: scopeMap,
    shareInfo: { from: 'mfe_properties', version: brings, shareConfig: { requiredVersion: required } },
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
  it("keeps the strict entries the shell registered, with their version and the entry itself", () => {
    const shares = shellSharesOf(scopeMap, 'shell');
    expect([...shares.keys()].sort()).toEqual(['@pgportal/runtime/session', 'react/jsx-runtime']);
    expect(shares.get('@pgportal/runtime/session')).toEqual({ version: '1.0.0', entry: shellSession });
  });
});

describe('strictSingletonGuard', () => {
  it('has a name, so registering it twice keeps one', () => {
    expect(strictSingletonGuard(new Map()).name).toBe(GUARD_PLUGIN_NAME);
  });

  it('leaves packages that are not strict singletons alone', () => {
    const { emitted, original } = resolveWith('@pgportal/ui', { required: '^2.0.0', chosen: shellKit });
    expect(emitted.resolver).toBe(original);
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
