/**
 * The whole catalogue with every area's section: for tests, which find elements by the
 * catalogue's text on any page.
 */
import { th as base } from './th'
import { accountTh } from './th-account'
import { adminTh } from './th-admin'
import { appOnlyTh } from './th-app-only'
import { authTh, profileTh, registerTh } from './th-auth'
import { boardTh } from './th-board'
import { browseTh } from './th-browse'
import { calendarTh } from './th-calendar'
import { blogsTh, catalogueTh, tutoringTh } from './th-catalogue'
import { downloadModalTh } from './th-download-app'
import { formsTh, pickersTh } from './th-forms'
import { helpTh } from './th-help'
import { jobsTh } from './th-jobs'
import { homeTh, landingTh } from './th-landing'
import { myServicesTh } from './th-my-services'
import { notificationsTh } from './th-notifications'
import { policiesTh } from './th-policies'
import { providerLandingTh } from './th-provider-landing'
import { providerTh } from './th-provider'
import { preSessionTh } from './th-pre-session'
import { sessionSummaryTh } from './th-session-summary'
import { sessionTh } from './th-session'
import { refusalTh } from './th-refusal'
import { surveyTh } from './th-survey'
import { upcomingSessionsTh } from './th-upcoming-sessions'

export const th = {
  ...base,
  account: { ...base.account, ...accountTh },
  admin: adminTh,
  appOnly: appOnlyTh,
  auth: authTh,
  register: registerTh,
  profile: profileTh,
  board: boardTh,
  browse: browseTh,
  catalogue: { ...base.catalogue, ...catalogueTh },
  blogs: { ...base.blogs, ...blogsTh },
  tutoring: tutoringTh,
  pickers: pickersTh,
  forms: formsTh,
  landing: { ...base.landing, ...landingTh },
  home: { ...base.home, ...homeTh },
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
  refusal: refusalTh,
  survey: surveyTh,
  upcomingSessions: upcomingSessionsTh,
  calendar: calendarTh,
}
