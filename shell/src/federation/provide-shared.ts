// The shell provides every shared singleton (DESIGN §1), but Module Federation provides only what a
// build imports. The landing page needs few of these, so they are imported here behind a dynamic
// import(): each becomes a lazy chunk registered in the share scope, fetched only when a remote (or
// a lazy part of the shell) asks for it. Listed here too: the ones the shell only gets through
// another package (react-dom, react-toastify, zustand), so that they never depend on that path.
// The router is ours (@pgportal/runtime/router, imported at boot): react-router itself is not shared.
// Called only when window.__PGPORTAL_PRELOAD_SHARED__ is set (never in normal use): see bootstrap.tsx.
export function provideLazySharedModules(): Promise<unknown[]> {
  return Promise.all([
    import('@pgportal/ui'),
    import('@pgportal/ui/basics'),
    import('@pgportal/ui/forms'),
    import('@pgportal/ui/data'),
    import('@pgportal/ui/toast'),
    import('@radix-ui/react-dialog'),
    import('@radix-ui/react-dropdown-menu'),
    import('@radix-ui/react-tabs'),
    import('react-hook-form'),
    import('@hookform/resolvers/zod'),
    import('zod'),
    import('i18next'),
    import('react-dom'),
    import('react-toastify'),
    import('zustand'),
    import('react/jsx-runtime'),
    import('react/jsx-dev-runtime'),
  ]);
}
