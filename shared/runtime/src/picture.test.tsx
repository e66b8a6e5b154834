/**
 * @jest-environment node
 */
// A picture of a signed-in page (issue 43), drawn as the server draws it: with the visitor's
// session and the answers given, reporting the keys its components asked for; one visitor's
// drawing never shows in another's; a part that never loads gives up without holding the next.
import { Suspense, use } from 'react';
import useSWR from 'swr';
import type { PictureRequest, PictureSession } from '@pgportal/contracts/prerender';
import type { TenantSummary, User } from '@pgportal/contracts/types';
import { pictureOf } from './picture';
import { useSession } from './session';
import { useHydrated } from './hydration';
import { useLanguage } from './language';
import { renderToString } from 'react-dom/server';

const staff = (name: string): PictureSession => ({
  kind: 'staff',
  user: { _id: name, name, email: `${name}@example.com`, role: 'SUPER_ADMIN' } as unknown as User,
});
const tenant: PictureSession = {
  kind: 'tenant',
  tenant: { _id: 't1', fullName: 'Ravi', language: 'en' } as unknown as TenantSummary,
};

/** Who is signed in, and the stats answer (loading until the server gives it). */
function Page() {
  const user = useSession((state) => state.user?.name ?? state.tenant?._id ?? 'nobody');
  // as the portal's reads do: a fetcher (never called while drawing)
  const { data, isLoading } = useSWR('/stats/', () => new Promise<{ totalBeds: number }>(() => undefined));
  return (
    <p>
      {user}: {isLoading ? 'loading' : `${data?.totalBeds} beds`}
    </p>
  );
}

const request = (session: PictureSession, data: Record<string, unknown> = {}): PictureRequest => ({
  path: '/app/dashboard',
  session,
  data,
  language: 'en',
});

/** The language a page is drawn in: the hydrated page's (a picture is drawn as the live page renders). */
function Words() {
  const hydrated = useHydrated();
  const language = useLanguage((state) => state.language);
  return <p>{hydrated ? language : 'not hydrated'}</p>;
}

describe('pictureOf', () => {
  const picture = pictureOf(() => <Page />);

  it('draws with the session and the answers given, and names the keys asked for', async () => {
    expect(await picture(request(staff('asha')))).toEqual({
      html: '<p>asha<!-- -->: <!-- -->loading</p>',
      keys: ['/stats/'],
    });
    expect((await picture(request(staff('asha'), { '/stats/': { totalBeds: 22 } }))).html).toBe(
      '<p>asha<!-- -->: <!-- -->22 beds</p>',
    );
  });

  it('draws each visitor with their own session and answers, even side by side', async () => {
    const [first, second] = await Promise.all([
      picture(request(staff('asha'), { '/stats/': { totalBeds: 1 } })),
      picture(request(tenant)),
    ]);
    expect(first.html).toBe('<p>asha<!-- -->: <!-- -->1 beds</p>');
    expect(second.html).toBe('<p>t1<!-- -->: <!-- -->loading</p>');
  });

  it('draws in the language asked for, as the live page renders, and leaves hydration as it was', async () => {
    const words = pictureOf(() => <Words />);
    expect((await words({ ...request(tenant), language: 'hi' })).html).toBe('<p>hi</p>');
    expect(renderToString(<Words />)).toBe('<p>not hydrated</p>');
  });

  it('gives up on a part that never loads, and draws the next picture', async () => {
    const never = new Promise<never>(() => undefined);
    function Stuck() {
      use(never);
      return null;
    }
    const drawn = pictureOf(({ path }) =>
      path === '/stuck' ? (
        <Suspense fallback="waiting">
          <Stuck />
        </Suspense>
      ) : (
        <Page />
      ),
    );
    await expect(drawn({ ...request(staff('asha')), path: '/stuck' })).rejects.toThrow(/took longer than/);
    // the same bundle's next picture is not held behind it
    expect((await drawn(request(staff('ravi')))).html).toContain('ravi');
  });
});
