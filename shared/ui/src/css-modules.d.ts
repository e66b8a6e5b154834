// `import * as styles from './button.module.css'`: rspack 2 CSS modules have named exports only,
// one per class. Every class may be missing as far as TypeScript knows (css-modules.test.ts checks
// that each class a component names exists in its stylesheet).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
