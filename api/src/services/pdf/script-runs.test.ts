import { readFileSync } from 'node:fs';
import fontkit from 'fontkit';
import { scriptRuns } from './script-runs';

const font = fontkit.create(
  readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
);
const glyphs = (text: string) => font.layout(text).glyphs.map((glyph: { id: number }) => glyph.id);

describe('script runs', () => {
  it('cuts a line where it changes between Latin and Devanagari, keeping spaces, digits and ₹ in place', () => {
    expect(scriptRuns('Bilal Khan: 21 दिन')).toEqual(['Bilal Khan: 21 ', 'दिन']);
    expect(scriptRuns('21 दिन रहे (बाकी): Bilal Khan')).toEqual(['21 दिन रहे (बाकी): ', 'Bilal Khan']);
    expect(scriptRuns('किराया ₹5,000 for Nov 2026')).toEqual(['किराया ₹5,000 ', 'for Nov 2026']);
    expect(scriptRuns('Invoice INV-1')).toEqual(['Invoice INV-1']);
    expect(scriptRuns('')).toEqual([]);
  });

  it('gives each run the shaping it has alone, which a line starting in Latin does not', () => {
    // the reason for the runs: shaped after Latin, ि is not moved before its consonant
    const alone = glyphs('दिन');
    expect(glyphs('Bilal Khan: 21 दिन').slice(-alone.length)).not.toEqual(alone);
    const runs = scriptRuns('Bilal Khan: 21 दिन');
    expect(glyphs(runs[1]!)).toEqual(alone);
  });
});
