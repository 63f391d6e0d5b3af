import { config } from '~/app/lib/config'
import { pageOrigin } from '~/app/lib/origin'

/**
 * The backend's base URL. By default the backend shares the page's origin: the browser can use
 * relative URLs, but SSR needs an absolute one, so it takes the origin of the request it renders.
 */
export function backendBaseUrl(): string {
  if (config.backendHost) return config.backendHost
  return typeof document === 'undefined' ? pageOrigin() : ''
}
