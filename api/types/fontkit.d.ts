// fontkit 1.9 ships no types: pdf-lib's description of the fontkit it takes is the part we use.
declare module 'fontkit' {
  import type { Fontkit } from 'pdf-lib/cjs/types/fontkit';
  const fontkit: Fontkit;
  export default fontkit;
}
