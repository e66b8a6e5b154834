/**
 * A small centred spinner, announced as "Loading...". The shell's own (styles/base.css): the kit's
 * JavaScript is not loaded on the landing page.
 */
export function LoadingIndicator({
  fullScreen = false,
  label = 'Loading...',
}: {
  fullScreen?: boolean;
  label?: string;
}) {
  return (
    <div
      className={fullScreen ? 'shell-loading shell-loading--screen' : 'shell-loading'}
      role="status"
      aria-label={label}
    >
      <span className="shell-spinner" aria-hidden="true" />
    </div>
  );
}
