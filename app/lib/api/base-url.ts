import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import { config } from '../config'

/**
 * The backend's base URL. By default the backend shares the page's origin: the browser can use
 * relative URLs, but SSR needs an absolute one, so it takes the origin of the request it renders.
 */
export const backendBaseUrl = createIsomorphicFn()
  .server((): string => config.backendHost || getRequestUrl().origin)
  .client((): string => config.backendHost)
