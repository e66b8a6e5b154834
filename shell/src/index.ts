// An async boundary: shared modules are negotiated with the remotes' versions before any code runs.
void import('./bootstrap');
