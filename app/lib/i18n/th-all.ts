/**
 * The whole catalogue with every area's section: for tests, which find elements by the
 * catalogue's text on any page.
 */
import { th as base } from './th'
import { adminTh } from './th-admin'
import { appOnlyTh } from './th-app-only'
import { authTh, profileTh, registerTh } from './th-auth'
import { boardTh } from './th-board'
import { browseTh } from './th-browse'
import { downloadModalTh } from './th-download-app'
import { helpTh } from './th-help'
import { jobsTh } from './th-jobs'
import { myServicesTh } from './th-my-services'
import { notificationsTh } from './th-notifications'
import { policiesTh } from './th-policies'
import { providerLandingTh } from './th-provider-landing'
import { providerTh } from './th-provider'
import { preSessionTh } from './th-pre-session'
import { sessionSummaryTh } from './th-session-summary'
import { sessionTh } from './th-session'
import { surveyTh } from './th-survey'
import { upcomingSessionsTh } from './th-upcoming-sessions'

export const th = {
  ...base,
  admin: adminTh,
  appOnly: appOnlyTh,
  auth: authTh,
  register: registerTh,
  profile: profileTh,
  board: boardTh,
  browse: browseTh,
  downloadModal: downloadModalTh,
  help: helpTh,
  jobs: jobsTh,
  myServices: myServicesTh,
  notifications: notificationsTh,
  policies: policiesTh,
  providerLanding: providerLandingTh,
  provider: providerTh,
  preSession: preSessionTh,
  session: sessionTh,
  sessionSummary: sessionSummaryTh,
  survey: surveyTh,
  upcomingSessions: upcomingSessionsTh,
}
