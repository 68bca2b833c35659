/**
 * The languages of the code samples on every operation page, in tab order. One list for the build-time
 * generator (src/api-reference/codeSamples.ts), the theme's tab config and the page component.
 */
export interface CodeSampleLanguage {
  /** Postman code generator language key; also the theme's tab key and logo class. */
  key: string;
  /** Postman code generator variant. */
  variant: string;
  /** `lang` of the sample in `x-codeSamples`: the generator's label, which the theme matches samples by. */
  lang: string;
  /** Prism language of the code block. */
  highlight: string;
}

export const codeSampleLanguages: readonly CodeSampleLanguage[] = [
  {key: 'curl', variant: 'cURL', lang: 'cURL', highlight: 'bash'},
  {key: 'javascript', variant: 'Fetch', lang: 'JavaScript', highlight: 'javascript'},
  {key: 'python', variant: 'Requests', lang: 'Python', highlight: 'python'},
  {key: 'java', variant: 'OkHttp', lang: 'Java', highlight: 'java'},
  {key: 'go', variant: 'Native', lang: 'Go', highlight: 'go'},
  {key: 'csharp', variant: 'HttpClient', lang: 'C#', highlight: 'csharp'},
];
