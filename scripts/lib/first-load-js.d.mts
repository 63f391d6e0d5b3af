export type ScannedScript = {
  /** Absolute URL. */
  url: string
  via: 'script' | 'module script' | 'modulepreload' | 'preload'
  module: boolean
  /** Added by the site's loader once the page has painted, not asked for with the HTML. */
  afterFirstFrame: boolean
}

/** The script-loading tags of an HTML document (and the scripts the site's loader adds after the first frame), in document order, and the inline scripts' text. */
export function scanHtml(html: string, pageUrl: string): { external: ScannedScript[]; inline: string[] }

/** The specifiers a module loads statically (`import … from`, `export … from`), not `import()`. */
export function staticImports(code: string): string[]

export type FirstLoadFile = {
  /** Absolute URL. */
  url: string
  /** Run by a `<script src>` of the page; the other files are chunks it imports, or preloads. */
  entry: boolean
  /** Named by a `<link rel="modulepreload">` (or `rel="preload" as="script"`) of the page. */
  preloaded: boolean
  /** Absolute URLs of the modules that import this one statically. */
  importedBy: string[]
  /** Bytes of the file itself. */
  raw: number
  /** Bytes once gzipped at level 9. */
  gzip: number
}

export type FirstLoadJs = {
  url: string
  /** Where the page ended up after redirects. */
  finalUrl: string
  html: { raw: number; gzip: number }
  files: FirstLoadFile[]
  total: { files: number; raw: number; gzip: number }
  /** Inline scripts of the HTML (compressed together, as they travel inside it). */
  inline: { count: number; raw: number; gzip: number }
}

/** Measures the first-load JavaScript of `path` on the server at `baseUrl`. */
export function measureFirstLoadJs(baseUrl: string, path?: string, options?: { headers?: Record<string, string> }): Promise<FirstLoadJs>
