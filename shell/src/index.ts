// An async boundary: shared modules are negotiated with the remotes' versions before any code runs.
// A pre-rendered page (the landing, sign-in and not-found pages) paints first: the portal starts
// after the next frame, so fetching and running its scripts never hold that first paint back.
const start = () => void import('./bootstrap');
if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();
