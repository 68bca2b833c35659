/**
 * The picture of a page's link preview, 1200 x 630 (the size Open Graph and X show large): the brand, the
 * page's section and its title, drawn with satori (layout and text to SVG) and rendered to PNG by resvg.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';

const previewSize = {width: 1200, height: 630} as const;

export interface Card {
  title: string;
  section: string;
  brand: string;
  /** The site's host, shown at the bottom. */
  host: string;
}

// Inter (SIL Open Font License 1.1) from @fontsource/inter; satori reads TTF, OTF and WOFF, not WOFF2.
const fontFile = (weight: 400 | 700): string =>
  path.join(
    path.dirname(require.resolve('@fontsource/inter/package.json')),
    'files',
    `inter-latin-${weight}-normal.woff`,
  );

/** What a cached picture depends on besides its texts: the fonts and the drawing below. */
export const templateFiles = [fontFile(400), fontFile(700), __filename];

let fonts: Array<{name: string; data: Buffer; weight: 400 | 700; style: 'normal'}> | undefined;
function loadFonts(): NonNullable<typeof fonts> {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: fs.readFileSync(fontFile(weight)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: Array<Node | string> | Node | string;
    [key: string]: unknown;
  };
}

const element = (
  type: string,
  style: Record<string, string | number>,
  children?: Node['props']['children'],
  props = {},
): Node => ({
  type,
  props: {style, children, ...props},
});

const logo =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b5cad"/>' +
      '<path d="M14 22 32 12l18 10v20L32 52 14 42Z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>' +
      '<path d="M14 22 32 32l18-10M32 32v20" fill="none" stroke="#7fd1ff" stroke-width="4" stroke-linejoin="round"/></svg>',
  ).toString('base64');

const textWidth = previewSize.width - 2 * 72;

/** A title of many words gets a smaller type, so that it fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 60) return 64;
  return 52;
}

function layout({title, section, brand, host}: Card): Node {
  return element(
    'div',
    {
      width: previewSize.width,
      height: previewSize.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '64px 72px 52px',
      // One flat colour: the PNG stays small (a gradient doubled its size) and quick to encode.
      backgroundColor: '#0b2545',
      borderBottom: '12px solid #0b5cad',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      element('div', {display: 'flex', alignItems: 'center'}, [
        element('img', {width: 64, height: 64, marginRight: 24}, undefined, {
          src: logo,
          width: 64,
          height: 64,
        }),
        element('div', {fontSize: 36, fontWeight: 700}, brand),
      ]),
      element('div', {display: 'flex', flexDirection: 'column', width: textWidth}, [
        element('div', {fontSize: 32, color: '#7fd1ff', marginBottom: 20}, section),
        element(
          'div',
          {
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.15,
            maxHeight: 3 * 1.15 * titleSize(title),
            overflow: 'hidden',
          },
          title,
        ),
      ]),
      element('div', {display: 'flex', fontSize: 26, color: '#b8c7d9'}, host),
    ],
  );
}

export async function renderCard(card: Card): Promise<Buffer> {
  const svg = await satori(layout(card) as unknown as Parameters<typeof satori>[0], {
    ...previewSize,
    fonts: loadFonts(),
  });
  return new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render().asPng();
}
