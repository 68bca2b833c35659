/**
 * Colours of code blocks. Every token keeps a contrast ratio of at least 4.5:1 (WCAG 2.2 AA) against the
 * block's background; tests/browser/accessibility.test.ts checks every colour of both themes.
 *
 * - Light: VS Code's Light+ (prism-react-renderer's `vsLight`, white background). Its attribute names are
 *   pure red (4.0:1); Light+ itself uses #e50000 (4.9:1). The lowest token is then numbers at 4.6:1.
 * - Dark: Dracula, whose comments (#6272a4) reach only 3.0:1 on #282a36; #8594c8 keeps the hue at 4.8:1.
 *   The lowest token is then "deleted" at 4.5:1.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function withColours(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.types.map((type) => colours[type]).find((value) => value !== undefined);
      return colour === undefined ? entry : {...entry, style: {...entry.style, color: colour}};
    }),
  };
}

export const lightCodeTheme: PrismTheme = withColours(themes.vsLight, {'attr-name': '#e50000'});
export const darkCodeTheme: PrismTheme = withColours(themes.dracula, {comment: '#8594c8'});
