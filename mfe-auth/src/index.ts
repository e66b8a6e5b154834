// An async boundary: shared modules (React, the session store...) are negotiated before any code runs.
void import('./bootstrap');
