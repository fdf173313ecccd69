// saxon-js ships no types: the part of its API this package uses.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal?: unknown;
    stylesheetBaseURI?: string;
    sourceText?: string;
    destination?: 'document' | 'serialized' | 'raw';
  }
  interface TransformResult {
    principalResult: unknown;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): TransformResult;
    XPath: {
      evaluate(
        expression: string,
        context: unknown,
        options?: { namespaceContext?: Record<string, string>; resultForm?: 'array' | 'iterator' | 'xdm' },
      ): unknown;
    };
  };
  export default SaxonJS;
}
