/**
 * Checks that the guides and the OpenAPI description say the same thing. Each returns findings with the file and
 * line of the guide; none needs a build.
 */
import semver from 'semver';

import type {DescribedOperation, DescriptionFacts} from './description';
import type {CodeBlock, Page} from '../../../src/handWrittenPages';

export interface Finding {
  file: string;
  line: number;
  message: string;
}

const finding = (page: Page, line: number, message: string): Finding => ({file: page.file, line, message});

/** Headers OpenAPI describes elsewhere (security schemes, media types), never as header objects. */
const implicitHeaders = new Set(['authorization', 'content-type', 'accept']);

interface Header {
  name: string;
  value: string;
  line: number;
}

/** A call to the API in an example: an ```http request``` block's request, or a curl call of a shell block. */
interface ApiCall {
  kind: 'the example request' | 'the curl call';
  method: string;
  target: string;
  headers: Header[];
  line: number;
  body: string;
}

/** The header lines that follow the first line of an HTTP message, up to the first blank line. */
function headersOf(lines: readonly string[], firstLine: number): Header[] {
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '');
  return lines.slice(1, end < 0 ? undefined : end).flatMap((line, index) => {
    const header = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    return header ? [{name: header[1] ?? '', value: header[2] ?? '', line: firstLine + 1 + index}] : [];
  });
}

/** Headers of a raw HTTP response in an ```http``` block (`HTTP/1.1 429 …` and the lines after it). */
function httpResponseHeadersOf(block: CodeBlock): Header[] {
  const lines = block.value.split('\n');
  return /^HTTP\/\S+\s+\d{3}/.test(lines[0] ?? '') ? headersOf(lines, block.line + 1) : [];
}

