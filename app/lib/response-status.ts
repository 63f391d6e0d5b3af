import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/**
 * Sets the HTTP status of the page being rendered on the server (a page that is rendered but
 * refuses its visitor, such as the staff pages for anyone else, answers 403). Nothing in the browser.
 */
export const setPageStatus = createIsomorphicFn()
  .server((status: number): void => setResponseStatus(status))
  .client((_status: number): void => {})
