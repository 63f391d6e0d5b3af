export declare function buildOtherOriginSite(root: string, dir: string, backendPort: number): void
