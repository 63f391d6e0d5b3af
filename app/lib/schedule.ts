// The overview is computed alike on the server and in the browser, so it lives with the shapes.
export { scheduleOverview } from '~/contract/values/time'
export type { OverviewDay } from '~/contract/api/catalogue'
