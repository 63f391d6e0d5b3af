import type { Page } from '@playwright/test'

export declare const BOARD_CANVAS: string
export declare function boardPoint(page: Page, fx: number, fy: number): Promise<{ x: number; y: number }>
export declare function inkAppears(page: Page, fx: number, fy: number, reach?: number): Promise<number>
export declare function strokeShowsWhileDrawn(drawer: Page, watcher: Page, from: [number, number], to: [number, number]): Promise<number>
