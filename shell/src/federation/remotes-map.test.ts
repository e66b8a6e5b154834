import { remoteNameFor } from './remote-names';
import { parseRemotesMap } from './remotes-map';

describe('remoteNameFor', () => {
  it.each([
    ['mfe-auth', 'mfe_auth'],
    ['mfe_properties', 'mfe_properties'],
    ['tenants', 'mfe_tenants'],
    ['MFE-COMPLAINTS', 'mfe_complaints'],
    ['billing', null],
  ])('%s -> %s', (key, name) => expect(remoteNameFor(key)).toBe(name));
});

describe('parseRemotesMap', () => {
  it('reads the server map and resolves relative manifest URLs against the page', () => {
    const map = parseRemotesMap(
      {
        'mfe-auth': '/mfe/mfe-auth/mf-manifest.json',
        'mfe-tenants': 'http://localhost:3003/mf-manifest.json',
        'mfe-unknown': '/x.json',
        'mfe-complaints': 42,
      },
      'http://portal.example/app/dashboard',
    );
    expect(map).toEqual({
      mfe_auth: 'http://portal.example/mfe/mfe-auth/mf-manifest.json',
      mfe_tenants: 'http://localhost:3003/mf-manifest.json',
    });
  });

  it('accepts the map inside an API envelope and ignores anything else', () => {
    expect(parseRemotesMap({ success: true, data: { auth: '/a.json' } }, 'http://h/')).toEqual({
      mfe_auth: 'http://h/a.json',
    });
    expect(parseRemotesMap(null, 'http://h/')).toEqual({});
    expect(parseRemotesMap('nope', 'http://h/')).toEqual({});
  });
});
