/**
 * The staff pages' own artwork (24-unit paths drawn like the shared icon set, for SvgIcon): it
 * loads with these pages only.
 */
export const staffIcons = {
  overview: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  verifications: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  dashboard: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  users: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20a6.5 6.5 0 0113 0M16 4.5a3.5 3.5 0 010 6.5M18 14a6 6 0 013.5 6',
  appointments: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  cashIn: 'M12 4v10M8 10l4 4 4-4M4 16v4h16v-4',
  cashOut: 'M12 14V4M8 8l4-4 4 4M4 16v4h16v-4',
} as const

export type StaffIcon = keyof typeof staffIcons