const apiOrigin = /https:\/\/(?:sandbox\.)?api\.data-marketplace\.example(\/v\d+\/[^\s"'\\]*)/;

/** The curl calls of a shell block that go to the API, with their headers; continuation lines joined. */
function curlCallsOf(block: CodeBlock): ApiCall[] {
  const calls: ApiCall[] = [];
  const lines = block.value.split('\n');
  for (let index = 0; index < lines.length; index++) {
    if (!/(?:^|[\s;|&(])curl\s/.test(lines[index] ?? '')) continue;
    let command = lines[index] ?? '';
    let end = index;
    while (command.trimEnd().endsWith('\\') && end + 1 < lines.length) {
      end += 1;
      command = command.trimEnd().slice(0, -1) + ' ' + (lines[end] ?? '');
    }
    const url = apiOrigin.exec(command);
    if (url === null) continue;
    const line = block.line + 1 + index;
    const explicit = /(?:-X|--request)\s+([A-Z]+)/.exec(command)?.[1];
    const sendsData = /\s(?:-F|--form|-d|--data\S*)\s/.test(command);
    const headers = [...command.matchAll(/(?:-H|--header)\s+["']([A-Za-z0-9-]+):\s*([^"']*)["']/g)].map(
      (match) => ({name: match[1] ?? '', value: match[2] ?? '', line}),
    );
    const method = explicit ?? (sendsData ? 'POST' : 'GET');
    calls.push({kind: 'the curl call', method, target: url[1] ?? '', headers, line, body: ''});
    index = end;
  }
  return calls;
}

/** The calls to the API a code block shows. */
function apiCallsOf(block: CodeBlock): ApiCall[] {
  if (['bash', 'sh', 'shell'].includes(block.lang)) return curlCallsOf(block);
  if (block.lang !== 'http' || !/\brequest\b/.test(block.meta)) return [];
  const lines = block.value.split('\n');
  const start = /^([A-Z]+)\s+(\S+)/.exec(lines[0] ?? '');
  if (start === null) return [];
  return [
    {
      kind: 'the example request',
      method: start[1] ?? '',
      target: start[2] ?? '',
      headers: headersOf(lines, block.line + 1),
      line: block.line + 1,
      body: block.value.split('\n\n').slice(1).join('\n\n'),
    },
  ];
}

/** Every HTTP header a page names – in examples and in inline code – is declared in the description. */
export function checkHeaders(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const findings: Finding[] = [];
  const report = (page: Page, line: number, name: string, where: string) => {
    if (implicitHeaders.has(name.toLowerCase()) || api.headers.has(name.toLowerCase())) return;
    findings.push(
      finding(
        page,
        line,
        `${where} names the header ${name}, which no response or parameter of the description declares`,
      ),
    );
  };
  for (const page of pages) {
    for (const block of page.codeBlocks) {
      for (const call of apiCallsOf(block))
        for (const header of call.headers) report(page, header.line, header.name, call.kind);
      if (block.lang === 'http')
        for (const header of httpResponseHeadersOf(block))
          report(page, header.line, header.name, 'the example response');
    }
    for (const code of page.inlineCode) {
      const name = /^([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)(?::\s.*)?$/.exec(code.value)?.[1];
      if (name === undefined) continue;
      const hyphenated = name.includes('-');
      const saysHeader = new RegExp(
        `header[^.]{0,40}${escape(code.value)}|${escape(code.value)}[^.]{0,40}header`,
        'i',
      );
      // Title case, as headers are written (`Retry-After`, `Location`); `POST` or `CANCELLED` are no headers.
      if (!/[a-z]/.test(name)) continue;
      if (hyphenated || saysHeader.test(code.context)) report(page, code.line, name, 'the text');
    }
  }
  return findings;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const camelCase = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;
const fieldPath = /^[a-z][A-Za-z0-9]*(?:\[\])?(?:\.[a-z][A-Za-z0-9]*(?:\[\])?)*$/;

/**
 * Every field name in inline code that looks like an API field exists in the description: a camelCase name
 * (`subscriptionId`), a path (`subscriptions[].status`, `page.number`) or the name of `name: value`.
 */
export function checkFieldNames(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const operationIds = new Set(api.operations.map((operation) => operation.operationId));
  const schemes = new Set(api.operations.flatMap((operation) => [...operation.schemes]));
  const known = (name: string) =>
    api.properties.has(name) || api.parameters.has(name) || operationIds.has(name) || schemes.has(name);
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const code of page.inlineCode) {
      const value = code.value.trim();
      const assignment = /^([a-z][A-Za-z0-9]*(?:\[\])?(?:\.[a-z][A-Za-z0-9]*(?:\[\])?)*):\s+\S/.exec(
        value,
      )?.[1];
      let names: string[] = [];
      if (assignment !== undefined) names = assignment.split('.');
      else if (fieldPath.test(value) && (value.includes('.') || value.includes('[]')))
        names = value.split('.');
      else if (camelCase.test(value)) names = [value];
      for (const name of names.map((segment) => segment.replace('[]', ''))) {
        if (!known(name)) {
          findings.push(
            finding(
              page,
              code.line,
              `\`${value}\` names ${name}, which is no property, parameter or operation of the description`,
            ),
          );
        }
      }
    }
  }
  return findings;
}

/** Every state of a lifecycle diagram (`stateDiagram-v2`) is a value of one status enum of the description. */
export function checkLifecycleStates(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const block of page.codeBlocks) {
      if (block.lang !== 'mermaid' || !/^\s*stateDiagram/.test(block.value)) continue;
      const states = new Set<string>();
      for (const line of block.value.split('\n')) {
        const transition = /^\s*(\S+)\s*-->\s*([^\s:]+)/.exec(line);
        if (transition) for (const state of [transition[1], transition[2]]) if (state) states.add(state);
        const declared = /^\s*state\s+(\S+)/.exec(line)?.[1];
        if (declared) states.add(declared);
      }
      states.delete('[*]');
      if (states.size === 0) continue;
      const fits = api.enums.some((status) => [...states].every((state) => status.values.has(state)));
      if (fits) continue;
      const closest = [...api.enums].sort(
        (a, b) =>
          [...states].filter((state) => b.values.has(state)).length -
          [...states].filter((state) => a.values.has(state)).length,
      )[0];
      const missing = [...states].filter((state) => !closest?.values.has(state));
      findings.push(
        finding(
          page,
          block.line,
          `the lifecycle diagram has the state${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which the ` +
            `status enum ${closest?.where ?? '(none)'} (${[...(closest?.values ?? [])].join(', ')}) does not have`,
        ),
      );
    }
  }
  return findings;
}

/** `info.version` is the newest release of the changelog, in both languages. */
export function checkVersion(
  changelogs: ReadonlyArray<{file: string; text: string}>,
  api: DescriptionFacts,
): Finding[] {
  return changelogs.flatMap(({file, text}) => {
    const lines = text.split('\n');
    const index = lines.findIndex((line) => /^##\s+\d+\.\d+\.\d+/.test(line));
    const newest = /^##\s+(\d+\.\d+\.\d+)/.exec(lines[index] ?? '')?.[1];
    if (newest === api.version) return [];
    return [
      {
        file,
        line: index + 1,
        message:
          newest === undefined
            ? 'has no release heading (## 1.2.3 – date)'
            : `the newest release is ${newest}, but the description's info.version is ${api.version}`,
      },
    ];
  });
}

/** A version number in prose: `1.1.0`, not part of an IP address such as `203.0.113.10`. */
const versionNumber = /(?<![\d.])(\d{1,2}\.\d{1,3}\.\d{1,3})(?!\.?\d)/g;
const dateLabel = /^##\s+\d+\.\d+\.\d+\s+[–-]\s+\d{4}-\d{2}-\d{2}/;

/**
 * Every version number the published site shows agrees with the released version, the newest folder of
 * `openapi/releases/`: a page or the announcement names no version that is not published, or newer than the
 * released one; a changelog's first dated release is the released version. The section of the release in
 * preparation (a changelog heading without a date) is skipped: only a preview build shows it. The footer and
 * `/openapi.yaml` come from the description, which a production build requires to be the newest release
 * (src/plugins/openapi-download).
 */
export function checkSiteVersions(
  files: ReadonlyArray<{file: string; text: string; changelog?: boolean}>,
  published: readonly string[],
): Finding[] {
  const released = published[0] ?? '';
  const known = new Set(published);
  const findings: Finding[] = [];
  for (const {file, text, changelog} of files) {
    let inFence = false;
    let inPreparation = false;
    let firstDated = true;
    text.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return;
      if (changelog && /^##\s/.test(line)) {
        inPreparation = /^##\s+\d+\.\d+\.\d+/.test(line) && !dateLabel.test(line);
        if (dateLabel.test(line) && firstDated) {
          firstDated = false;
          const version = /^##\s+(\d+\.\d+\.\d+)/.exec(line)?.[1] ?? '';
          if (version !== released) {
            findings.push({
              file,
              line: index + 1,
              message: `the newest dated release is ${version}, but the released version (openapi/releases/) is ${released}`,
            });
          }
        }
      }
      if (inPreparation) return;
      for (const match of line.matchAll(versionNumber)) {
        const version = match[1] ?? '';
        if (known.has(version) && !semver.gt(version, released)) continue;
        findings.push({
          file,
          line: index + 1,
          message: `names version ${version}, but the released version (openapi/releases/) is ${released}: the published site shows no other`,
        });
      }
    });
  }
  return findings;
}

