// Server only (a front end's PICTURE_FILE, @pgportal/contracts/prerender): a signed-in page drawn
// for one visitor, with the session and the API answers the server passes in. Components read
// their data through SWR as in the browser; keys with no answer yet render as loading, and every
// key asked is reported so the server can fetch what is missing and draw again.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { SWRConfig, type Middleware } from 'swr';
import type { Picture, PictureRequest } from '@pgportal/contracts/prerender';
import { setDrawingPicture } from './hydration';
import { useLanguage } from './language';
import type { RemoteRoutesModule } from './remote-routes';
import { MemoryRouter, useRoutes } from './router';
import { useSession } from './session';

/** The longest one drawing may take (the server gives up on a whole page sooner, PICTURE_BUDGET_MS). */
const DRAW_LIMIT_MS = 1000;

const recordingKeys =
  (keys: Set<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    if (typeof key === 'string') keys.add(key);
    return useSWRNext(key, fetcher, config);
  };

/**
 * Zustand's hooks read a store's initial state when rendering outside a browser (React's server
 * snapshot): a picture is drawn with the state set for its visitor, so that becomes the initial one.
 */
function drawnAsNow<T extends object>(store: { getState: () => T; getInitialState: () => T }): void {
  Object.assign(store.getInitialState(), store.getState());
}

async function draw(
  render: (request: PictureRequest) => ReactNode,
  request: PictureRequest,
): Promise<Picture> {
  const { path, session, data, language } = request;
  const state = useSession.getState();
  if (session.kind === 'staff') state.signedInAsStaff(session.user);
  else state.signedInAsTenant(session.tenant);
  useLanguage.setState({ language });
  drawnAsNow(useSession);
  drawnAsNow(useLanguage);
  const keys = new Set<string>();
  const failures: unknown[] = [];
  // A cache of its own per picture, holding this visitor's answers: nothing reaches another's
  // picture. In the cache, not as fallback data: a read with only fallback data says it is loading.
  const cache = () =>
    new Map(
      Object.entries(data).map(([key, answer]) => [
        key,
        { data: answer, isLoading: false, isValidating: false },
      ]),
    );
  const tree = (
    <SWRConfig value={{ provider: cache, use: [recordingKeys(keys)] }}>{render(request)}</SWRConfig>
  );
  // The first pass waits for the lazy parts; the second writes the page whole. (A prerender's own
  // markup reveals parts that came late with inline scripts, which a picture cannot run.)
  // A part that never finishes loading must not hold this bundle's next pictures (drawn one at a time).
  const signal = AbortSignal.timeout(DRAW_LIMIT_MS);
  setDrawingPicture(true);
  let html: string;
  try {
    await prerender(tree, {
      signal,
      onError: (error) => {
        failures.push(error);
      },
    });
    if (signal.aborted) throw new Error(`the picture of ${path} took longer than ${DRAW_LIMIT_MS} ms`);
    if (failures.length > 0) throw new AggregateError(failures, `the picture of ${path} failed`);
    html = renderToString(tree);
  } finally {
    setDrawingPicture(false);
  }
  // A part that suspended again, or failed, would be left to a script: not a picture.
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`a part of the picture of ${path} did not render`);
  return { html, keys: [...keys] };
}

/**
 * The `picture` a front end's PICTURE_FILE exports, drawing `render(request)`. Pictures are drawn
 * one at a time: the session and language stores are this bundle's singletons.
 */
export function pictureOf(
  render: (request: PictureRequest) => ReactNode,
): (request: PictureRequest) => Promise<Picture> {
  let queue: Promise<unknown> = Promise.resolve();
  return (request) => {
    const drawn = queue.then(() => draw(render, request));
    queue = drawn.catch(() => undefined);
    return drawn;
  };
}

/** A remote's `picture`: the page of its routes at the path, or the widget asked for (nothing when it has none of that name). */
export function pictureOfRemote(module: RemoteRoutesModule): (request: PictureRequest) => Promise<Picture> {
  function PageAtPath() {
    return useRoutes(module.routes);
  }
  return pictureOf(({ path, widget }) => {
    const Widget = widget ? module.widgets?.[widget] : undefined;
    if (widget && !Widget) return null;
    return <MemoryRouter initialEntries={[path]}>{Widget ? <Widget /> : <PageAtPath />}</MemoryRouter>;
  });
}
