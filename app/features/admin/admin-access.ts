import type { UserRole } from '~/contract/api/user'
import { STAFF_ROLES } from '~/contract/values/user'

/**
 * Staff are the `admin` and `operation` roles (spec 3); the backend refuses everyone else anyway.
 * This file stays free of the admin contract: the account menu asks it on every page.
 */
export function isStaffRole(role: UserRole | null | undefined): boolean {
  return role !== null && role !== undefined && (STAFF_ROLES as readonly UserRole[]).includes(role)
}

/**
 * A staff page's loader, run only for staff. The admin layout decides `staff` once (its
 * beforeLoad) and shows the 403 page instead of the child page otherwise, so a child must not
 * load (the backend would answer 403 and the page would become a server error).
 */
export function whenStaff<T>(context: { staff: boolean }, load: () => T): T | undefined {
  return context.staff ? load() : undefined
}
