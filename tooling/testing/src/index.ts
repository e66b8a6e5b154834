export { deferred, fail, mockApi, ok, settle } from './mock-api';
export type { MockHandler, MockReply, MockRequest } from './mock-api';
export { renderPage, renderRoutes, resetSession, sampleStaffUser, sampleTenant, signInAs } from './render-page';
export type { RenderPageOptions } from './render-page';
export { waitForToastToLeave } from './toasts';
export { sampleUrl, unmountedPaths } from './remote-contract';
export { anotherBundlesContracts } from './another-bundle';
