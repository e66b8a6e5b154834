// CSS modules in jest: `import * as styles from './button.module.css'` gives `styles.primary === 'primary'`,
// so components render their class names and tests keep working without a CSS pipeline.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => {
      if (key === '__esModule') return true; // lets SWC's import-* helper hand the proxy over as is
      return typeof key === 'string' ? key : undefined;
    },
  },
);
