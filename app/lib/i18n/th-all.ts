/**
 * The whole catalogue with every area's section loaded: for tests, which find elements by the
 * catalogue's text on any page.
 */
import './th-admin'
import './th-jobs'
import './th-help'
import './th-policies'
import './th-provider-landing'
import './th-survey'
import './th-my-services'
import './th-notifications'
import './th-provider'
import './th-session'
import './th-upcoming-sessions'

export { th } from './th'