/** Pages of the API section that are not operations. */
const apiPages = new Set(['', 'introduction']);

/** Every operation a page links, calls in an example or names as `METHOD /path` exists in the description. */
export function checkOperations(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const slugs = new Set(api.operations.map((operation) => operation.slug));
  const findings: Finding[] = [];
  const call = (page: Page, line: number, method: string, target: string, where: string) => {
    if (api.operationFor(method, target) !== undefined) return;
    findings.push(
      finding(page, line, `${where} ${method} ${target}, but the description has no such operation`),
    );
  };
  for (const page of pages) {
    for (const link of page.links) {
      const slug = /^\/api\/?([^#?]*)/.exec(link.url)?.[1];
      if (slug === undefined || apiPages.has(slug) || slugs.has(slug)) continue;
      findings.push(
        finding(page, link.line, `links ${link.url}, but no operation has the page /api/${slug}`),
      );
    }
    for (const block of page.codeBlocks)
      for (const request of apiCallsOf(block))
        call(page, request.line, request.method, request.target, `${request.kind} calls`);
    for (const code of page.inlineCode) {
      const named = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/v\d+\/\S*)$/.exec(code.value.trim());
      if (named) call(page, code.line, named[1] ?? '', named[2] ?? '', 'the text names');
    }
  }
  return findings;
}

/** The token placeholder an operation's examples send (DECISIONS.md), or undefined for a public operation. */
function tokenPlaceholder(operation: DescribedOperation): string | undefined {
  if (operation.schemes.size === 0) return undefined;
  return operation.schemes.has('clientCredentials') ? '$ACCESS_TOKEN' : '$PERSONAL_TOKEN';
}

/**
 * Examples send the token of the caller the operation allows: `$ACCESS_TOKEN` where a technical user may call it,
 * `$PERSONAL_TOKEN` where only people may (or where the example is a person's call the operation accepts), or none.
 */
export function checkTokenPlaceholders(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const call of page.codeBlocks.flatMap(apiCallsOf)) {
      const operation = api.operationFor(call.method, call.target);
      if (operation === undefined) continue;
      const expected = tokenPlaceholder(operation);
      const authorization = call.headers.find((header) => header.name.toLowerCase() === 'authorization');
      const sent = authorization?.value;
      const line = authorization?.line ?? call.line;
      if (expected === undefined && sent !== undefined) {
        findings.push(
          finding(page, line, `${operation.operationId} is public; send no Authorization header`),
        );
      } else if (
        expected !== undefined &&
        sent !== `Bearer ${expected}` &&
        // A person's call (registering an organization, the operator's own calls) may send the personal token
        // wherever the operation accepts it.
        !(sent === 'Bearer $PERSONAL_TOKEN' && operation.schemes.has('bearerAuth'))
      ) {
        const message = `${operation.operationId} needs Authorization: Bearer ${expected}, not ${sent ?? 'none'}`;
        findings.push(finding(page, line, message));
      }
    }
  }
  return findings;
}

