/**
 * The staff pages, in the order the staff navigation lists them: where each is, its name in the
 * catalogue, whether only its own address marks it current (the dashboard's users and appointments
 * pages have links of their own), what the overview says it is for (the overview itself has
 * nothing to say), and its icon (24-unit paths drawn like the shared icon set, for SvgIcon; they
 * load with these pages only).
 */
export const STAFF_PAGES = [
  { to: '/admin', label: 'admin.nav.overview', exact: true, about: null, icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { to: '/admin/verifications', label: 'admin.nav.verifications', exact: false, about: 'admin.overview.verifications', icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5' },
  { to: '/admin/dashboard', label: 'admin.nav.dashboard', exact: true, about: 'admin.overview.dashboard', icon: 'M4 20h16M7 16v-5M12 16V6M17 16v-8' },
  {
    to: '/admin/dashboard/users',
    label: 'admin.nav.users',
    exact: false,
    about: 'admin.overview.users',
    icon: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20a6.5 6.5 0 0113 0M16 4.5a3.5 3.5 0 010 6.5M18 14a6 6 0 013.5 6',
  },
  { to: '/admin/dashboard/appointments', label: 'admin.nav.appointments', exact: false, about: 'admin.overview.appointments', icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4' },
  { to: '/admin/cash-in', label: 'admin.nav.cashIn', exact: false, about: 'admin.overview.cashIn', icon: 'M12 4v10M8 10l4 4 4-4M4 16v4h16v-4' },
  { to: '/admin/cash-out', label: 'admin.nav.cashOut', exact: false, about: 'admin.overview.cashOut', icon: 'M12 14V4M8 8l4-4 4 4M4 16v4h16v-4' },
] as const
