/**
 * English in the visible text of a German page: function words and UI labels that a German page only shows
 * when a string escaped translation. Code, type and property names, HTTP methods, text marked as another
 * language (`lang="en"`, the language menu) and proper names are not prose and are left out.
 */
import {Parser} from 'htmlparser2';

/**
 * English words that are no German words, so a German sentence never contains them: function words and the
 * labels of the OpenAPI theme and of Docusaurus. ("an", "in", "will", "was", "also", "so", "die" and "man" are
 * German too, and names such as "Name", "Status" or "Schema" are the German words.)
 */
export const englishWords = [
  // function words
  'the',
  'and',
  'of',
  'to',
  'with',
  'for',
  'is',
  'are',
  'this',
  'that',
  'from',
  'by',
  'or',
  'not',
  'be',
  'been',
  'has',
  'have',
  'had',
  'your',
  'you',
  'its',
  'it',
  'on',
  'at',
  'which',
  'when',
  'if',
  'than',
  'then',
  'there',
  'these',
  'those',
  'can',
  'may',
  'must',
  'should',
  'would',
  'could',
  'does',
  'into',
  'only',
  'each',
  'every',
  'other',
  'after',
  'before',
  'about',
  'more',
  'no',
  'yes',
  'we',
  'they',
  'our',
  'their',
  'what',
  'who',
  'how',
  'why',
  'where',
  // UI labels
  'request',
  'requests',
  'response',
  'responses',
  'callback',
  'callbacks',
  'example',
  'examples',
  'required',
  'deprecated',
  'possible',
  'values',
  'untagged',
  'show',
  'hide',
  'copy',
  'copied',
  'loading',
  'search',
  'edit',
  'close',
  'previous',
  'next',
  'characters',
  'authorization',
  'authentication',
  'description',
  'update',
  'updated',
  'flow',
  'flows',
  'endpoint',
];

/**
 * English words that give themselves away inside a German compound too ("Path-Parameter", "Token-Endpoint"),
 * where German writes its own word (Pfadparameter, Token-Endpunkt). Other English parts of compounds are the
 * usual German developer words ("Request-Body", "Client-Credentials-Flow") and stay.
 */
export const englishCompoundParts = ['path', 'endpoint', 'endpoints'];

/**
 * Proper names with English words in them, each allowed where it stands as a whole. "Next" is the name of the
 * docs' only version in every locale, as the specification fixes it.
 */
export const properNames = ['Data Marketplace', 'Access to Account', 'Next'];

/** A name in German quotation marks is mentioned, not said: „Weather and climate“ is a category's name. */
const quoted = /„[^“]*“/g;

/** Elements whose text is no prose: code, scripts, graphics. */
const skippedTags = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'code',
  'pre',
  'kbd',
  'samp',
  'math',
]);
/** Classes of the OpenAPI theme around names and types, and of the HTTP method badges. */
const skippedClasses = [
  'openapi-schema__property',
  'openapi-schema__name',
  'openapi-schema__type',
  'openapi__method-endpoint',
  'badge',
  'token-line',
];
/** Attributes a reader sees as text: tooltips, placeholders, the text of an image that does not load. */
const textAttributes = ['title', 'placeholder', 'alt'];
/**
 * Tabs the theme labels with the name an example has in the description (`created`, `minimal`): names,
 * like a property's. A label that is no such name (a translated UI label) is prose.
 */
const exampleNameClass = 'openapi-tabs__schema-label';
const exampleName = /^[a-z][A-Za-z0-9_]*$/;

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

export interface Finding {
  /** The English word. */
  word: string;
  /** The words around it, as the page shows them. */
  phrase: string;
}

const wordList = new Set(englishWords);
const compoundParts = new Set(englishCompoundParts);
/** Words as a reader reads them: letters joined by hyphens, dots or apostrophes form one word ("Retry-After"). */
const tokenPattern = /[\p{L}\p{N}]+(?:[-.'’][\p{L}\p{N}]+)*/gu;

function findingsIn(text: string): Finding[] {
  let prose = text;
  for (const name of properNames) prose = prose.split(name).join(' ');
  prose = prose.replace(quoted, ' ');
  const findings: Finding[] = [];
  for (const match of prose.matchAll(tokenPattern)) {
    const word = match[0];
    const parts = word.toLowerCase().split(/[-.'’]/);
    if (
      !wordList.has(word.toLowerCase()) &&
      !(parts.length > 1 && parts.some((part) => compoundParts.has(part)))
    )
      continue;
    const start = Math.max(0, (match.index ?? 0) - 40);
    const phrase = prose
      .slice(start, (match.index ?? 0) + word.length + 40)
      .replace(/\s+/g, ' ')
      .trim();
    findings.push({word, phrase});
  }
  return findings;
}

interface Frame {
  /** The element's text is no prose. */
  skipped: boolean;
  /** The element labels a tab with an example's name. */
  exampleLabel: boolean;
}

/** The English words in the visible text of a page's HTML. */
export function englishInGermanPage(html: string): Finding[] {
  const findings: Finding[] = [];
  const stack: Frame[] = [];
  let text = '';
  const flush = (): void => {
    const top = stack[stack.length - 1];
    if (text.trim() !== '' && !(top?.exampleLabel === true && exampleName.test(text.trim()))) {
      findings.push(...findingsIn(text));
    }
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const classes = (attributes.class ?? '').split(/\s+/);
        const skipped =
          (stack[stack.length - 1]?.skipped ?? false) ||
          skippedTags.has(name) ||
          attributes.translate === 'no' ||
          (attributes.lang !== undefined && !attributes.lang.startsWith('de')) ||
          classes.some((className) => skippedClasses.includes(className));
        // An element ends a run of text: the words on either side are no phrase of their own.
        flush();
        if (!skipped) {
          for (const attribute of textAttributes) {
            const value = attributes[attribute];
            if (value) findings.push(...findingsIn(value));
          }
        }
        if (!voidElements.has(name)) stack.push({skipped, exampleLabel: classes.includes(exampleNameClass)});
      },
      ontext(value) {
        if (!(stack[stack.length - 1]?.skipped ?? false)) text += value;
      },
      onclosetag(name) {
        if (voidElements.has(name)) return;
        flush();
        stack.pop();
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  flush();
  return findings;
}
