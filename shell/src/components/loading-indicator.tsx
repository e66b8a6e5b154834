/**
 * A small centred spinner (styled by the kit's `.ui-spinner`), announced as "Loading...".
 * The shell's own: the kit's JavaScript is not loaded on the landing page.
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
      <span className="ui-spinner ui-spinner--md shell-loading__spinner" aria-hidden="true" />
    </div>
  );
}