/** The lines of the section that the heading with `{#id}` starts, and the line of that heading. */
function sectionOf(page: Page, id: string): {line: number; text: string} | undefined {
  const lines = page.text.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#{2,}\\s.*\\{#${id}\\}\\s*$`).test(line));
  if (start < 0) return undefined;
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 2;
  const end = lines.findIndex(
    (line, index) => index > start && (/^#+(?=\s)/.exec(line)?.[0].length ?? 7) <= level,
  );
  return {line: start + 1, text: lines.slice(start, end < 0 ? undefined : end).join('\n')};
}

/** Doc IDs the guides overview lists under its reading order, in order (`/docs/guides/x/` is `guides/x/index`). */
function readingOrder(page: Page): {line: number; ids: string[]} | undefined {
  const section = sectionOf(page, 'reading-order');
  if (section === undefined) return undefined;
  const ids = [...section.text.matchAll(/\]\((\/docs\/guides\/[^)#\s]*)\)/g)].map((match) => {
    const url = (match[1] ?? '').replace(/^\/docs\//, '');
    return url.endsWith('/') ? `${url}index` : url;
  });
  return {line: section.line, ids};
}

/** The sidebar lists the guides in the order the guides overview recommends. */
export function checkSidebarOrder(overviews: readonly Page[], sidebarIds: readonly string[]): Finding[] {
  return overviews.flatMap((page) => {
    const order = readingOrder(page);
    if (order === undefined) return [finding(page, 1, 'has no reading order section ({#reading-order})')];
    const same =
      order.ids.length === sidebarIds.length && order.ids.every((id, index) => id === sidebarIds[index]);
    if (same) return [];
    return [
      finding(
        page,
        order.line,
        `recommends the order ${order.ids.join(', ')}, but sidebars.ts lists the guides as ${sidebarIds.join(', ')}`,
      ),
    ];
  });
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The IDs of the sandbox's seed data: the table of the section `{#sandbox-seed-data}` of a page. */
export function seedIds(page: Page): Set<string> {
  return new Set(sectionOf(page, 'sandbox-seed-data')?.text.match(uuid) ?? []);
}

const isResponse = (block: CodeBlock) => block.lang === 'json' && /\bresponse\b/.test(block.meta);
const isObjectValue = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reader's own objects in a quick start's responses: what a 201 creates, and the organizations and teams
 * `GET /v1/me` returns for the reader.
 */
function ownIds(block: CodeBlock, operationId: string | undefined): string[] {
  let body: unknown;
  try {
    body = JSON.parse(block.value);
  } catch {
    return [];
  }
  if (/\bstatus=201\b/.test(block.meta)) {
    const created = Array.isArray(body) ? body : [body];
    return created.flatMap((item) => (isObjectValue(item) && typeof item.id === 'string' ? [item.id] : []));
  }
  if (operationId === 'fetchUserData' && isObjectValue(body) && Array.isArray(body.memberships)) {
    return body.memberships.flatMap((membership: unknown) =>
      isObjectValue(membership)
        ? [
            membership.organizationId,
            ...(Array.isArray(membership.teamIds) ? membership.teamIds : []),
          ].filter((id): id is string => typeof id === 'string')
        : [],
    );
  }
  return [];
}

/**
 * A quick start is finished without guessing: every ID a request sends (in its path or body) appears earlier on
 * the page, and the scopes its technical user gets cover every later call the technical user makes. The reader's
 * own objects never carry the IDs of the sandbox's seed data, so nobody mistakes a seed object for their own.
 */
export function checkQuickStart(
  page: Page,
  api: DescriptionFacts,
  seeds: ReadonlySet<string> = new Set(),
): Finding[] {
  const findings: Finding[] = [];
  const lines = page.text.split('\n');
  let granted: Set<string> | undefined;
  let lastOperation: string | undefined;
  for (const block of page.codeBlocks) {
    if (isResponse(block)) {
      const operationId = /\boperation=(\S+)/.exec(block.meta)?.[1] ?? lastOperation;
      for (const id of ownIds(block, operationId).filter((own) => seeds.has(own))) {
        findings.push(
          finding(
            page,
            block.line,
            `shows ${id}, an ID of the sandbox's seed data, as the reader's own object: give the example an ID ` +
              'of its own',
          ),
        );
      }
      continue;
    }
    for (const request of apiCallsOf(block)) {
      const earlier = lines.slice(0, request.line - 1).join('\n');
      const unknown = [...`${request.target}\n${request.body}`.matchAll(uuid)]
        .map((match) => match[0])
        .filter((id, index, all) => all.indexOf(id) === index && !earlier.includes(id));
      if (unknown.length > 0) {
        findings.push(
          finding(
            page,
            request.line,
            `sends ${unknown.join(', ')}, which no earlier step or text on the page gives`,
          ),
        );
      }
      const operation = api.operationFor(request.method, request.target);
      lastOperation = operation?.operationId;
      if (operation === undefined) continue;
      if (operation.operationId === 'createTechnicalUser') {
        const scopes = /"scopes"\s*:\s*\[([^\]]*)\]/.exec(request.body)?.[1] ?? '';
        granted = new Set([...scopes.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ''));
        continue;
      }
      const sendsAccessToken = request.headers.some((header) => header.value.includes('$ACCESS_TOKEN'));
      if (!sendsAccessToken || operation.scopes.length === 0) continue;
      if (granted === undefined) {
        findings.push(
          finding(page, request.line, `calls ${operation.operationId} before a technical user is created`),
        );
      } else if (!operation.scopes.some((scope) => granted?.has(scope))) {
        findings.push(
          finding(
            page,
            request.line,
            `${operation.operationId} needs the scope ${operation.scopes.join(' or ')}, which the technical user of ` +
              `this quick start does not get (${[...granted].join(', ')})`,
          ),
        );
      }
    }
  }
  return findings;
}

/** First letters may differ in case: a title can start a sentence or stand inside one. */
const sameTitle = (text: string, title: string) =>
  text === title ||
  (text.slice(1) === title.slice(1) && text.charAt(0).toLowerCase() === title.charAt(0).toLowerCase());

/**
 * A link to an operation's page names it as the page does: its text is the operation's title (its summary) in the
 * page's language, or in code its operationId or `METHOD /path`. A reader who follows "Get a file" and lands on
 * "Download a file sharing file" wonders whether it is the right page.
 */
export function checkOperationLinkTexts(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const bySlug = new Map(api.operations.map((operation) => [operation.slug, operation]));
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const slug = /^\/api\/([^#?/]+)\/?(?:[#?].*)?$/.exec(link.url)?.[1];
      const operation = slug === undefined ? undefined : bySlug.get(slug);
      if (operation === undefined || link.text === '') continue;
      const text = link.text.replace(/\s+/g, ' ').trim();
      const title = operation.titles[page.locale];
      if (link.code) {
        if (text === operation.operationId || text === `${operation.method} ${operation.path}`) continue;
        findings.push(
          finding(
            page,
            link.line,
            `links ${link.url} as \`${text}\`: in code, name it ${operation.operationId} or ` +
              `${operation.method} ${operation.path}`,
          ),
        );
      } else if (!sameTitle(text, title)) {
        findings.push(finding(page, link.line, `links ${link.url} as "${text}": its title is "${title}"`));
      }
    }
  }
  return findings;
}

/**
 * A diagram illustrates a sentence, it does not finish it: the text before a mermaid diagram does not end with a
 * colon. Readers who do not see the diagram (a screen reader, the Markdown copy, a diagram that failed to draw)
 * would be left with "So verläuft ein Abonnement:" and nothing after it.
 */
export function checkDiagramIntroductions(pages: readonly Page[]): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    const lines = page.text.split('\n');
    for (const block of page.codeBlocks) {
      if (block.lang !== 'mermaid') continue;
      let index = block.line - 2;
      while (index >= 0 && (lines[index] ?? '').trim() === '') index--;
      const before = (lines[index] ?? '').trim();
      if (!before.endsWith(':') || before.startsWith('```') || before.startsWith('|')) continue;
      findings.push(
        finding(
          page,
          index + 1,
          'introduces the diagram below with a colon: say in the sentence what the diagram shows, so that it ' +
            'stands on its own for readers who do not see the diagram',
        ),
      );
    }
  }
  return findings;
}
